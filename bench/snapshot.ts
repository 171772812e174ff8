import { RESOURCE_COUNT, startManyResourcesServer } from '../e2e/fixtures/many-resources-server';
import { diffSnapshots, snapshotToJson, takeSnapshot } from '../src/qa/snapshot';
import { median, type BenchResult } from './stats';

const ROUNDS = 5;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/**
 * `mcp-console snapshot` of the 10,000-resource fixture (issue 18): the time of `takeSnapshot`,
 * which the CLI runs (connect, every page, normalise, disconnect), over loopback HTTP in Node;
 * once more with `--contents` (10,000 reads and SHA-256 hashes); and a diff of two such snapshots.
 */
export async function benchSnapshot(): Promise<BenchResult[]> {
  const server = await startManyResourcesServer(0);
  try {
    const runs: number[] = [];
    let text = '';
    for (let i = 0; i < ROUNDS; i++) {
      const { ms, value } = await timed(() => takeSnapshot(server.url));
      if (Object.keys(value.resources).length !== RESOURCE_COUNT) throw new Error('snapshot missed resources');
      runs.push(ms);
      text = snapshotToJson(value);
    }
    const hashed = await timed(() => takeSnapshot(server.url, { contents: true }));
    const other = await takeSnapshot(server.url);
    const diffed = await timed(() => Promise.resolve(diffSnapshots(hashed.value, other)));
    return [
      { name: `snapshot of ${RESOURCE_COUNT.toLocaleString('en')} resources (100 pages), median of ${ROUNDS}`, value: median(runs), unit: 'ms' },
      { name: 'snapshot with --contents (a read and a SHA-256 per resource)', value: hashed.ms, unit: 'ms' },
      { name: 'snapshot file size', value: Buffer.byteLength(text) / 1024 / 1024, unit: 'MiB' },
      { name: 'diff of two 10,000-resource snapshots', value: diffed.ms, unit: 'ms' },
    ];
  } finally {
    await server.close();
  }
}
