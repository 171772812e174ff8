/**
 * The spec's meaning of each JSON-RPC error code an MCP server may send
 * (spec §4.1, "Error codes and HTTP status").
 */
const MEANINGS: Readonly<Record<number, string>> = {
  [-32700]: 'Parse error',
  [-32600]: 'Invalid request',
  [-32601]: 'Method not found',
  [-32602]: 'Invalid params',
  [-32603]: 'Internal error',
  [-32020]: 'Header mismatch',
  [-32021]: 'Missing required client capability',
  [-32022]: 'Unsupported protocol version',
  [-32002]: 'Resource not found (legacy code)',
  [-32042]: 'URL elicitation required (legacy)',
};

/**
 * Human meaning of a JSON-RPC error code per MCP 2026-07-28 §4.1; codes in the
 * implementation-defined range get a generic label so the UI never shows a bare number.
 */
export function rpcErrorMeaning(code: number): string {
  const known = MEANINGS[code];
  if (known !== undefined) return known;
  if (code >= -32019 && code <= -32000) return 'Server error (implementation-defined)';
  if (code >= -32099 && code <= -32020) return 'Reserved MCP error code';
  return 'Application error';
}
