import { CodeBlock } from '../../../components/code-block';
import type { AuthHttpRecord, AuthHttpResponse, AuthStep } from '../../../protocol/auth/auth-types';

function requestText(request: AuthHttpRecord): string {
  const head = [`${request.method} ${request.url}`, ...request.headers.map(([name, value]) => `${name}: ${value}`)];
  return request.body === undefined ? head.join('\n') : `${head.join('\n')}\n\n${request.body}`;
}

function responseText(response: AuthHttpResponse): string {
  const head = [`HTTP ${response.status}`, ...response.headers.map(([name, value]) => `${name}: ${value}`)];
  return response.body === undefined ? head.join('\n') : `${head.join('\n')}\n\n${response.body}`;
}

const STATUS_LABEL: Record<AuthStep['status'], string> = { ok: 'ok', failed: 'failed', pending: 'waiting' };

/** One step: its name and outcome, expandable to the redacted request and response. */
function StepItem({ step }: { step: AuthStep }) {
  return (
    <li className={`auth-step auth-step--${step.status}`} aria-label={`${step.title}: ${STATUS_LABEL[step.status]}`}>
      <details>
        <summary>
          <span className="auth-step__title">{step.title}</span>
          <span className="auth-step__status">{STATUS_LABEL[step.status]}</span>
          {step.attempts !== undefined && <span className="auth-step__attempts">{step.attempts} attempts</span>}
        </summary>
        {step.explanation !== undefined && <p className="auth-step__explanation">{step.explanation}</p>}
        {step.error !== undefined && <p className="auth-step__error">{step.error}</p>}
        {step.request !== undefined && <CodeBlock title="Request" code={requestText(step.request)} />}
        {step.response !== undefined && <CodeBlock title="Response" code={responseText(step.response)} />}
        {step.fix !== undefined && <CodeBlock title="Fix" code={step.fix} />}
      </details>
    </li>
  );
}

/** The `Auth` region: every observed step of the sign-in, in order (spec §22). */
export function AuthSteps({ steps }: { steps: readonly AuthStep[] }) {
  return (
    <section className="auth-steps" aria-label="Auth">
      <h3 className="subheading">Auth</h3>
      {steps.length === 0 ? (
        <p className="auth-steps__empty">No sign-in steps yet.</p>
      ) : (
        <ol>
          {steps.map((step) => (
            <StepItem key={step.id} step={step} />
          ))}
        </ol>
      )}
    </section>
  );
}
