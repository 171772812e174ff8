import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedChunkMap } from '../../scripts/shared-sdk-chunks';

const VALIDATOR = (dialects: string) => `import { t as declaredDialect } from "./${dialects}";\nexport const v = declaredDialect;\n//# sourceMappingURL=x.map\n`;
const DIALECTS = 'export const t = (s) => s;\n';

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

/** A project whose two SDK packages hold the given `<name>-<hash>.mjs` chunks in dist/. */
function project(client: Record<string, string>, server: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'shared-chunks-'));
  roots.push(root);
  writeFileSync(join(root, 'package.json'), '{}');
  for (const [name, files] of [['client', client], ['server', server]] as const) {
    const dir = join(root, 'node_modules', '@modelcontextprotocol', name);
    mkdirSync(join(dir, 'dist'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `@modelcontextprotocol/${name}`, main: 'dist/index.cjs' }));
    writeFileSync(join(dir, 'dist', 'index.cjs'), '');
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, 'dist', file), text);
  }
  return root;
}

describe('sharedChunkMap', () => {
  it('maps the server SDK copies of the validator and its dialects onto the installed client SDK', () => {
    const found = sharedChunkMap(process.cwd());
    if ('reason' in found) throw new Error(found.reason);
    expect([...found.map].map(([server, client]) => [server.replace(/.*\/dist\//, ''), client.replace(/.*node_modules\//, '')])).toEqual([
      [expect.stringMatching(/^cfWorkerProvider-[\w-]+\.mjs$/), expect.stringMatching(/^@modelcontextprotocol\/client\/dist\/cfWorkerProvider-[\w-]+\.mjs$/)],
      [expect.stringMatching(/^dialects-[\w-]+\.mjs$/), expect.stringMatching(/^@modelcontextprotocol\/client\/dist\/dialects-[\w-]+\.mjs$/)],
    ]);
  });

  it('takes copies that differ only in their hashed names and map comment as the same', () => {
    const root = project(
      { 'cfWorkerProvider-aaa.mjs': VALIDATOR('dialects-c1.mjs'), 'dialects-c1.mjs': DIALECTS },
      { 'cfWorkerProvider-bbb.mjs': VALIDATOR('dialects-s2.mjs').replace('x.map', 'y.map'), 'dialects-s2.mjs': DIALECTS },
    );
    const found = sharedChunkMap(root);
    if ('reason' in found) throw new Error(found.reason);
    const server = join(root, 'node_modules/@modelcontextprotocol/server/dist');
    const client = join(root, 'node_modules/@modelcontextprotocol/client/dist');
    expect(found.map.get(join(server, 'cfWorkerProvider-bbb.mjs'))).toBe(join(client, 'cfWorkerProvider-aaa.mjs'));
    expect(found.map.get(join(server, 'dialects-s2.mjs'))).toBe(join(client, 'dialects-c1.mjs'));
  });

  it('maps nothing when the copies differ or one is missing, so the build keeps both', () => {
    const differ = project(
      { 'cfWorkerProvider-aaa.mjs': VALIDATOR('dialects-c1.mjs'), 'dialects-c1.mjs': DIALECTS },
      { 'cfWorkerProvider-bbb.mjs': `${VALIDATOR('dialects-s2.mjs')}export const extra = 1;\n`, 'dialects-s2.mjs': DIALECTS },
    );
    expect(sharedChunkMap(differ)).toEqual({ reason: "the SDK packages' cfWorkerProvider chunks differ" });
    const missing = project({ 'cfWorkerProvider-aaa.mjs': VALIDATOR('dialects-c1.mjs') }, { 'cfWorkerProvider-bbb.mjs': VALIDATOR('dialects-s2.mjs') });
    expect(sharedChunkMap(missing)).toEqual({ reason: 'no single dialects-*.mjs in both SDK packages' });
  });
});
