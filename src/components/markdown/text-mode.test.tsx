import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { ContentBlocksView } from '../content-blocks';
import { ResourceContentsView } from '../resource-contents';
import { RenderMarkdownToggle, TextModeScope } from './text-mode';

const LISTING = '[FILE] README.md\n[DIR] notes';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The element whose own text is exactly `text` (Testing Library's default matcher folds line breaks away). */
function exactly(text: string): HTMLElement {
  return screen.getByText((_, element) => element !== null && element.textContent === text && [...element.children].every((child) => child.textContent !== text));
}

/** Each line of `text` shows on a line of its own: the text node keeps its breaks, and the element keeps them on screen. */
function expectSeparateLines(text: string): void {
  const element = exactly(text);
  expect(element.textContent.split('\n')).toEqual(text.split('\n'));
  expect(getComputedStyle(element).whiteSpace).toBe('pre-wrap');
}

function toolResult(text: string) {
  return render(
    <NavigationProvider store={new NavigationStore({ panel: 'tools', exchangeId: undefined })}>
      <TextModeScope view="tool-result">
        <RenderMarkdownToggle />
        <ContentBlocksView blocks={[{ type: 'text', text }]} />
      </TextModeScope>
    </NavigationProvider>,
  );
}

describe('text as it was sent (issue 33)', () => {
  it("keeps a tool result's lines and spaces apart", () => {
    toolResult(LISTING);
    expectSeparateLines(LISTING);
  });

  it('keeps indentation: runs of spaces are not folded', () => {
    toolResult('def f():\n    return 1');
    expectSeparateLines('def f():\n    return 1');
  });

  it('Render Markdown gives the other reading, is remembered for the view, and never makes HTML', () => {
    toolResult('**bold** and <b>raw</b>');
    expect(screen.queryByText('bold', { selector: 'strong' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Render Markdown' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText('bold', { selector: 'strong' })).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    cleanup();

    toolResult('**again**');
    expect(screen.getByRole('button', { name: 'Render Markdown' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('again', { selector: 'strong' })).toBeTruthy();
  });

  it('renders a text/markdown resource as Markdown, and a text/plain one as sent with its own toggle', async () => {
    render(
      <ResourceContentsView
        textView="resource"
        contents={[
          { uri: 'file:///notes.md', mimeType: 'text/markdown', text: '# Notes\n\n- one\n- two' },
          { uri: 'file:///log.txt', mimeType: 'text/plain', text: 'first\nsecond' },
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(exactly('first\nsecond').textContent).toBe('first\nsecond');
    expect(screen.getAllByRole('button', { name: 'Render Markdown' })).toHaveLength(1);
  });
});
