import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruiseProduct } from './cruise';

/**
 * Imports the layout forbids, planted in the tree for this test only (in `__planted__` folders,
 * removed afterwards): the lint zones and the dependency-cruiser rules must both refuse each.
 */
const PLANTED = [
  { dir: 'src/protocol/transport/__planted__', file: 'upward-room.ts', code: "import type { McpSession } from '../../session/session';\nexport type Planted = McpSession;\n", cruiseRule: 'protocol/transport imports a room above it' },
  { dir: 'src/lib/__planted__', file: 'upward-layer.ts', code: "import type { ConnectionStatus } from '../../protocol';\nexport type Planted = ConnectionStatus;\n", cruiseRule: 'src/lib imports a layer above it' },
  { dir: 'src/qa/__planted__', file: 'stranger.ts', code: "import type { HistoryCall } from '../../recording/history';\nexport type Planted = HistoryCall;\n", cruiseRule: 'src/qa and src/recording stay apart' },
  { dir: 'src/qa/__planted__', file: 'behind-the-face.ts', code: "import type { McpSession } from '../../protocol/session/session';\nexport type Planted = McpSession;\n", cruiseRule: 'qa sees protocol only through its face' },
] as const;

const pathOf = (p: (typeof PLANTED)[number]): string => `${p.dir}/${p.file}`;

beforeAll(() => {
  for (const p of PLANTED) {
    mkdirSync(p.dir, { recursive: true });
    writeFileSync(pathOf(p), p.code);
  }
});

afterAll(() => {
  for (const dir of new Set(PLANTED.map((p) => p.dir))) rmSync(dir, { recursive: true, force: true });
});

describe('a planted import against the layout', () => {
  it('is refused by the lint zones of eslint.config.ts', async () => {
    // The two rules read imports, not types: without the project service, lint builds no program of
    // the whole tree for four files (10 of this test's 11 s on the quiet CI machine).
    const eslint = new ESLint({
      ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths' || ruleId === 'no-restricted-imports',
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    });
    const results = await eslint.lintFiles(PLANTED.map(pathOf));
    const refused = results.map((r) => ({ file: r.filePath.slice(r.filePath.indexOf('src/')), rules: r.messages.map((m) => m.ruleId) }));
    expect(refused).toEqual(
      PLANTED.map((p) => ({ file: pathOf(p), rules: [p.file === 'behind-the-face.ts' ? 'no-restricted-imports' : 'import-x/no-restricted-paths'] })),
    );
  }, 120_000);

  it('is refused by the dependency-cruiser rules, each by its own rule', async () => {
    const { violations } = await cruiseProduct(PLANTED.map(pathOf), { planted: true });
    for (const p of PLANTED) expect(violations.some((v) => v.startsWith(`${p.cruiseRule}: ${pathOf(p)} → `))).toBe(true);
  });
});
