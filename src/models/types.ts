/**
 * The playground's model layer speaks to the user's model endpoint (decision 0036). These are its
 * shapes, shared by the panel, the sampling dialog, session files and the Timeline's model lane.
 * Provider-neutral: the OpenAI and Anthropic wire formats are mapped to and from them in one place.
 */

export type ProviderKind = 'openai' | 'anthropic';

/** What the browser keeps about the model (never the key: see `ModelKeyStore`). */
export interface ModelSettings {
  provider: ProviderKind;
  /** For OpenAI-compatible endpoints the base ends in `/v1`; for Anthropic it is the origin. */
  baseUrl: string;
  model: string;
  /** Reach the endpoint through the served console's local proxy (an endpoint without CORS). */
  viaProxy: boolean;
}

/** A piece of a message. Text and images map onto both providers; a resource becomes text or an image. */
export type ModelPart =
  | { type: 'text'; text: string }
  | { type: 'image'; mimeType: string; data: string }
  | { type: 'resource'; uri: string; mimeType?: string; text?: string; blob?: string };

/** A call the model asked for. `name` is the name offered to the model, before the reverse mapping. */
export interface ModelToolCall {
  id: string;
  name: string;
  /** The arguments text as streamed; `parseToolArguments` reads it. */
  argumentsText: string;
}

export type ModelMessage =
  | { role: 'user'; parts: ModelPart[] }
  | { role: 'assistant'; text: string; toolCalls: ModelToolCall[] }
  | { role: 'tool'; callId: string; name: string; parts: ModelPart[]; isError: boolean };

/** A tool as offered to the model: the provider-safe name and the MCP tool's schema, unchanged. */
export interface OfferedTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
}

export interface Usage {
  inputTokens?: number;
  outputTokens?: number;
}

export type FinishReason = 'stop' | 'tool_calls' | 'length' | 'stop_sequence' | 'content_filter' | 'other';

export interface TurnRequest {
  settings: ModelSettings;
  apiKey: string;
  system?: string;
  messages: readonly ModelMessage[];
  tools: readonly OfferedTool[];
  temperature?: number;
  maxTokens: number;
  stopSequences?: readonly string[];
  signal: AbortSignal;
}

export interface TurnCallbacks {
  /** A piece of the answer's text, as it streams in. */
  onText?: (delta: string) => void;
}

export interface TurnResult {
  text: string;
  toolCalls: ModelToolCall[];
  usage: Usage;
  finish: FinishReason;
  /** The model that answered, as the endpoint named it. */
  model: string;
  /** From sending the request to the end of the stream. */
  latencyMs: number;
  /** The `ModelExchange` that carried the turn. */
  exchangeId: number;
}

/** Each failure the panel names on its own (issue 40, item 5). */
export type ModelErrorKind =
  | 'auth'
  | 'rate-limit'
  | 'quota'
  | 'unknown-model'
  | 'context-length'
  | 'overloaded'
  | 'bad-request'
  | 'server'
  | 'cors'
  | 'refused'
  | 'malformed'
  | 'aborted'
  | 'other';

export interface ModelErrorInfo {
  kind: ModelErrorKind;
  /** One line naming what went wrong, e.g. "The endpoint refused the API key (401)". */
  title: string;
  /** What to do about it. */
  hint: string;
  status?: number;
  /** The provider's own words, verbatim. */
  providerMessage?: string;
  retryAfterSeconds?: number;
}

/** One HTTP exchange with the model endpoint, as the raw view, Traffic and the Timeline show it. The key never appears. */
export interface ModelExchange {
  id: number;
  provider: ProviderKind;
  method: string;
  url: string;
  /** Header names lower-case; the key's header holds `KEY_PLACEHOLDER`. */
  requestHeaders: Record<string, string>;
  requestBody: string;
  startedAt: number;
  status?: number;
  responseHeaders?: Record<string, string>;
  /** The body as received (SSE text for a stream), capped. */
  responseBody: string;
  endedAt?: number;
  /** Why the exchange failed without a response (network, CORS, abort). */
  error?: string;
}

export const KEY_PLACEHOLDER = '<API key>';
