import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { MessagesView } from './messages-view';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('MessagesView (issue 33)', () => {
  it("shows a message's lines as sent, and the description's paragraphs", () => {
    render(
      <NavigationProvider store={new NavigationStore({ panel: 'prompts', exchangeId: undefined })}>
        <MessagesView
          result={{
            description: 'Reviews code.\n\nSteps:\n- read\n- comment',
            messages: [{ role: 'user', content: { type: 'text', text: 'Review this code:\nlet x = 1' } }],
          }}
        />
      </NavigationProvider>,
    );
    const message = within(screen.getByRole('article', { name: 'user' })).getByText((_, element) => element?.textContent === 'Review this code:\nlet x = 1');
    expect(getComputedStyle(message).whiteSpace).toBe('pre-wrap');
    const description = screen.getByText((_, element) => element?.textContent === 'Reviews code.\n\nSteps:\n- read\n- comment');
    expect(getComputedStyle(description).whiteSpace).toBe('pre-wrap');
    expect(screen.getByRole('button', { name: 'Render Markdown' }).getAttribute('aria-pressed')).toBe('false');
  });
});
