import type { StepOutcome } from '../../recording/walkthrough';

export type StepState = { status: 'running' } | StepOutcome;

/** What a run step came to: passed, the expectation that failed, or the error; then the result text. */
export function StepOutcomeView({ state }: { state: StepState }) {
  if (state.status === 'running') return <p role="status">Running the step…</p>;
  return (
    <div className="walkthrough__outcome">
      {state.status === 'passed' && (
        <p role="status" className="walkthrough__passed">
          Step passed{state.request.method === 'tools/call' ? ': the tool answered' : ''}.
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="walkthrough__failed">
          Expectation failed: the result does not contain “{state.expected}”.
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="walkthrough__failed">
          Step failed: {state.message}
        </p>
      )}
      {state.text !== '' && (
        <section aria-label="Step result" className="walkthrough__result">
          <pre>{state.text}</pre>
        </section>
      )}
    </div>
  );
}
