import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

/**
 * Layers of design.md, left to right. Each entry lists the folders a file in `from`
 * must not import: everything to its right, so imports only ever point left.
 */
const layerZones = [
  { target: './src/lib', from: ['./src/protocol', './src/cache', './src/components', './src/hooks', './src/features', './src/app', './demo-server'] },
  { target: './src/protocol', from: ['./src/cache', './src/components', './src/hooks', './src/features', './src/app', './demo-server'] },
  { target: './src/cache', from: ['./src/components', './src/hooks', './src/features', './src/app', './demo-server'] },
  { target: './src/components', from: ['./src/features', './src/app', './demo-server'] },
  { target: './src/hooks', from: ['./src/features', './src/app', './demo-server'] },
  { target: './src/features', from: ['./src/app'] },
  { target: './demo-server', from: ['./src'] },
  // The command line (design.md "The package and its command line"): protocol/ and lib/ only.
  { target: './bin', from: ['./src/cache', './src/components', './src/hooks', './src/features', './src/app', './demo-server', './e2e', './tests'] },
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
  reactHooks.configs.flat.recommended,
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
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-*', 'react/*', '@tanstack/*', 'radix-ui', 'monaco-editor', '@monaco-editor/*'], message: 'The CLI imports only src/protocol, src/lib, Node built-ins and the static-file server.' }] }],
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
