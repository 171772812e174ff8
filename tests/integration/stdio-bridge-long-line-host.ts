/**
 * Runs one bridge in its own process and prints, as one JSON line, how much its RSS grew while
 * the child wrote a huge stdout line, the answer that came after it and what the audit kept:
 * the test runner's own memory must not count (stdio-bridge-long-line.test.ts).
 */
import { startStandaloneBridge } from '../../bin/serve/host';
import { post, sseMessages } from './stdio-bridge-harness';

const LINE_MIB = Number(process.argv[2] ?? '5');

/** Answers every request; before the answer to `tools/list`, one LINE_MIB MiB line, written in 64 KiB pieces. */
const CHILD = `
const mib = ${LINE_MIB};
const piece = 'x'.repeat(64 * 1024);
require('node:readline').createInterface({ input: process.stdin }).on('line', async (text) => {
  const message = JSON.parse(text);
  if (message.id === undefined) return;
  if (message.method === 'tools/list') {
    for (let i = 0; i < mib * 16; i++) if (!process.stdout.write(piece)) await new Promise((r) => process.stdout.once('drain', r));
    process.stdout.write('\\n');
  }
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: { tools: [] } }) + '\\n');
});`;

const bridge = await startStandaloneBridge({ id: 'long', name: 'stdio: long-line', command: process.execPath, args: ['-e', CHILD] }, { echo: () => undefined });
const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
await sseMessages(await post(bridge.url, ping, bridge.headers));
const before = process.memoryUsage().rss;
const answer = await sseMessages(await post(bridge.url, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, bridge.headers));
const growth = process.memoryUsage().rss - before;
const audit = bridge.bridge.stdoutAudit().map((entry) => ({ reason: entry.reason, length: entry.text.length, tail: entry.text.slice(-80) }));
await bridge.close();
process.stdout.write(`${JSON.stringify({ growth, answer, audit })}\n`);
