import type { OfferedServer } from './mcp/offer-tools';
import type { ModelErrorInfo, ModelExchange, ModelPart, ModelSettings, Usage } from './types';

/**
 * A playground conversation as the panel draws it and a session file keeps it: replayable, and
 * never holding the key (the settings carry no key; exchanges carry `KEY_PLACEHOLDER`).
 */

/** How a tool call was let through, or not. */
export type CallDecision = 'pending' | 'allowed' | 'auto' | 'denied';

export interface TurnStats {
  usage: Usage;
  /** The model's time for this turn, first byte sent to the stream's end. */
  modelMs: number;
  /** The MCP tool calls' time within this turn. */
  toolMs: number;
}

export type ConversationEntry =
  | { kind: 'user'; id: string; parts: ModelPart[] }
  | { kind: 'assistant'; id: string; text: string; model: string; stats?: TurnStats; exchangeId?: number }
  | {
      kind: 'tool-call';
      id: string;
      /** The provider's call id, echoed in the tool message. */
      callId: string;
      /** The name the model used, and the MCP tool it maps to (undefined: the model named no offered tool). */
      offeredName: string;
      toolName: string | undefined;
      /** The server the call runs on, where the tools of several servers were offered. */
      server?: OfferedServer;
      argumentsText: string;
      decision: CallDecision;
      /** The MCP `CallToolResult` as received, or the failure's message. */
      result?: { isError: boolean; value: unknown };
      error?: string;
      durationMs?: number;
    }
  | { kind: 'error'; id: string; info: ModelErrorInfo };

export interface SavedConversation {
  version: 1;
  settings: ModelSettings | undefined;
  system: string;
  temperature: number | undefined;
  maxTokens: number;
  entries: ConversationEntry[];
  exchanges: ModelExchange[];
}
