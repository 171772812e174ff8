import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { closureChunk, staticClosure } from '../../scripts/closure-chunk';

describe('staticClosure', () => {
  it('follows static imports through a cycle, root included, and nothing else', () => {
    const imports = new Map([
      ['a', ['b', 'c']],
      ['b', ['a']],
      ['c', ['d']],
      ['e', ['a']],
    ]);
    expect([...staticClosure('a', imports)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('closureChunk', () => {
  const root = mkdtempSync(join(tmpdir(), 'closure-chunk-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'index.html': '<script type="module" src="./main.js"></script>',
    'main.js': 'import("./session.js").then((m) => m.run()); import("./panel.js").then((m) => m.show());',
    // Each of these is shared with the panel, so the bundler would give each a chunk of its own.
    'session.js': 'import { a } from "./a.js"; import { b } from "./b.js"; export const run = () => a() + b();',
    'a.js': 'export const a = () => "a".repeat(globalThis.n ?? 1);',
    'b.js': 'export const b = () => "b".repeat(globalThis.n ?? 2);',
    'panel.js': 'import { a } from "./a.js"; import { b } from "./b.js"; import { c } from "./c.js"; export const show = () => a() + b() + c();',
    'c.js': 'export const c = () => "c".repeat(globalThis.n ?? 3);',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);

  /** Each output chunk's source modules, by the file names of the test project. */
  async function chunks(groups: Rolldown.CodeSplittingGroup[], plugins: ReturnType<typeof closureChunk>['plugin'][]): Promise<string[][]> {
    const output = await build({ root, logLevel: 'silent', configFile: false, plugins, build: { write: false, minify: false, rolldownOptions: { output: { codeSplitting: { groups } } } } });
    const results = Array.isArray(output) ? output : [output];
    return results
      .flatMap((result) => ('output' in result ? result.output : []))
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => Object.keys(chunk.modules).filter((id) => id.startsWith(`${root}/`)).map((id) => id.slice(root.length + 1)).filter((id) => id.endsWith('.js')).sort())
      .filter((modules) => modules.length > 0)
      .sort((x, y) => (x[0] ?? '').localeCompare(y[0] ?? ''));
  }

  it('puts the lazy module and every module it imports statically in one chunk, and no other module', async () => {
    // Without the group, the modules the panel shares with the session get a chunk of their own.
    expect(await chunks([], [])).toEqual([['a.js', 'b.js'], ['c.js', 'panel.js'], ['main.js'], ['session.js']]);
    const { plugin, group } = closureChunk('session', ['session.js']);
    expect(await chunks([group], [plugin])).toEqual([['a.js', 'b.js', 'session.js'], ['c.js', 'panel.js'], ['main.js']]);
  });

  it('leaves what two closures share with the group of higher priority', async () => {
    const session = closureChunk('session', ['session.js'], 1);
    const panel = closureChunk('panel', ['panel.js', 'c.js']);
    expect(await chunks([panel.group, session.group], [session.plugin, panel.plugin])).toEqual([['a.js', 'b.js', 'session.js'], ['c.js', 'panel.js'], ['main.js']]);
    const lower = closureChunk('session', ['session.js']);
    const higher = closureChunk('panel', ['panel.js', 'c.js'], 1);
    expect(await chunks([lower.group, higher.group], [lower.plugin, higher.plugin])).toEqual([['a.js', 'b.js', 'c.js', 'panel.js'], ['main.js'], ['session.js']]);
  });

  it('fails the build when a root is not in it, rather than group less', async () => {
    const { plugin, group } = closureChunk('session', ['session.js', 'gone.js']);
    await expect(chunks([group], [plugin])).rejects.toThrow(/gone\.js: not in the build, so the session chunk/);
  });
});
