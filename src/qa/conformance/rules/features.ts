import { bestPractice, legacy, modern, must, schema, should } from './rule';

const MEDIA_TYPE = 'RFC 6838 §4.2 (media type names)';

/** Rules of resources, templates, prompts, tools, tool calls and MCP Apps. */
export const FEATURE_RULES = {
  resourceUri: schema('Resource', '/** The URI of this resource. @format uri */ uri: string;'),
  resourceUriUnique: bestPractice(
    modern('server/resources'),
    '`uri`: Unique identifier for the resource. (A definition without a keyword: a URI listed twice names two resources the client cannot tell apart.)',
  ),
  resourceName: schema('BaseMetadata (Resource)', 'name: string;'),
  resourceSize: schema('Resource', '/** The size of the raw resource content, in bytes […], if known. */ size?: number;'),
  mimeType: bestPractice(MEDIA_TYPE, 'A media type name is a type and a subtype separated by "/" (type-name "/" subtype-name); the schema types mimeType only as a string.'),
  readNotEmpty: bestPractice(
    modern('server/resources'),
    'An empty array is ambiguous—it could mean the resource exists but has no content, or that it doesn\'t exist at all. (The MUST NOT binds non-existent resources; for a listed one an empty contents is allowed but reads as missing.)',
  ),
  readEntryShape: schema('ReadResourceResult', 'contents: (TextResourceContents | BlobResourceContents)[]; // each with uri: string and text: string or blob: string'),
  blobBase64: must(modern('server/resources'), 'Binary data MUST be properly encoded. (schema.ts, BlobResourceContents: @format byte blob: string, "A base64-encoded string representing the binary data of the item.")'),
  sizeMatches: bestPractice(modern('schema.ts, Resource'), 'size: The size of the raw resource content, in bytes (i.e., before base64 encoding or any tokenization), if known.'),
  missingResource: must(modern('server/resources'), 'If the requested resource does not exist, servers MUST return a JSON-RPC error with code -32602 (Invalid Params).'),
  missingResourceLegacy: should(legacy('server/resources'), 'Servers SHOULD return standard JSON-RPC errors for common failure cases: Resource not found: -32002.'),
  templateParse: schema('ResourceTemplate', '/** A URI template (according to RFC 6570) that can be used to construct resource URIs. @format uri-template */ uriTemplate: string;'),
  templateVariables: bestPractice(modern('server/resources'), 'Resource templates allow servers to expose parameterized resources using URI templates. (A template without a variable is one fixed URI, which belongs in resources/list.)'),
  templateName: schema('BaseMetadata (ResourceTemplate)', 'name: string;'),
  templateUnique: bestPractice(modern('server/resources'), 'Resource templates allow servers to expose parameterized resources using URI templates. (The same uriTemplate listed twice makes the client show one template twice.)'),
  templateNoSize: bestPractice(modern('schema.ts, ResourceTemplate'), 'ResourceTemplate has uriTemplate, name, title, description, mimeType, annotations, icons and _meta; size is a field of Resource only.'),
  promptNameUnique: bestPractice(
    modern('server/prompts'),
    '`name`: Unique identifier for the prompt. (A definition without a keyword: prompts/get addresses a prompt by name, so a duplicate cannot be reached.)',
  ),
  promptArguments: schema('PromptArgument', 'name: string; required?: boolean;'),
  promptErrors: should(
    modern('server/prompts'),
    'Servers SHOULD return standard JSON-RPC errors for common failure cases: Invalid prompt name: -32602 (Invalid params); Missing required arguments: -32602 (Invalid params).',
  ),
  promptMessages: schema('GetPromptResult', 'messages: PromptMessage[]; // PromptMessage { role: Role; content: ContentBlock }, Role = "user" | "assistant"'),
  toolNameFormat: should(
    modern('server/tools'),
    'Tool names SHOULD be between 1 and 128 characters in length (inclusive). The following SHOULD be the only allowed characters: uppercase and lowercase ASCII letters (A-Z, a-z), digits (0-9), underscore (_), hyphen (-), and dot (.).',
  ),
  toolNameUnique: should(modern('server/tools'), 'Tool names SHOULD be unique within a server.'),
  toolInputSchema: must(modern('server/tools'), 'inputSchema: MUST be a valid JSON Schema object (not null). (schema.ts: inputSchema: { $schema?: string; type: "object"; … })'),
  toolAnnotations: schema('ToolAnnotations', 'readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean;'),
  headerAnnotation: must(
    modern('server/tools, x-mcp-header'),
    'The x-mcp-header value MUST match HTTP field-name token syntax, MUST be case-insensitively unique among all x-mcp-header values in the inputSchema, and MUST only be applied to parameters with primitive types (integer, string, boolean).',
  ),
  deterministicOrder: should(modern('server/tools'), 'Servers SHOULD return tools in a deterministic order (i.e., the same ordering across requests when the underlying set of tools has not changed).'),
  schemasValid: must(modern('basic, JSON Schema usage'), 'Schemas MUST be valid according to their declared or default dialect.'),
  unknownTool: bestPractice(
    modern('server/tools, Error Handling'),
    'Protocol Errors indicate issues with the request structure itself […]: Unknown tool […]. They are returned as standard JSON-RPC errors (the example: code -32602, "Unknown tool: invalid_tool_name"). No keyword.',
  ),
  callContent: schema('CallToolResult', 'content: ContentBlock[]; // TextContent | ImageContent | AudioContent | ResourceLink | EmbeddedResource'),
  structuredContent: must(modern('server/tools'), 'Servers MUST provide structured results that conform to this schema.'),
  textMirror: should(modern('server/tools'), 'For backwards compatibility, a tool that returns structured content SHOULD also return the serialized JSON in a TextContent block.'),
  missingArgument: must(modern('server/tools, Security Considerations'), 'Servers MUST: Validate all tool inputs.'),
  progress: must(modern('basic/patterns/progress'), 'The progress value MUST increase with each notification, even if the total is unknown.'),
  logLevels: schema('LoggingMessageNotification', 'level: LoggingLevel; // "debug" | "info" | "notice" | "warning" | "error" | "critical" | "alert" | "emergency"'),
  noUndeclaredRequests: must(modern('basic'), 'A server MUST NOT rely on capabilities the client has not declared.'),
  cancelled: should(legacy('basic/utilities/cancellation'), 'Receivers of cancellation notifications SHOULD: Stop processing the cancelled request; Free associated resources; Not send a response for the cancelled request.'),
  appView: must(
    'MCP Apps extension 2026-01-26 (SEP-1865)',
    'Resource MUST exist on the server. URI MUST start with ui:// scheme. mimeType MUST be text/html;profile=mcp-app. Content MUST be provided via either text (string) or blob (base64-encoded).',
  ),
  appVisibility: must('MCP Apps extension 2026-01-26 (SEP-1865) schema, McpUiToolMeta', 'visibility?: Array<"model" | "app">;'),
  appCspOrigins: bestPractice('MCP Apps extension 2026-01-26 (SEP-1865), McpUiResourceCsp', 'connectDomains: Origins for network requests (fetch/XHR/WebSocket). resourceDomains: Origins for static resources. (Typed as origins without a keyword; hosts drop entries that are not.)'),
} as const;
