import { KEY_PLACEHOLDER, type ModelExchange } from '../types';

/** Headers curl sets itself, or that describe the page's connection rather than the request. */
const LEFT_OUT = new Set(['content-length', 'host', 'connection', 'accept-encoding', 'user-agent']);

/** A word for a POSIX shell, in single quotes: nothing in it expands. */
function quoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A header line whose key placeholder becomes `$API_KEY`, the one thing left for the shell to expand. */
function headerArgument(name: string, value: string): string {
  const line = `${name}: ${value}`;
  if (!line.includes(KEY_PLACEHOLDER)) return quoted(line);
  return line
    .split(KEY_PLACEHOLDER)
    .map(quoted)
    .join('"$API_KEY"');
}

/**
 * `Copy as curl` of a recorded model request (issue 40): the method, URL, headers and body as
 * sent, the key as `$API_KEY` for the user to set (the exchange never held it), `-N` so a streamed
 * answer prints as it comes.
 */
export function modelCurl(exchange: ModelExchange): string {
  const lines = [`curl -N -X ${exchange.method} ${quoted(exchange.url)}`];
  for (const [name, value] of Object.entries(exchange.requestHeaders)) {
    if (!LEFT_OUT.has(name.toLowerCase())) lines.push(`  -H ${headerArgument(name, value)}`);
  }
  if (exchange.requestBody !== '') lines.push(`  --data-raw ${quoted(exchange.requestBody)}`);
  return lines.join(' \\\n');
}
