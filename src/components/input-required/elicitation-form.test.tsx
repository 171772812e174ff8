import type { ElicitResult } from '@modelcontextprotocol/client';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElicitationForm } from './elicitation-form';
import { UrlElicitation } from './url-elicitation';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const params = {
  message: 'Tell us',
  requestedSchema: {
    type: 'object' as const,
    properties: {
      name: { type: 'string' as const, title: 'Your name' },
      count: { type: 'integer' as const, minimum: 1 },
      ok: { type: 'boolean' as const },
      tone: { type: 'string' as const, oneOf: [{ const: 'f', title: 'Formal' }] },
      tags: { type: 'array' as const, items: { type: 'string' as const, enum: ['a', 'b'] } },
    },
    required: ['name'],
  },
};

describe('ElicitationForm', () => {
  it('generates labelled controls and answers accept with validated, typed content', () => {
    const answers: ElicitResult[] = [];
    render(<ElicitationForm params={params} onRespond={(r) => answers.push(r)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText('Required.')).toBeTruthy();
    expect(answers).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'count' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'ok' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'tone' }), { target: { value: 'f' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'b' }));
    expect(screen.getByRole('group', { name: 'tags' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(answers).toEqual([{ action: 'accept', content: { name: 'Ada', count: 3, ok: true, tone: 'f', tags: ['b'] } }]);
  });

  it('answers decline and cancel without content', () => {
    const answers: ElicitResult[] = [];
    render(<ElicitationForm params={params} onRespond={(r) => answers.push(r)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(answers).toEqual([{ action: 'decline' }, { action: 'cancel' }]);
  });
});

describe('UrlElicitation', () => {
  it('shows the full URL and opens it only on an explicit click, without an opener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const url = 'https://xn--pple-43d.example/consent?state=abc';
    const answers: ElicitResult[] = [];
    render(<UrlElicitation params={{ mode: 'url', message: 'Sign in', url, elicitationId: 'e1' }} onRespond={(r) => answers.push(r)} />);
    expect(screen.getByText(url)).toBeTruthy();
    expect(screen.getByText(/punycode/)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open URL in a new tab' }));
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Done, continue' }));
    expect(answers).toEqual([{ action: 'accept' }]);
  });

  it('refuses to open a non-web scheme', () => {
    render(<UrlElicitation params={{ mode: 'url', message: 'x', url: 'javascript:alert(1)', elicitationId: 'e2' }} onRespond={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Open URL in a new tab' }).hasAttribute('disabled')).toBe(true);
  });
});
