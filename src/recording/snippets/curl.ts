import { snippetHeaderValue, type SnippetRequest } from './request-snippet';

/**
 * POSIX shell single-quoting: everything between single quotes is literal, and a single quote
 * itself is written as `'\''` (close, escaped quote, reopen). Safe for any byte but NUL.
 */
export function shellQuote(arg: string): string {
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}

/**
 * The argv of a curl command that repeats the request byte for byte: method, URL, every header
 * (incl. `MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name`) and the body with its `_meta`
 * envelope (spec: basic/transports, Streamable HTTP). `--data-raw` keeps a leading `@` literal.
 */
export function curlArgv(request: SnippetRequest): string[] {
  const argv = ['curl', '-sS', '-X', request.method, request.url];
  for (const [name, value] of request.headers) argv.push('-H', `${name}: ${snippetHeaderValue(name, value)}`);
  if (request.body !== undefined) argv.push('--data-raw', request.body);
  return argv;
}

/** The argv joined for a shell: every argument single-quoted, one option per line. */
export function quoteCommand(argv: readonly string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const quoted = shellQuote(arg);
    const isOption = arg.startsWith('-') && i > 0;
    parts.push(isOption && i > 1 ? ` \\\n  ${quoted}` : ` ${quoted}`);
  }
  return parts.join('').trimStart();
}

/** The copyable curl command for a recorded request. */
export function toCurl(request: SnippetRequest): string {
  return quoteCommand(curlArgv(request));
}

/**
 * The inverse of `quoteCommand` for exactly the form it writes (single-quoted words separated
 * by spaces and backslash-newlines). Throws on anything else, so a test never runs a command
 * it did not fully understand.
 */
export function unquoteCommand(text: string): string[] {
  const argv: string[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === ' ' || ch === '\n') {
      i++;
    } else if (ch === '\\' && text[i + 1] === '\n') {
      i += 2;
    } else if (ch === "'") {
      let word = '';
      for (;;) {
        const end = text.indexOf("'", i + 1);
        if (end < 0) throw new Error('unterminated single quote');
        word += text.slice(i + 1, end);
        if (text.startsWith(`'\\''`, end)) {
          word += "'";
          i = end + 3;
        } else {
          i = end + 1;
          break;
        }
      }
      argv.push(word);
    } else {
      throw new Error(`unexpected character ${JSON.stringify(ch)} at ${i}`);
    }
  }
  return argv;
}
