import { legacy, modern, must, schema, should, bestPractice } from './rule';

/** Rules of the base protocol, discovery, lifecycle, caching and pagination. */
export const CORE_RULES = {
  discoverShape: schema('DiscoverResult', 'supportedVersions: string[]; capabilities: ServerCapabilities;'),
  negotiatedVersion: must(
    modern('basic/versioning'),
    'If the server does not implement the requested version (whether the version is unknown to the server, or is a known version the server has chosen not to support), it MUST respond with an UnsupportedProtocolVersionError listing the versions it does support.',
  ),
  serverInfo: should(modern('server/discover'), "_meta['io.modelcontextprotocol/serverInfo']: Name and version of the server software. Servers SHOULD include this field."),
  noLegacyFields: bestPractice(
    modern('schema.ts, DiscoverResult'),
    'DiscoverResult has supportedVersions, capabilities and instructions; serverInfo and protocolVersion are fields of the legacy InitializeResult (identity travels in _meta).',
  ),
  instructions: schema('DiscoverResult / InitializeResult', 'instructions?: string;'),
  capabilitiesShape: schema('ServerCapabilities', 'prompts?: { listChanged?: boolean }; resources?: { subscribe?: boolean; listChanged?: boolean }; tools?: { listChanged?: boolean };'),
  initVersion: must(
    legacy('basic/lifecycle'),
    'If the server supports the requested protocol version, it MUST respond with the same version. Otherwise, the server MUST respond with another protocol version it supports.',
  ),
  initResult: must(legacy('basic/lifecycle'), 'The server MUST respond with its own capabilities and information.'),
  ping: must(legacy('basic/utilities/ping'), 'The receiver MUST respond promptly with an empty response.'),
  subscribeDeclared: bestPractice(
    legacy('server/resources'),
    '`subscribe`: whether the client can subscribe to be notified of changes to individual resources. (The spec states no keyword; a declared capability that errors contradicts the declaration.)',
  ),
  logLevelsAccepted: bestPractice(
    legacy('server/utilities/logging'),
    'The protocol follows the standard syslog severity levels specified in RFC 5424. (No keyword: a server that declares logging and refuses one of the eight levels breaks clients that send it.)',
  ),
  invalidLogLevel: should(legacy('server/utilities/logging'), 'Servers SHOULD return standard JSON-RPC errors for common failure cases: Invalid log level: -32602 (Invalid params).'),
  resultType: must(
    modern('basic'),
    'The `result` MUST include a `resultType` field to indicate the type of the result. A `resultType` of any value unrecognized by the client MUST be considered invalid.',
  ),
  cacheTtl: must(
    modern('server/utilities/caching'),
    'Servers MUST include caching hints on results with resultType: "complete" returned by the following operations […]. Servers MUST provide a ttlMs value that is >= 0.',
  ),
  cacheScope: must(modern('server/utilities/caching'), 'Servers MUST include caching hints on results with resultType: "complete" […] cacheScope: "public" | "private";'),
  scopeStable: must(modern('server/utilities/caching'), 'Servers MUST apply the same cacheScope to all response pages for a given list request.'),
  listAnswered: must(
    modern('server/tools, server/prompts, server/resources'),
    'Servers that declare the `tools` capability MUST respond to `tools/list` requests with the set of tools currently available to the requesting client (the same sentence for prompts and resources): a walk that never ends, or refuses its own cursor, never delivers the set.',
  ),
  invalidCursor: should(modern('server/utilities/pagination'), 'Invalid cursors SHOULD result in an error with code -32602 (Invalid params).'),
  undeclaredMethods: must(
    modern('basic/transports/streamable-http, server/tools'),
    'If the server does not implement the requested RPC method, it MUST respond with 404 Not Found and a JSON-RPC error with code -32601 (Method not found). Servers that support tools MUST declare the tools capability (likewise prompts, resources, completions).',
  ),
  unknownMethod: must(
    modern('basic/transports/streamable-http'),
    'If the server does not implement the requested RPC method, it MUST respond with 404 Not Found and a JSON-RPC error with code -32601 (Method not found).',
  ),
  errorShape: must(modern('basic'), 'Error responses MUST include an `error` field with a `code` and `message`. Error codes MUST be integers.'),
  responseEnvelope: must(
    modern('basic'),
    'All messages between MCP clients and servers MUST follow the JSON-RPC 2.0 specification. Result responses MUST include the same ID as the request they correspond to.',
  ),
  iconScheme: bestPractice(
    modern('basic, Icons'),
    'Ensure that the icon URI is either a HTTPS or data: URI. Clients MUST reject icon URIs that use unsafe schemes and redirects. (The MUST binds clients; the schema lets a server send any URI, so other schemes are icons clients will drop.)',
  ),
  completionValues: schema('CompleteResult', 'completion: { values: string[]; total?: number; hasMore?: boolean };'),
  completionMax: schema('CompleteResult', '@maxItems 100 values: string[];'),
  completionTotal: bestPractice(modern('schema.ts, CompleteResult'), 'total: The total number of completion options available. This can exceed the number of values actually sent in the response.'),
  listenAck: must(
    modern('basic/patterns/subscriptions'),
    'The server MUST send notifications/subscriptions/acknowledged as the first message carrying the subscription\'s ID in _meta under io.modelcontextprotocol/subscriptionId, and MUST NOT send any notification on the subscription before it.',
  ),
  listenId: must(
    modern('basic'),
    'On notifications delivered via a subscriptions/listen stream, the server MUST include io.modelcontextprotocol/subscriptionId in _meta so the client can correlate the notification with the originating subscription request. The value is the JSON-RPC ID of the subscriptions/listen request.',
  ),
  listenSubset: must(modern('basic/patterns/subscriptions'), 'The server MUST NOT send notification types the client has not explicitly requested.'),
  taskFields: must(
    legacy('basic/utilities/tasks (the io.modelcontextprotocol/tasks extension, SEP-2663, keeps them)'),
    'Receivers MUST include a createdAt ISO 8601-formatted timestamp in all task responses […]. Receivers MUST include a lastUpdatedAt ISO 8601-formatted timestamp in all task responses.',
  ),
  taskUnknown: must(
    legacy('basic/utilities/tasks (the io.modelcontextprotocol/tasks extension, SEP-2663, keeps it)'),
    'Receivers MUST return standard JSON-RPC errors for the following protocol error cases: Invalid or nonexistent taskId in tasks/get, tasks/result, or tasks/cancel: -32602 (Invalid params).',
  ),
} as const;
