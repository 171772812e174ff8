import type { AskedInput, InputRound } from '../../protocol';
import { DECLINE_REASONS } from '../../protocol/client-features/input-required';

function notFulfilled(method: string): string | undefined {
  if (method === 'roots/list') return `Declined: ${DECLINE_REASONS[method]}.`;
  if (method === 'sampling/createMessage') return 'Not answered: the sampling request was declined, or failed before a retry.';
  return undefined;
}

function messageOf(asked: AskedInput): string | undefined {
  const params = asked.params;
  if (typeof params !== 'object' || params === null || !('message' in params)) return undefined;
  return typeof params.message === 'string' ? params.message : undefined;
}

function Answer({ round, asked }: { round: InputRound; asked: AskedInput }) {
  const answer = round.answered?.[asked.key];
  if (answer !== undefined) return <pre className="input-round__answer"><code>{JSON.stringify(answer, null, 2)}</code></pre>;
  const reason = notFulfilled(asked.method);
  return <p className="input-round__unanswered">{reason ?? 'Not answered: the request failed or was abandoned before a retry.'}</p>;
}

/**
 * The `input_required` rounds of one request (spec §11.2–11.3): round N asked these inputs,
 * the user answered that, and the original request was retried with the answers.
 */
export function InputRounds({ rounds }: { rounds: readonly InputRound[] }) {
  if (rounds.length === 0) return null;
  return (
    <section className="input-rounds" aria-label="Input rounds">
      <h3 className="input-rounds__title">Input required: {rounds.length} {rounds.length === 1 ? 'round' : 'rounds'}</h3>
      <ol className="input-rounds__list">
        {rounds.map((round) => (
          <li key={round.round} className="input-round">
            <p className="input-round__head">
              Round {round.round}: the server asked {round.asked.length === 0 ? 'for a plain retry (requestState only)' : `${round.asked.length} input${round.asked.length === 1 ? '' : 's'}`}
              {round.hasRequestState ? ' and handed back requestState, echoed unchanged' : ''}
            </p>
            {round.asked.map((asked) => (
              <div key={asked.key} className="input-round__item">
                <p>
                  <code>{asked.key}</code> · {asked.method}
                  {messageOf(asked) !== undefined && <>: “{messageOf(asked)}”</>}
                </p>
                <Answer round={round} asked={asked} />
              </div>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
