import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { BIN_FORBIDDEN, foldersAbove, PROTOCOL_ROOMS, PROTOCOL_STRANGERS, SRC_LAYERS, SRC_STRANGERS } from './tests/architecture/layers';

/**
 * The import direction of decision 0035 (tests/architecture/layers.ts): each zone forbids a
 * folder everything above it. Below features/, nothing reaches the embedded demo server either
 * (features' tests and app/ use it).
 */
const layerZones = [
  ...SRC_LAYERS.flatMap((layer, index) =>
    layer.map((name) => ({ target: `./src/${name}`, from: [...foldersAbove(SRC_LAYERS, index, './src/'), ...(index < SRC_LAYERS.length - 2 ? ['./demo-server'] : [])] })),
  ).filter((zone) => zone.from.length > 0),
  ...SRC_STRANGERS.flatMap(([a, b]) => [
    { target: `./src/${a}`, from: [`./src/${b}`] },
    { target: `./src/${b}`, from: [`./src/${a}`] },
  ]),
  { target: './demo-server', from: ['./src'] },
  { target: './bin', from: BIN_FORBIDDEN.map((path) => `./${path}`) },
];

/** No room of protocol/ imports a room above it, nor the public face (index.ts) the rooms make up. */
const protocolZones = [
  ...PROTOCOL_ROOMS.flatMap((layer, index) =>
    layer.map((name) => ({ target: `./src/protocol/${name}`, from: [...foldersAbove(PROTOCOL_ROOMS, index, './src/protocol/'), './src/protocol/index.ts'] })),
  ),
  ...PROTOCOL_STRANGERS.flatMap(([a, b]) => [
    { target: `./src/protocol/${a}`, from: [`./src/protocol/${b}`] },
    { target: `./src/protocol/${b}`, from: [`./src/protocol/${a}`] },
  ]),
];

/** Features never import each other: one zone per feature folder, forbidding its siblings. */
const featuresDir = new URL('./src/features/', import.meta.url);
const featureNames = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
const featureZones = featureNames.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
}));

export default defineConfig(
  { ignores: ['dist', 'dist-*', 'cli', 'node_modules', 'test-results', 'playwright-report', 'e2e/fixtures/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  // React lives in src/ alone. The hooks plugin's compiler rules parse every file they are given
  // again (a fifth of lint's time over the whole tree, decision 0020), e2e, tests and bin included.
  { ...reactHooks.configs.flat.recommended, files: ['src/**'] },
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.node.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...protocolZones, ...featureZones] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server content is untrusted: render it as text.' },
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'No sleeps in tests: use auto-retrying assertions.' },
      ],
    },
  },
  {
    // The bundled CLI must stay free of React and of the browser-only UI packages.
    files: ['bin/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-*', 'react/*', '@tanstack/*', 'radix-ui', 'monaco-editor', '@monaco-editor/*'], message: 'The CLI imports only src/lib, src/protocol, src/qa, src/recording, Node built-ins and the static-file server.' }] }],
    },
  },
  {
    // The QA engine and snapshots run in Node and the browser on protocol/'s public face alone.
    files: ['src/qa/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/protocol/*'], message: 'src/qa/ imports protocol/ only through its public face (src/protocol/index.ts).' }] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'tests/**'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
