/** Usage texts: plain strings, so `--help` loads neither the SDK nor the static-file server. */

export const SERVE_USAGE = `usage: mcp-console serve [--port <n>] [--host <h>] [--open]

Serves the console on http://127.0.0.1:6280/ and prints its URL on stdout.
A console served from loopback reaches MCP servers on localhost without the
browser's Local Network Access prompt. Ctrl-C stops it.

  --port <n>   port to listen on (default 6280; 0 picks a free one)
  --host <h>   address to bind (default 127.0.0.1; anything else is reachable
               from other machines and prints a warning)
  --open       open the console in the default browser
  -h, --help   show this help
`;

export const CHECK_USAGE = `usage: mcp-console check <url> [--format markdown|json|junit] [--fail-on error|warning] [--header "Name: value"]…

Runs the conformance checks against an MCP server. The report alone goes to
stdout, progress to stderr. Inside GitHub Actions, failures are also printed
as workflow annotations.

  --format <f>         markdown (default), json or junit (JUnit XML)
  --json               the same as --format json
  --fail-on <level>    error (default): exit 1 on any fail;
                       warning: also on any warn
  --header "N: v"      send this header with every request (repeatable)
  -h, --help           show this help

Exit code: 0 nothing failed, 1 a check failed, 2 bad arguments or no connection.
`;

export const MAIN_USAGE = `usage: mcp-console [serve] [options]
       mcp-console check <url> [options]

Commands:
  serve    serve the console on http://127.0.0.1:6280/ (the default command)
  check    run the conformance checks against an MCP server (for CI)

Options:
  -h, --help       show help (also: mcp-console <command> --help)
  -v, --version    print the version
`;
