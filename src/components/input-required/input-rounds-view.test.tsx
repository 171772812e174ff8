import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InputRounds } from './input-rounds-view';

afterEach(cleanup);

describe('InputRounds', () => {
  it('shows what each round asked and what was answered, and why sampling and roots went unanswered', () => {
    render(
      <InputRounds
        rounds={[
          { round: 1, asked: [{ key: 'who', method: 'elicitation/create', params: { message: '<b>Who?</b>' } }], hasRequestState: true, answered: { who: { action: 'accept', content: { name: 'Ada' } } } },
          { round: 2, asked: [], hasRequestState: true, answered: {} },
          {
            round: 3,
            asked: [
              { key: 'llm', method: 'sampling/createMessage', params: { messages: [] } },
              { key: 'fs', method: 'roots/list', params: undefined },
            ],
            hasRequestState: false,
            answered: undefined,
          },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Input rounds' });
    expect(region.textContent).toContain('Input required: 3 rounds');
    expect(region.textContent).toContain('Round 1: the server asked 1 input and handed back requestState, echoed unchanged');
    expect(region.textContent).toContain('elicitation/create: “<b>Who?</b>”');
    expect(region.textContent).toContain('"name": "Ada"');
    expect(region.textContent).toContain('Round 2: the server asked for a plain retry (requestState only)');
    expect(screen.getByText(/sampling request was declined/)).toBeTruthy();
    expect(screen.getByText(/did not offer roots/)).toBeTruthy();
    expect(region.querySelector('b')).toBeNull();
  });

  it('renders nothing for a request that needed no input', () => {
    const { container } = render(<InputRounds rounds={[]} />);
    expect(container.childElementCount).toBe(0);
  });
});
