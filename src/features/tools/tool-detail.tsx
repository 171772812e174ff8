import { useState } from 'react';
import { ConfirmCallDialog } from '../../components/confirm-call';
import { SafeIcon } from '../../components/safe-icon';
import type { McpSession } from '../../protocol';
import { confirmSkips } from '../../lib/stored/confirm-skips';
import { ArgumentsEditor } from './arguments-editor';
import { parseArguments } from './arguments-text';
import { loadDraft, saveDraft } from '../../lib/stored/tool-drafts';
import { annotationChips, checkAgainstSchema, isDestructive, toolDisplayName, ToolResult, type ToolCallState, type ToolEntry } from '../../components/tool-call';
import { PlainText } from '../../components/markdown/text-mode';

interface ToolDetailProps {
  entry: ToolEntry;
  session: McpSession;
  serverUrl: string;
  callState: ToolCallState;
  onRun: (entry: ToolEntry, args: Record<string, unknown>) => void;
  onCancel: () => void;
  onShowExchange: (exchangeId: number) => void;
  /** A replayed session sends nothing to a server, so nothing needs confirming. */
  replayed?: boolean;
}

/** Checks the arguments before anything is sent (spec §19: validate against `inputSchema`). */
function validate(entry: ToolEntry, text: string): { args: Record<string, unknown>; warning: string | undefined } | { issues: string[] } {
  const parsed = parseArguments(text);
  if (!parsed.ok) return { issues: [parsed.error] };
  const check = checkAgainstSchema(entry.tool.inputSchema, parsed.value);
  return check.ok ? { args: parsed.value, warning: check.warning } : { issues: check.issues };
}

/** One tool: what it is, its arguments (kept as a draft), the call, and its result. */
export function ToolDetail({ entry, session, serverUrl, callState, onRun, onCancel, onShowExchange, replayed = false }: ToolDetailProps) {
  const { tool } = entry;
  const [text, setText] = useState(() => loadDraft(serverUrl, tool.name) ?? '{}');
  const [issues, setIssues] = useState<string[]>([]);
  const [warning, setWarning] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState<Record<string, unknown> | undefined>(undefined);
  const running = callState.status === 'running';

  const changeText = (next: string) => {
    setText(next);
    setIssues([]);
    saveDraft(serverUrl, tool.name, next);
  };

  const submit = () => {
    const outcome = validate(entry, text);
    if ('issues' in outcome) {
      setIssues(outcome.issues);
      return;
    }
    setIssues([]);
    setWarning(outcome.warning);
    const asks = isDestructive(tool) && !replayed && !confirmSkips().isSkipped(serverUrl, tool.name);
    if (asks) setConfirming(outcome.args);
    else onRun(entry, outcome.args);
  };

  return (
    <article className="tool-detail" aria-label={toolDisplayName(tool)}>
      <header className="tool-detail__head">
        <SafeIcon icons={tool.icons} size={20} />
        <h2 className="tool-detail__title">{toolDisplayName(tool)}</h2>
        <span className="mono tool-detail__name">{tool.name}</span>
        {annotationChips(tool).map((chip) => (
          <span key={chip} className="chip">
            {chip}
          </span>
        ))}
      </header>
      {tool.description !== undefined && <PlainText className="tool-detail__description" text={tool.description} />}
      {entry.headers.length > 0 && (
        <p className="note">
          Mirrored as headers (x-mcp-header): {entry.headers.map((h) => `${h.path.join('.')} → Mcp-Param-${h.header}`).join(', ')}
        </p>
      )}
      <ArgumentsEditor inputSchema={tool.inputSchema} text={text} onTextChange={changeText} />
      {issues.length > 0 && (
        <div role="alert" className="error-alert">
          <p className="error-alert__message">The arguments do not match the tool’s input schema; nothing was sent.</p>
          <ul className="error-alert__issues">
            {issues.map((issue, index) => (
              <li key={index}>{issue}</li>
            ))}
          </ul>
        </div>
      )}
      {warning !== undefined && <p className="note note--warning">Input schema: {warning}</p>}
      <div className="tool-detail__actions">
        <button type="button" className="button button--primary" onClick={submit} disabled={running}>
          Call tool
        </button>
        {running && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      <ToolResult tool={tool} state={callState} onShowExchange={onShowExchange} session={session} serverId={serverUrl} />
      <ConfirmCallDialog
        key={confirming === undefined ? 'closed' : 'open'}
        toolName={confirming === undefined ? undefined : tool.name}
        argumentsText={text}
        onCancel={() => setConfirming(undefined)}
        onConfirm={(dontAskAgain) => {
          if (dontAskAgain) confirmSkips().skip(serverUrl, tool.name);
          if (confirming !== undefined) onRun(entry, confirming);
          setConfirming(undefined);
        }}
      />
    </article>
  );
}
