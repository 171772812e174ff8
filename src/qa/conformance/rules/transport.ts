import { bestPractice, legacy, modern, must, should } from './rule';

const HTTP = modern('basic/transports/streamable-http');
const LEGACY_HTTP = legacy('basic/transports');
const HEADER_REJECT =
  'Servers that process the request body MUST reject requests where the values specified in the headers do not match the corresponding values in the request body. When rejecting a request due to header validation failure, servers MUST return HTTP status 400 Bad Request and MUST include a JSON-RPC error response (-32020 HeaderMismatch).';
const STDIO = modern('basic/transports/stdio');
const CORS = 'Fetch Standard, CORS protocol (not an MCP rule: what a browser needs before a page may read the answer)';

/** Rules of the HTTP transports (both eras), DNS rebinding, CORS and stdio. */
export const TRANSPORT_RULES = {
  headerMismatch: must(HTTP, HEADER_REJECT),
  headerValueCase: must(
    HTTP,
    `Header names are case-insensitive; header values are case-sensitive. ${HEADER_REJECT}`,
  ),
  paramHeader: must(
    HTTP,
    'Any server that processes the message body MUST validate that encoded header values, after decoding if Base64-encoded, match the corresponding parameter values in the body. […] Servers MUST reject requests with a 400 Bad Request HTTP status and JSON-RPC error code -32020 if any validation fails. (A body value whose Mcp-Param header is missing is such a failure.)',
  ),
  headerMissing: must(
    HTTP,
    'When rejecting a request due to header validation failure, servers MUST return HTTP status 400 Bad Request and MUST include a JSON-RPC error response […]. Validation failure conditions include: A required standard header (MCP-Protocol-Version, Mcp-Method, Mcp-Name) is missing.',
  ),
  unsupportedVersion: must(
    HTTP,
    'If the server does not implement the requested protocol version […], it MUST respond with 400 Bad Request and an UnsupportedProtocolVersionError listing its supported versions.',
  ),
  legacyUnsupportedVersion: must(LEGACY_HTTP, 'If the server receives a request with an invalid or unsupported MCP-Protocol-Version, it MUST respond with 400 Bad Request.'),
  missingEnvelope: must(
    modern('basic'),
    'A request missing any required field is malformed; the server MUST reject it with JSON-RPC error code -32602 (Invalid params). On HTTP, the response status MUST be 400 Bad Request.',
  ),
  contentType: must(HTTP, 'If the body is a JSON-RPC request, the server MUST return either Content-Type: application/json (a single JSON object) or Content-Type: text/event-stream (an SSE response stream).'),
  unknownSession: bestPractice(
    LEGACY_HTTP,
    'The server MAY terminate the session at any time, after which it MUST respond to requests containing that session ID with HTTP 404 Not Found. When a client receives HTTP 404 in response to a request containing an MCP-Session-Id, it MUST start a new session. (The MUST covers a session the server ended; an id it never issued has no keyword, and 404 is the answer clients act on.)',
  ),
  sessionIdAscii: must(LEGACY_HTTP, 'The session ID MUST only contain visible ASCII characters (ranging from 0x21 to 0x7E).'),
  missingSessionId: should(LEGACY_HTTP, 'Servers that require a session ID SHOULD respond to requests without an MCP-Session-Id header (other than initialization) with HTTP 400 Bad Request.'),
  postAccepted: must(
    LEGACY_HTTP,
    'If the input is a JSON-RPC response or notification: If the server accepts the input, the server MUST return HTTP status code 202 Accepted with no body. If the server cannot accept the input, it MUST return an HTTP error status code (e.g., 400 Bad Request).',
  ),
  getStream: must(
    LEGACY_HTTP,
    'The server MUST either return Content-Type: text/event-stream in response to this HTTP GET, or else return HTTP 405 Method Not Allowed, indicating that the server does not offer an SSE stream at this endpoint.',
  ),
  deleteSession: bestPractice(
    LEGACY_HTTP,
    'Clients that no longer need a particular session SHOULD send an HTTP DELETE to the MCP endpoint with the MCP-Session-Id header […]. The server MAY respond to this request with HTTP 405 Method Not Allowed. (No keyword for the server\'s other answers; 2xx says the session ended.)',
  ),
  wrongAccept: bestPractice('RFC 9110 §15.5.7 (406 Not Acceptable)', 'The 406 (Not Acceptable) status code indicates that the target resource does not have a current representation that would be acceptable to the user agent, according to the proactive negotiation header fields received in the request.'),
  originValidated: must(
    HTTP,
    'Servers MUST validate the Origin header on all incoming connections to prevent DNS rebinding attacks. If the Origin header is present and invalid, servers MUST respond with HTTP 403 Forbidden.',
  ),
  /** The HTTP+SSE page's form of originValidated: a check quotes it in its finding on a 2024-11-05 server. */
  sseOriginValidated: must(
    'MCP 2024-11-05, basic/transports (HTTP with SSE, Security Warning)',
    'Servers MUST validate the Origin header on all incoming connections to prevent DNS rebinding attacks',
  ),
  hostValidated: bestPractice(
    `DNS-rebinding guidance: the spec's Security Warning (${HTTP}) and the TypeScript SDK's @modelcontextprotocol/server docs`,
    'Spec: "When running locally, servers SHOULD bind only to localhost (127.0.0.1) rather than all network interfaces (0.0.0.0). […] Without these protections, attackers could use DNS rebinding to interact with local MCP servers from remote websites." SDK: Origin validation "(alongside Host header validation) protects local and development MCP servers against DNS rebinding". No MUST covers Host.',
  ),
  corsPreflight: bestPractice(CORS, 'A cross-origin POST with Content-Type: application/json is preceded by a preflight OPTIONS request; unless it is answered with Access-Control-Allow-Origin (and -Methods, -Headers) for the page\'s origin, the browser sends nothing.'),
  corsAllowHeaders: bestPractice(CORS, 'A request header outside the CORS-safelisted ones (MCP-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Authorization) is sent only when the preflight\'s Access-Control-Allow-Headers lists it.'),
  corsExposeSessionId: bestPractice(CORS, 'A page can read a response header outside the CORS-safelisted ones (Mcp-Session-Id) only when Access-Control-Expose-Headers lists it.'),
  stdoutJsonOnly: must(STDIO, 'The server MUST NOT write anything to its stdout that is not a valid MCP message.'),
  oneLine: must(STDIO, 'Messages are delimited by newlines, and MUST NOT contain embedded newlines.'),
  stdinClose: should(
    modern('basic/transports/stdio, Shutdown'),
    'Servers SHOULD exit promptly when their standard input is closed or reads return end-of-file. This is the primary graceful-shutdown signal and the only portable one.',
  ),
} as const;
