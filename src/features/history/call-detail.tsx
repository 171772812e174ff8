import { CodeBlock } from '../../components/code-block';
import type { HistoryCall } from '../../recording/history/types';
import { formatDuration, formatTime } from './format';

/** One call as recorded: what was sent and what came back (server text stays text). */
export function CallDetail({ call, number }: { call: HistoryCall; number: number }) {
  return (
    <section className="history-detail" aria-label={`Call ${number}`}>
      <h3>
        #{number} <span className="mono">{call.method}</span> <span className="mono">{call.target}</span>
      </h3>
      <p className="muted">
        {formatTime(call.startedAt)} · {formatDuration(call.durationMs)}
      </p>
      <CodeBlock title="Params" code={JSON.stringify(call.params, null, 2)} />
      {call.error === undefined ? (
        <CodeBlock title="Result" code={JSON.stringify(call.result, null, 2)} />
      ) : (
        <p role="alert" className="danger">
          {call.error.code === undefined ? '' : `${call.error.code}: `}
          {call.error.message}
        </p>
      )}
    </section>
  );
}
