/** What is wrong with a Server URL, in words, and the command line to bridge it when it looks like a command. */
export interface ServerUrlProblem {
  message: string;
  /** `npx mcp-console -- <command>`, when the text looks like a stdio server's command line. */
  bridgeCommand?: string;
}

// Programs that start stdio MCP servers in READMEs and client configs.
const LAUNCHERS = /^(npx|npm|pnpm|pnpx|yarn|bunx?|node|deno|uvx?|pipx|python3?|py|docker|podman|java|dotnet|go|cargo|ruby|php|\.{0,2}\/\S+|[A-Za-z]:\\\S+)$/;
const EXAMPLE = 'https://example.com/mcp';

function looksLikeCommand(text: string): boolean {
  const [first = ''] = text.split(/\s+/);
  return LAUNCHERS.test(first) || (/\s/.test(text) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text));
}

/** The problem as one sentence, the bridge command included (for a status line with no room for a code block). */
export function serverUrlProblemText(problem: ServerUrlProblem): string {
  return problem.bridgeCommand === undefined ? problem.message : `${problem.message} ${problem.bridgeCommand}`;
}

/**
 * Undefined when `input` is an http(s) URL the console can connect to; otherwise why not. A
 * pasted stdio command (`npx -y @modelcontextprotocol/server-memory`) gets the line that bridges
 * it, and a bare `host:port/path` the URL it probably meant.
 */
export function serverUrlProblem(input: string): ServerUrlProblem | undefined {
  const text = input.trim();
  if (text === '') return { message: `Enter the URL of an MCP endpoint, e.g. ${EXAMPLE}.` };
  if (looksLikeCommand(text)) {
    const bridgeCommand = `npx mcp-console -- ${text}`;
    return { message: 'This looks like the command of a stdio server, not a URL. A browser cannot start it; run it through the bridge and open the console URL it prints:', bridgeCommand };
  }
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:')) return undefined;
  const guess = `http://${text}`;
  if (URL.canParse(guess) && /^[\w.-]+(:\d+)?(\/|$)/.test(text)) {
    return { message: `“${text}” is not an http(s) URL. The Server URL is the MCP endpoint with its scheme, e.g. ${guess}.` };
  }
  return { message: `“${text}” is not an http(s) URL. The Server URL is an MCP endpoint such as ${EXAMPLE}.` };
}
