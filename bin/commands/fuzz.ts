import { hostFetch } from '../../src/node/host-fetch';
import { withOneShotSession } from '../../src/protocol';
import { fuzzReportToJson, fuzzReportToMarkdown, runFuzz, sessionTransport, type FuzzReport, type ReproContext } from '../../src/qa/fuzz';
import { EXIT, StartError, type ExitCode } from '../exit-codes';
import { fuzzReportToJunit } from '../report/fuzz-junit';
import { FUZZ_USAGE } from '../usage';
import { withTarget, type CliTarget } from './cli-target';
import { DEFAULT_TIMEOUT_MS } from './default-timeout';
import { parseFuzzArgs, type FuzzArgs } from './fuzz-args';
import { openTarget } from './target-source';

function reproContext(args: FuzzArgs, server: CliTarget, session: { era: 'modern' | 'legacy'; protocolVersion: string }): ReproContext {
  const named = args.source.kind === 'command' ? { kind: 'command' as const, command: args.source.command } : { kind: 'url' as const, url: server.url };
  const http = server.stdio === undefined ? { url: server.url, ...session, headerNames: Object.keys(server.headers) } : undefined;
  return { server: named, seed: args.seed, timeoutMs: args.timeoutMs, http };
}

function format(report: FuzzReport, args: FuzzArgs, context: ReproContext, label: string): string {
  if (args.format === 'json') return fuzzReportToJson(report, context);
  if (args.format === 'junit') return fuzzReportToJunit(report, label);
  return fuzzReportToMarkdown(report, context, label);
}

async function fuzzServer(args: FuzzArgs): Promise<{ text: string; findings: number }> {
  const opening = openTarget(args.source, { headers: args.headers, timeoutMs: undefined, usage: FUZZ_USAGE });
  return withTarget(opening, (server) =>
    withOneShotSession(
      server.url,
      { headers: server.headers, fetch: hostFetch, timeoutMs: DEFAULT_TIMEOUT_MS },
      (message) => new StartError(server.stdio === undefined ? message : message.replaceAll(server.url, server.label)),
      async (session) => {
        const status = session.status.getSnapshot();
        const negotiation = status.state === 'connected' ? status.negotiation : { era: 'modern' as const, protocolVersion: '' };
        const transport = sessionTransport(session, { listTimeoutMs: DEFAULT_TIMEOUT_MS, gone: () => server.gone() });
        const report = await runFuzz(transport, {
          ...args,
          onCase: (tool, c, finding) => {
            if (finding !== undefined) process.stderr.write(`finding: ${finding.kind} ${tool} (${c.label}): ${finding.detail}\n`);
          },
        });
        const context = reproContext(args, server, { era: negotiation.era, protocolVersion: negotiation.protocolVersion });
        return { text: format(report, args, context, server.label), findings: report.findings.length };
      },
    ),
  );
}

/** `mcp-console fuzz <url>` (or `-- <command>`): the report on stdout; exit 1 on a finding, 2 when it cannot run. */
export async function runFuzzCommand(argv: readonly string[]): Promise<ExitCode> {
  const args = parseFuzzArgs(argv);
  if (args === undefined) {
    process.stdout.write(FUZZ_USAGE);
    return EXIT.ok;
  }
  const { text, findings } = await fuzzServer(args);
  process.stdout.write(text);
  return findings > 0 ? EXIT.failed : EXIT.ok;
}
