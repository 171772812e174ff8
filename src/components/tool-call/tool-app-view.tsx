import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import type { CacheContext } from '../../cache';
import { useEffect, useMemo, useState } from 'react';
import { AppView } from '../app-view';
import { useCacheContext } from '../../hooks/use-cache';
import { createAppServerAccess, toolViewUri, ToolRoster } from '../../protocol/server-features/apps/index';
import { useToolsList } from './use-tools-list';

interface ToolAppViewProps {
  tool: Tool;
  args: Record<string, unknown>;
  result: CallToolResult;
}

/**
 * The tool's MCP App view beside its text result (apps spec 2026-01-26): it gets the call's
 * arguments, then its result. The gate's tool list is the panel's (the same cached pages),
 * so an app may call only tools this server lists as visible to apps.
 */
export function ToolAppView(props: ToolAppViewProps) {
  const ctx = useCacheContext();
  return ctx === undefined || toolViewUri(props.tool) === undefined ? null : <ConnectedAppView ctx={ctx} {...props} />;
}

function ConnectedAppView({ ctx, tool, args, result }: ToolAppViewProps & { ctx: CacheContext }) {
  const uri = toolViewUri(tool);
  const list = useToolsList(ctx);
  const [roster] = useState(() => new ToolRoster());
  useEffect(() => roster.set(list.usable.map((e) => e.tool)), [roster, list.usable]);
  const title = `App: ${tool.name}`;
  const access = useMemo(() => createAppServerAccess(ctx.session, roster.list, title), [ctx.session, roster, title]);
  const context = useMemo(() => ({ tool, input: args, result }), [tool, args, result]);
  if (uri === undefined) return null;
  return <AppView key={uri} uri={uri} title={title} access={access} context={context} />;
}
