import type { SessionFile } from '../../recording/session-file/schema';

function uriOf(body: string | undefined): string | undefined {
  if (body === undefined) return undefined;
  try {
    const message: unknown = JSON.parse(body);
    if (typeof message !== 'object' || message === null || !('params' in message)) return undefined;
    const params = message.params;
    if (typeof params !== 'object' || params === null || !('uri' in params)) return undefined;
    return typeof params.uri === 'string' ? params.uri : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The URI of the last resource the recording read successfully: an imported session opens on it,
 * so it can be reached in the tree even when no recorded listing page holds it.
 */
export function lastReadUri(file: Pick<SessionFile, 'exchanges'>): string | undefined {
  for (let i = file.exchanges.length - 1; i >= 0; i -= 1) {
    const exchange = file.exchanges[i];
    if (exchange?.rpcMethod !== 'resources/read' || exchange.response?.status !== 200) continue;
    const uri = uriOf(exchange.request.body?.text);
    if (uri !== undefined) return uri;
  }
  return undefined;
}
