import { AppBridge, PostMessageTransport, type McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import { z } from 'zod';
import { buildAppCsp, safeLinkUrl, withCspMeta, type AppDocument, type AppServerAccess } from '../../protocol/server-features/apps';

// zod would probe `new Function` once, a CSP violation under the console's policy.
z.config({ jitless: true });

const HOST_INFO = { name: 'mcp-console', version: '0.1.0' };
const APP_SANDBOX = 'allow-scripts allow-forms';

/** What the view shows: a tool's input and result, or nothing (a resource preview). */
export interface ToolContext {
  tool: Tool;
  input: Record<string, unknown>;
  result: CallToolResult | undefined;
}

export interface BridgeInput {
  proxy: Window;
  app: AppDocument;
  access: AppServerAccess;
  context: ToolContext | undefined;
  hostContext: McpUiHostContext;
  onHeight: (height: number) => void;
  onTeardownRequest: () => void;
}

export interface BridgeHandle {
  setHostContext(context: McpUiHostContext): void;
  close(): Promise<void>;
}

function refusal(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/**
 * The host side of one view (apps spec 2026-01-26, "Lifecycle"): the bridge gets no SDK
 * client (so it installs no notification handlers on the console's), and every server call
 * goes through the console's facade, where the visibility gate runs.
 */
export async function startBridge(input: BridgeInput): Promise<BridgeHandle> {
  const { access, context } = input;
  const aborts = new AbortController();
  const bridge = new AppBridge(null, HOST_INFO, { openLinks: {}, serverTools: {}, serverResources: {}, logging: {} }, { hostContext: input.hostContext });
  let initialized = false;
  let pendingContext: McpUiHostContext | undefined;

  bridge.oncalltool = async (params, extra) => {
    const signal = AbortSignal.any([extra.mcpReq.signal, aborts.signal]);
    try {
      return await access.callTool(params.name, params.arguments, signal);
    } catch (error) {
      // A refusal is the app's answer; the server never hears of the call.
      if (error instanceof Error && error.name === 'AppCallRefused') throw error;
      return refusal(error instanceof Error ? error.message : String(error));
    }
  };
  bridge.onreadresource = (params, extra) => access.readResource(params.uri, AbortSignal.any([extra.mcpReq.signal, aborts.signal]));
  bridge.onopenlink = ({ url }) => {
    const safe = safeLinkUrl(url);
    if (safe === undefined) return Promise.resolve({ isError: true });
    window.open(safe, '_blank', 'noopener,noreferrer');
    return Promise.resolve({});
  };
  // The console has no conversation to post into or model context to update.
  bridge.onmessage = () => Promise.resolve({ isError: true });
  bridge.onupdatemodelcontext = () => Promise.resolve({});
  bridge.addEventListener('sizechange', ({ height }) => {
    if (typeof height === 'number' && Number.isFinite(height)) input.onHeight(height);
  });
  bridge.addEventListener('requestteardown', () => input.onTeardownRequest());
  bridge.addEventListener('sandboxready', () => {
    const { html, ui } = input.app;
    void bridge.sendSandboxResourceReady({ html: withCspMeta(html, buildAppCsp(ui.csp)), sandbox: APP_SANDBOX, csp: ui.csp, permissions: permissionsOf(input.app) });
  });
  bridge.addEventListener('initialized', () => {
    initialized = true;
    if (pendingContext !== undefined) bridge.setHostContext(pendingContext);
    if (context === undefined) return;
    void bridge.sendToolInput({ arguments: context.input }).then(() => (context.result === undefined ? undefined : bridge.sendToolResult(context.result)));
  });

  await bridge.connect(new PostMessageTransport(input.proxy, input.proxy));
  return {
    setHostContext(next) {
      // Nothing goes to the app before it says it is initialized.
      if (initialized) bridge.setHostContext(next);
      else pendingContext = next;
    },
    async close() {
      aborts.abort();
      if (initialized) await bridge.teardownResource({}, { timeout: 500 }).catch(() => undefined);
      await bridge.close().catch(() => undefined);
    },
  };
}

function permissionsOf(app: AppDocument): Record<string, Record<string, never>> {
  const granted: Record<string, Record<string, never>> = {};
  for (const [key, on] of Object.entries(app.ui.permissions)) if (on) granted[key] = {};
  return granted;
}
