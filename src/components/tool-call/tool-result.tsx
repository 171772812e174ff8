import { isCallToolResult, type Tool } from '@modelcontextprotocol/client';
import { lazy, Suspense } from 'react';
import { CodeBlock } from '../code-block';
import { ContentBlocksView } from '../content-blocks';
import { CopyAsExchange } from '../copy-as';
import { ErrorAlert } from '../error-alert';
import { RenderMarkdownToggle, TextModeScope } from '../markdown/text-mode';
import { checkStructured, type StructuredCheck } from './result-checks';
import { ResultFreshness } from './result-freshness';
import { ToolAppView } from './tool-app-view';
import type { McpSession } from '../../protocol';
import type { ToolCallState } from './use-tool-call';

function StructuredNote({ check }: { check: StructuredCheck }) {
  switch (check.kind) {
    case 'none':
      return null;
    case 'unchecked':
      return <p className="note">Not checked: the tool declares no usable outputSchema.</p>;
    case 'valid':
      return <p className="note note--ok">Matches the tool’s outputSchema.</p>;
    case 'missing':
      return (
        <p role="alert" className="note note--warning">
          The tool declares an outputSchema but the result has no structuredContent.
        </p>
      );
    case 'invalid':
      return (
        <div role="alert" className="note note--warning">
          <p>The structured content does not match the tool’s outputSchema:</p>
          <ul>
            {check.issues.map((issue, index) => (
              <li key={index}>{issue}</li>
            ))}
          </ul>
        </div>
      );
  }
}

function Progress({ state }: { state: Extract<ToolCallState, { status: 'running' }> }) {
  const progress = state.progress;
  const label = `Calling ${state.toolName}`;
  return (
    <div className="tool-progress">
      {progress?.total === undefined ? (
        <progress aria-label={label} />
      ) : (
        <progress aria-label={label} value={progress.progress} max={progress.total} />
      )}
      <span className="tool-progress__text">
        {progress === undefined ? 'Waiting for the result…' : `${progress.progress}${progress.total === undefined ? '' : ` / ${progress.total}`}`}
        {progress?.message !== undefined && ` — ${progress.message}`}
      </span>
    </div>
  );
}

// The task layer loads on the first call that answers with a task, not with the panel.
const TaskStatus = lazy(async () => ({ default: (await import('../task-status')).TaskStatus }));

interface ToolResultProps {
  tool: Tool;
  state: ToolCallState;
  onShowExchange: (exchangeId: number) => void;
  /** The session that follows a task result (polls, cancel). */
  session: McpSession;
  /** The server the result came from, whose recoveries make it old. */
  serverId: string;
}

function TaskOutcome({ tool, state, session }: { tool: Tool; state: Extract<ToolCallState, { status: 'task' }>; session: McpSession }) {
  return (
    <Suspense fallback={<p className="note">Loading the task view…</p>}>
      <TaskStatus
        session={session}
        task={state.task}
        {...(state.follower === undefined ? {} : { follower: state.follower })}
        renderResult={(result, task) =>
          isCallToolResult(result) ? (
            <Outcome
              tool={tool}
              state={{ status: 'done', toolName: state.toolName, outcome: { result, headers: {}, retried: false }, durationMs: task.changedAt - task.seenAt, exchangeId: state.exchangeId }}
            />
          ) : (
            <p role="alert" className="note note--warning">
              The completed task’s result is not a tool result (CallToolResult).
            </p>
          )
        }
      />
    </Suspense>
  );
}

/**
 * The `Tool result` region (ui-contract.md): content blocks through the shared
 * renderers, structured content as JSON checked against `outputSchema`, and a
 * tool error (`isError`) kept apart from a JSON-RPC error (spec §19).
 */
export function ToolResult({ tool, state, onShowExchange, session, serverId }: ToolResultProps) {
  const relevant = state.status !== 'idle' && state.toolName === tool.name;
  return (
    <section className="tool-result" aria-label="Tool result" aria-busy={state.status === 'running'}>
      <TextModeScope view="tool-result">
        <h3 className="subheading">Result</h3>
        {!relevant && <p className="note">Call the tool to see its result here.</p>}
        {relevant && (state.status === 'done' || state.status === 'failed') && <ResultFreshness serverId={serverId} at={state.at} />}
        {relevant && state.status === 'running' && <Progress state={state} />}
        {relevant && state.status === 'cancelled' && <p className="note">Cancelled: the request stream was closed.</p>}
        {relevant && state.status === 'failed' && <ErrorAlert error={state.error} onShowExchange={onShowExchange} />}
        {relevant && state.status === 'done' && <Outcome tool={tool} state={state} />}
        {relevant && state.status === 'done' && state.args !== undefined && <ToolAppView tool={tool} args={state.args} result={state.outcome.result} />}
        {relevant && state.status === 'task' && <TaskOutcome key={state.task.taskId} tool={tool} state={state} session={session} />}
      </TextModeScope>
    </section>
  );
}

function Outcome({ tool, state }: { tool: Tool; state: Extract<ToolCallState, { status: 'done' }> }) {
  const { result, retried, headers } = state.outcome;
  const headerNames = Object.keys(headers);
  return (
    <>
      {result.isError === true ? (
        <p role="alert" className="tool-result__status tool-result__status--error">
          Tool error: the tool ran and reported a failure (isError).
        </p>
      ) : (
        <p className="tool-result__status" role="status">
          Succeeded in {Math.round(state.durationMs)} ms
        </p>
      )}
      <CopyAsExchange exchangeId={state.exchangeId} />
      {retried && <p className="note">The server answered -32020 (header mismatch); the tool list was refreshed and the call retried.</p>}
      {headerNames.length > 0 && <p className="note">Sent {headerNames.join(', ')}.</p>}
      <div className="content-heading">
        <h4 className="subheading">Content</h4>
        {result.content.length > 0 && <RenderMarkdownToggle />}
      </div>
      <ContentBlocksView blocks={result.content} />
      {result.structuredContent !== undefined && (
        <>
          <h4 className="subheading">Structured content</h4>
          <CodeBlock title="structuredContent" code={JSON.stringify(result.structuredContent, null, 2)} />
        </>
      )}
      <StructuredNote check={checkStructured(tool, result)} />
    </>
  );
}
