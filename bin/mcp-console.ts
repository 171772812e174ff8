#!/usr/bin/env -S npx tsx
/**
 * `mcp-console check <url> [--json] [--fail-on warning] [--header "Name: value"]…`
 * Runs the console's conformance checks against an MCP server from Node (for CI):
 * Markdown (or JSON) on stdout, exit 0 when nothing fails, 1 otherwise, 2 on usage errors.
 */
import { McpSession } from '../src/protocol';
import { checkTargetFromSession, reportFails, reportToJson, reportToMarkdown, runChecks } from '../src/protocol/conformance';

interface CliArgs {
  url: string;
  json: boolean;
  failOn: 'error' | 'warning';
  headers: Record<string, string>;
}

const USAGE = 'usage: mcp-console check <url> [--json] [--fail-on error|warning] [--header "Name: value"]…';

function parseArgs(argv: readonly string[]): CliArgs | string {
  const [command, ...rest] = argv;
  if (command !== 'check') return USAGE;
  const args: CliArgs = { url: '', json: false, failOn: 'error', headers: {} };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--json') args.json = true;
    else if (arg === '--fail-on') {
      const level = rest[++i];
      if (level !== 'error' && level !== 'warning') return `--fail-on takes "error" or "warning"\n${USAGE}`;
      args.failOn = level;
    } else if (arg === '--header') {
      const header = rest[++i] ?? '';
      const colon = header.indexOf(':');
      if (colon <= 0) return `--header takes "Name: value"\n${USAGE}`;
      args.headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    } else if (arg !== undefined && !arg.startsWith('--') && args.url === '') args.url = arg;
    else return `unexpected argument ${arg ?? ''}\n${USAGE}`;
  }
  return args.url === '' ? USAGE : args;
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n`);
    return 2;
  }
  const session = new McpSession({ url: args.url, headers: args.headers, secretHeaders: Object.keys(args.headers) });
  const status = await session.connect();
  try {
    const target = checkTargetFromSession(session, { environment: 'node', headers: args.headers });
    if (target === undefined) {
      const reason = status.state === 'error' ? status.error.message : status.state;
      process.stderr.write(`Could not connect to ${args.url}: ${reason}\n`);
      return 1;
    }
    const report = await runChecks(target, {
      onProgress: (done, total, result) => process.stderr.write(`[${done}/${total}] ${result.status.padEnd(4)} ${result.id}\n`),
    });
    process.stdout.write(args.json ? reportToJson(report) : reportToMarkdown(report));
    return reportFails(report, args.failOn) ? 1 : 0;
  } finally {
    await session.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`mcp-console: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
