import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoHttpServer, type RunningServer } from '../../demo-server/http';
import { startManyResourcesServer, RESOURCE_COUNT } from '../../e2e/fixtures/many-resources-server';
import { startSnapshotV1Server } from '../../e2e/fixtures/snapshot-v1-server';
import { startSnapshotV2Server } from '../../e2e/fixtures/snapshot-v2-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { McpSession, MemoryVerdictStore } from '../../src/protocol';
import { buildSnapshot, diffSnapshots, parseSnapshot, snapshotToJson, takeSnapshot, type ServerSnapshot, type SnapshotDiff } from '../../src/qa/snapshot';

/** Every breaking change v2 makes, one per rule (snapshot-v2-server.ts lists them). */
const EXPECTED_BREAKING = [
  ['capability-removed', '$.capabilities.logging'],
  ['required-argument-added', '$.prompts.review.arguments.language'],
  ['prompt-removed', '$.prompts["old-summary"]'],
  ['era-downgraded', '$.protocol.era'],
  ['template-removed', '$.resourceTemplates.archive'],
  ['template-variable-removed', '$.resourceTemplates.file.variables'],
  ['resource-removed', '$.resources["snap://docs/old.txt"]'],
  ['enum-value-removed', '$.tools.convert.inputSchema.properties.unit.enum'],
  ['required-property-added', '$.tools.forecast.inputSchema.properties.region'],
  ['type-narrowed', '$.tools.lookup.inputSchema.properties.limit.type'],
  ['output-property-removed', '$.tools.stats.outputSchema.properties.mean'],
  ['additional-properties-closed', '$.tools["create-note"].inputSchema.additionalProperties'],
  ['tool-removed', '$.tools["legacy-search"]'],
];

const EXPECTED_COMPATIBLE = [
  ['tool-added', '$.tools.ping'],
  ['prompt-added', '$.prompts.greet'],
  ['resource-added', '$.resources["snap://docs/new.txt"]'],
  ['optional-property-added', '$.tools.forecast.inputSchema.properties.days'],
  ['description-changed', '$.tools.convert.description'],
  ['server-info-changed', '$.server.version'],
];

const pairs = (diff: SnapshotDiff, cls: 'breaking' | 'compatible') => diff.changes.filter((c) => c.class === cls).map((c) => [c.rule, c.path]);

describe('snapshots and diffs against live servers (issue 18)', () => {
  let v1: FixtureServer;
  let v2: FixtureServer;
  let first: ServerSnapshot;
  let second: ServerSnapshot;
  beforeAll(async () => {
    [v1, v2] = await Promise.all([startSnapshotV1Server(), startSnapshotV2Server()]);
    [first, second] = await Promise.all([takeSnapshot(v1.url), takeSnapshot(v2.url)]);
  });
  afterAll(async () => {
    await Promise.all([v1.close(), v2.close()]);
  });

  it('reports each breaking change of v2 once, with its rule and path, breaking first', () => {
    const diff = diffSnapshots(first, second);
    expect(pairs(diff, 'breaking')).toEqual(EXPECTED_BREAKING);
    expect(pairs(diff, 'compatible')).toEqual(expect.arrayContaining(EXPECTED_COMPATIBLE));
    expect(diff.summary.breaking).toBe(EXPECTED_BREAKING.length);
    const firstCompatible = diff.changes.findIndex((c) => c.class === 'compatible');
    expect(diff.changes.slice(0, firstCompatible).every((c) => c.class === 'breaking')).toBe(true);
    expect(diff.from.protocol).toEqual({ era: 'modern', version: '2026-07-28' });
    expect(diff.to.protocol.era).toBe('legacy');
  });

  it('finds nothing breaking the other way round, only the additions', () => {
    const reverse = diffSnapshots(second, first);
    expect(reverse.changes.find((c) => c.rule === 'tool-added' && c.path === '$.tools["legacy-search"]')?.class).toBe('compatible');
    expect(reverse.changes.find((c) => c.path === '$.tools.ping')?.rule).toBe('tool-removed');
  });

  it('keeps each resource\'s title and MIME type, and each template\'s MIME type', () => {
    expect(first.resources['snap://docs/readme.md']).toEqual({ name: 'readme', title: 'Read me', mimeType: 'text/markdown' });
    expect(first.resources['snap://docs/old.txt']).toEqual({ name: 'old-notes', mimeType: 'text/plain' });
    expect(first.resourceTemplates.file).toMatchObject({ uriTemplate: 'snap://files/{folder}/{name}', variables: ['folder', 'name'], mimeType: 'text/plain' });
  });

  it('records the cache hints of every list: the SDK\'s defaults on the modern server, none on the legacy one', () => {
    const sdkDefault = { ttlMs: 0, cacheScope: 'private' };
    expect(first.cacheHints).toEqual({ 'prompts/list': sdkDefault, 'resources/list': sdkDefault, 'resources/templates/list': sdkDefault, 'tools/list': sdkDefault });
    // 2025-11-25 has no cache hints (spec §12 is modern only): the lists are there, without hints.
    expect(second.cacheHints).toEqual({ 'prompts/list': {}, 'resources/list': {}, 'resources/templates/list': {}, 'tools/list': {} });
  });

  it('reports no change between two snapshots of the same server', async () => {
    const again = await takeSnapshot(v1.url);
    expect(diffSnapshots(first, again).changes).toEqual([]);
    expect(snapshotToJson(again)).toBe(snapshotToJson(first));
  });

  it('reports no change between a snapshot file and the live server it came from, for both eras', async () => {
    for (const [url, taken] of [[v1.url, first], [v2.url, second]] as const) {
      const file = parseSnapshot(snapshotToJson(taken));
      if (!file.ok) throw new Error(file.error);
      expect(diffSnapshots(file.snapshot, await takeSnapshot(url)).changes).toEqual([]);
    }
  });

  it('hashes contents deterministically and without secrets', async () => {
    const [a, b] = await Promise.all([
      takeSnapshot(v1.url, { contents: true, headers: { authorization: 'Bearer s3cret-token' } }),
      takeSnapshot(v1.url, { contents: true }),
    ]);
    expect(a.contentHashes).toBe(true);
    expect(a.resources['snap://docs/readme.md']?.contentHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(diffSnapshots(a, b).changes).toEqual([]);
    const text = snapshotToJson(a);
    expect(text).not.toContain('s3cret');
    expect(text).not.toMatch(/session|\d{4}-\d{2}-\d{2}T\d{2}/i);
    // Hashes count only when both sides have them.
    expect(diffSnapshots(first, a).changes).toEqual([]);
  });

  it('a server that does not answer is a connection error', async () => {
    await expect(takeSnapshot('http://127.0.0.1:9/mcp', { timeoutMs: 5_000 })).rejects.toMatchObject({ name: 'SnapshotError', reason: 'connection' });
  });
});

describe('cache hints in a snapshot of a server that sets its own', () => {
  let demo: RunningServer;
  beforeAll(async () => {
    demo = await startDemoHttpServer({ port: 0 });
  });
  afterAll(async () => {
    await demo.close();
  });

  it('are each list\'s own ttlMs and cacheScope, as the demo server declares them (its resources/list differs)', async () => {
    const snapshot = await takeSnapshot(demo.url);
    expect(snapshot.cacheHints).toEqual({
      'prompts/list': { ttlMs: 300_000, cacheScope: 'public' },
      'resources/list': { ttlMs: 60_000, cacheScope: 'public' },
      'resources/templates/list': { ttlMs: 300_000, cacheScope: 'public' },
      'tools/list': { ttlMs: 300_000, cacheScope: 'public' },
    });
  });

  it('of the same server seen in both eras differ by the era, reported once, not by per-list or per-tool noise (issue 33)', async () => {
    const inEra = async (legacy: boolean): Promise<ServerSnapshot> => {
      const verdicts = new MemoryVerdictStore();
      if (legacy) verdicts.set(demo.url, { era: 'legacy', protocolVersion: '2025-11-25', decidedAt: Date.now() });
      const session = new McpSession({ url: demo.url, verdicts });
      expect((await session.connect()).state).toBe('connected');
      try {
        return await buildSnapshot(session);
      } finally {
        await session.close();
      }
    };
    const diff = diffSnapshots(await inEra(true), await inEra(false));
    const era = diff.changes.find((c) => c.rule === 'era-upgraded');
    expect(era?.message).toContain('the era alone accounts for the cache hints of 4 lists (2026-07-28 only)');
    expect(diff.changes.filter((c) => c.path.startsWith('$.cacheHints') || c.path.includes('.execution'))).toEqual([]);
    // What is left is the era and what the server itself declares differently per era.
    expect(diff.changes.map((c) => c.path)).toEqual(['$.capabilities.resources.subscribe', '$.protocol.era']);
  });
});

describe('snapshot of a paginated listing', () => {
  const servers: FixtureServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  it('is the same whatever the page size', { timeout: 120_000 }, async () => {
    const texts: string[] = [];
    for (const pageSize of [100, 37, 1_000]) {
      const server = await startManyResourcesServer(0, pageSize);
      servers.push(server);
      const snapshot = await takeSnapshot(server.url);
      expect(Object.keys(snapshot.resources)).toHaveLength(RESOURCE_COUNT);
      texts.push(snapshotToJson(snapshot));
    }
    expect(new Set(texts).size).toBe(1);
  });
});
