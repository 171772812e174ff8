import { specTypeSchemas } from '@modelcontextprotocol/client';
import type { McpSession } from '../../protocol/session/session';
import type { WalkthroughHost } from './run-step';

/** The result schema of each method a step sends, so results are validated at the boundary like every other call. */
const SCHEMAS = {
  'resources/read': specTypeSchemas.ReadResourceResult,
  'prompts/get': specTypeSchemas.GetPromptResult,
  'tools/call': specTypeSchemas.CallToolResult,
} as const;

function isStepMethod(method: string): method is keyof typeof SCHEMAS {
  return Object.hasOwn(SCHEMAS, method);
}

/** A walkthrough host over a session: its requests go through the SDK client and the traffic tap. */
export function sessionHost(session: Pick<McpSession, 'request'>): WalkthroughHost {
  return {
    request: async (method, params) => {
      if (!isStepMethod(method)) throw new Error(`a walkthrough step cannot send ${method}`);
      return session.request({ method, params }, SCHEMAS[method]);
    },
  };
}
