/** Usage texts: plain strings, so `--help` loads neither the SDK nor the static-file server. */
import { DEFAULT_TIMEOUT_MS } from './commands/default-timeout';
import { DEFAULT_CALL_TIMEOUT_MS, DEFAULT_FUZZ_CASES, DEFAULT_FUZZ_SEED } from './commands/fuzz-defaults';

export const SERVE_USAGE = `usage: mcp-console serve [--port <n>] [--host <h>] [--sandbox-port <n>] [--open]
                          [--config <file> [--server <name>] [--connect-all] [--inject-headers]]
                          [-- <command> [args…]]

Serves the console on http://127.0.0.1:6280/ and prints its URL on stdout,
with a per-run secret after '#': only a page holding it may use the stdio
bridge and the local proxy (Connect through local proxy, for servers without
CORS). A console served from loopback reaches MCP servers on localhost without
the browser's Local Network Access prompt. Ctrl-C (or closing the terminal)
stops it.

With -- <command>, starts that local stdio MCP server (for example
-- node build/index.js) and opens the console connected to it. Its stderr is
echoed here, prefixed. Ctrl-C closes its stdin, then sends SIGTERM, then SIGKILL.

  --port <n>   port to listen on (default 6280; 0 picks a free one)
  --sandbox-port <n>
               serve MCP App views from a second origin on this port (0 picks a
               free one; its URL is the second line on stdout). Without it they
               run in an opaque-origin sandbox on the console's own origin
  --host <h>   address to bind (default 127.0.0.1; anything else is reachable
               from other machines and prints a warning)
  --open       open the console in the default browser, through a one-time
               link (the secret is on no command line)
  --config <f> also offer the servers of a client config file (Claude Desktop,
               .mcp.json, .vscode/mcp.json): every one is listed, and a stdio
               entry's process starts when it is first connected
  --server <n> the entry of --config to open (the active one)
  --connect-all
               connect every server of --config at start (up to 8), the
               first one, or --server's, active
  --inject-headers
               the headers of --config URL entries (Authorization…) are added
               by the local proxy, never sent to the page. Without it the page
               gets them, because the browser sends them
  -- <command> the stdio server to start and bridge (everything after --)
  -h, --help   show this help
`;

export const CHECK_USAGE = `usage: mcp-console check <url> [--format markdown|json|junit] [--fail-on error|warning] [--header "Name: value"]…
                          [--call-tools] [--call-tool <name>]… [--tool-args <name>=<json>]…
                          [--only <glob>]… [--skip <glob>]… [--baseline <file>] [--timeout <ms>]
                          [--requirements 2026-07-28|2025-11-25]
       mcp-console check [options] -- <command> [args…]
       mcp-console check [options] --config <file> [--server <name>]

Runs the conformance checks against an MCP server. The report alone goes to
stdout, progress to stderr. Inside GitHub Actions, failures are also printed
as workflow annotations.

With -- <command>, starts that stdio server, checks it and stops it: the
HTTP-only checks are n/a, the stdio.* checks run (docs/checks.md), and its
stderr is echoed on stderr with its name in front. --config takes a Claude
Desktop, .mcp.json or VS Code mcp.json file; --server names the entry.

  --format <f>         markdown (default), json or junit (JUnit XML)
  --json               the same as --format json
  --fail-on <level>    error (default): exit 1 on any fail;
                       warning: also on any warn
  --header "N: v"      send this header with every request (repeatable)
  --call-tools         call the tools annotated readOnlyHint: true and check
                       what they return (arguments from their inputSchema)
  --call-tool <name>   also call this tool, whatever its annotations (repeatable)
  --tool-args <n>=<j>  arguments for tool n as a JSON object (repeatable)
  --only <glob>        run only the checks whose id matches, e.g. 'http.*' (repeatable)
  --skip <glob>        leave out the checks whose id matches (repeatable)
  --baseline <file>    accept the fail/warn ids listed in {"accepted": [...]};
                       baselined checks that now pass are reported as stale
  --requirements <rev> after the results, that revision's official server
                       scenarios (2026-07-28 or 2025-11-25): each covered, partly
                       covered, not covered or n/a, with our checks' verdict
                       (docs/checks.md maps every check to its scenarios)
  --timeout <ms>       per request, connecting included, and per tool call
                       (default ${DEFAULT_TIMEOUT_MS} / 2000), and for a stdio server to start
                       (default 30000)
  --config <file>      the server of a client config file (stdio or URL entry)
  --server <name>      the entry of --config to check (needed when it has several)
  -h, --help           show this help

Exit code: 0 nothing failed (or only baselined checks), 1 a check failed,
2 bad arguments or no connection.
`;

export const SNAPSHOT_USAGE = `usage: mcp-console snapshot <url> [--out <file>] [--header "Name: value"]… [--contents] [--timeout <ms>]
       mcp-console snapshot [options] -- <command> [args…]
       mcp-console snapshot [options] --config <file> [--server <name>]

Prints the server's interface as deterministic JSON: era and version, server
name and version, capabilities, every tool, resource (all pages), template and
prompt, and each list's cache hints. No timestamps, session ids or headers.
With -- <command>, starts that stdio server for the snapshot and stops it.

  --out <file>       write the snapshot to this file instead of stdout
  --header "N: v"    send this header with every request (repeatable)
  --contents         also read every resource and record a SHA-256 of it
  --timeout <ms>     bounds each network step, connecting included (default ${DEFAULT_TIMEOUT_MS})
  --config <file>    the server of a client config file (stdio or URL entry)
  --server <name>    the entry of --config (needed when it has several)
  -h, --help         show this help

Exit code: 0 written, 2 bad arguments, no connection or an incomplete listing.
`;

export const DIFF_USAGE = `usage: mcp-console diff <a> <b> [--format markdown|json] [--header "Name: value"]… [--contents] [--timeout <ms>]
       mcp-console diff <a> [options] -- <command> [args…]

Compares two interfaces; each side is a URL (a live server) or a snapshot file;
with -- <command>, side b is that stdio server, started and stopped.
Every change has a JSON path and is breaking or compatible; breaking first.

  --format <f>       markdown (default) or json
  --header "N: v"    send this header to the URL sides (repeatable)
  --contents         hash resource contents on URL sides too
  --timeout <ms>     bounds each network step of a live side, connecting included
                     (default ${DEFAULT_TIMEOUT_MS})
  -h, --help         show this help

Exit code: 0 nothing breaking changed, 1 something breaking changed,
2 bad arguments or no connection.
`;

export const WALKTHROUGH_USAGE = `usage: mcp-console walkthrough <file> [--server <url>] [--header "Name: value"]… [--timeout <ms>]
       mcp-console walkthrough <file> [--timeout <ms>] -- <command> [args…]

Runs a guided walkthrough (YAML or JSON, docs/walkthroughs.md) against a server,
step by step, as the embed's Run step does, and prints one line per step.
Use it in CI to keep the demos in your docs true.

  --server <url>     the MCP endpoint (default: the file's "server")
  --header "N: v"    send this header with every request (repeatable)
  --timeout <ms>     per request, connecting included (default ${DEFAULT_TIMEOUT_MS}), and
                     for a stdio server given with -- <command> to start
  -h, --help         show this help

Exit code: 0 every step passed, 1 a step's expectation or request failed,
2 bad arguments, an invalid file or no connection.
`;

export const BENCH_USAGE = `usage: mcp-console bench <url> [--tool <name> [--args <json>]]… [--duration <s>] [--concurrency <n>]
                          [--p95-max <ms>] [--error-rate-max <fraction>] [--format markdown|json]
                          [--header "Name: value"]… [--timeout <ms>] [--export k6|locust <file>]
       mcp-console bench [options] -- <command> [args…]
       mcp-console bench [options] --config <file> [--server <name>]

A load profile: the given tools (or, without --tool, the server's list methods
and reads of its first resources) called by --concurrency workers in turn for
--duration. Then no request is started, and those in flight are cancelled
before the exit. The report (per method and target: count, errors, per second,
p50/p95/p99) goes to stdout and names the transport: Streamable HTTP, HTTP+SSE
or stdio through the bridge.

Only tools annotated readOnlyHint: true are called; any other --tool is refused
before anything is called.

  --tool <name>        call this read-only tool (repeatable)
  --args <json>        its arguments, a JSON object (after its --tool)
  --duration <s>       how long to send requests (default 10)
  --concurrency <n>    requests in flight at once (default 4)
  --p95-max <ms>       exit 1 when a row's p95 is above this
  --error-rate-max <f> exit 1 when a row's share of errors is above this (0.01 = 1 %)
  --format <f>         markdown (default) or json
  --json               the same as --format json
  --header "N: v"      send this header with every request (repeatable)
  --timeout <ms>       per request, connecting included (default ${DEFAULT_TIMEOUT_MS}); a
                       request past it is cancelled and counted as an error
  --export k6|locust <file>
                       write the same profile as a k6 script or a Locust file
                       (handshake, requests, MCP headers, the gates as thresholds)
                       for distributed runners, instead of running it here
  --config <file>      the server of a client config file (stdio or URL entry)
  --server <name>      the entry of --config (needed when it has several)
  -h, --help           show this help

Exit code: 0 done and every gate held, 1 a gate broke, 2 bad arguments, no
connection, or a tool that is not read-only.
`;

export const FUZZ_USAGE = `usage: mcp-console fuzz <url> [--seed <n>] [--cases <n>] [--timeout <ms>] [--tool <name>]… [--allow-tool <name>]…
                         [--format markdown|json|junit] [--header "Name: value"]…
       mcp-console fuzz [options] -- <command> [args…]
       mcp-console fuzz [options] --config <file> [--server <name>]

Calls the server's tools with inputs generated from their inputSchema: boundary
values, empty and over-long strings, control and non-ASCII characters, number
edges, null, the wrong type, a missing required or an unknown property, values
outside an enum, nested objects and arrays. The same --seed gives the same cases.
Only tools annotated readOnlyHint: true are called.

A case is fine when answered with a result, or, for input the schema forbids,
with isError or -32602. Anything else is a finding: hang (no answer within
--timeout), crash (connection lost, HTTP 5xx, a body that is not JSON-RPC),
invalid-accepted (forbidden input answered as a success), leak (a stack trace,
source path or secret in an error) or protocol (a result or error the spec does
not allow). After a crash the server gets one valid call; a tool that crashes
again, or whose server does not answer it, is left alone.

  --seed <n>          the cases' seed (default ${DEFAULT_FUZZ_SEED})
  --cases <n>         cases per tool at most (default ${DEFAULT_FUZZ_CASES})
  --timeout <ms>      per call (default ${DEFAULT_CALL_TIMEOUT_MS}); connecting keeps its own
                      bound (${DEFAULT_TIMEOUT_MS} ms)
  --tool <name>       fuzz only this tool (repeatable)
  --allow-tool <name> also call this tool although it is not annotated read-only
  --format <f>        markdown (default), json or junit; each finding has its
                      input and a reproduction (mcp-console and curl)
  --json              the same as --format json
  --header "N: v"     send this header with every request (repeatable)
  --config <file>     the server of a client config file (stdio or URL entry)
  --server <name>     the entry of --config (needed when it has several)
  -h, --help          show this help

Exit code: 0 no finding, 1 a finding, 2 bad arguments or no connection.
`;

export const MAIN_USAGE = `usage: mcp-console [serve] [options] [-- <command> [args…]]
       mcp-console check <url> [options]
       mcp-console snapshot <url> [options]
       mcp-console diff <a> <b> [options]
       mcp-console walkthrough <file> --server <url>
       mcp-console bench <url> [options]
       mcp-console fuzz <url> [options]
       mcp-console check|snapshot|bench|fuzz [options] -- <command> [args…]   (a stdio server)
       mcp-console diff <a> [options] -- <command> [args…]
       mcp-console walkthrough <file> -- <command> [args…]

Commands:
  serve    serve the console on http://127.0.0.1:6280/ (the default command);
           with -- <command>, connected to that local stdio server
  check    run the conformance checks against an MCP server (for CI)
  snapshot print a server's interface as deterministic JSON
  diff     compare two interfaces (URLs or snapshot files); exit 1 on a breaking change
  walkthrough  run a guided walkthrough's steps; exit 1 when a step fails
  bench    a load profile (p50/p95/p99 per method); exit 1 when a gate breaks
  fuzz     call read-only tools with generated inputs; exit 1 on a finding

Options:
  -h, --help       show help (also: mcp-console <command> --help)
  -v, --version    print the version
`;
