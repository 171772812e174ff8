import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { playgroundStore } from '../../hooks/playground/page-store';
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

  it('Run in playground queues the messages as the model’s, text, image and embedded resource, and opens the Playground', async () => {
    const navigation = new NavigationStore({ panel: 'prompts', exchangeId: undefined });
    render(
      <NavigationProvider store={navigation}>
        <MessagesView
          result={{
            messages: [
              { role: 'user', content: { type: 'text', text: 'Review this code:' } },
              { role: 'user', content: { type: 'resource', resource: { uri: 'file:///src/x.ts', mimeType: 'text/x-typescript', text: 'let x = 1' } } },
              { role: 'user', content: { type: 'image', mimeType: 'image/png', data: 'iVBORw0KGgo=' } },
              { role: 'assistant', content: { type: 'text', text: 'I will review it.' } },
            ],
          }}
        />
      </NavigationProvider>,
    );
    expect(playgroundStore.getSnapshot().queued).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Run in playground' }));
    // The model layer loads on the click; cold, its first transform takes a while.
    await waitFor(() => expect(navigation.getSnapshot().panel).toBe('playground'), { timeout: 15_000 });
    expect(playgroundStore.getSnapshot().queued).toBe(true);
    expect(playgroundStore.takeQueued()).toEqual([
      { role: 'user', parts: [{ type: 'text', text: 'Review this code:' }] },
      { role: 'user', parts: [{ type: 'resource', uri: 'file:///src/x.ts', mimeType: 'text/x-typescript', text: 'let x = 1' }] },
      { role: 'user', parts: [{ type: 'image', mimeType: 'image/png', data: 'iVBORw0KGgo=' }] },
      { role: 'assistant', text: 'I will review it.', toolCalls: [] },
    ]);
  });

  it('offers no run for a prompt that returned no messages', () => {
    render(
      <NavigationProvider store={new NavigationStore({ panel: 'prompts', exchangeId: undefined })}>
        <MessagesView result={{ messages: [] }} />
      </NavigationProvider>,
    );
    expect(screen.getByRole('button', { name: 'Run in playground' }).hasAttribute('disabled')).toBe(true);
  });
});
