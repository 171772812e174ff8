import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Combobox } from './combobox';

afterEach(cleanup);

const OPTIONS = ['anvil', 'rocket-skates', 'widgets'];

function Harness({ initial = '', options = OPTIONS }: { initial?: string; options?: readonly string[] }) {
  const [value, setValue] = useState(initial);
  return <Combobox label="repo" value={value} onChange={setValue} options={options} status="showing 3" />;
}

function field(): HTMLInputElement {
  const input = screen.getByRole('combobox', { name: 'repo' });
  if (!(input instanceof HTMLInputElement)) throw new Error('combobox is not an input');
  return input;
}

describe('Combobox', () => {
  it('is a combobox named by its label whose suggestions are options of a listbox', async () => {
    render(<Harness />);
    await userEvent.click(field());
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox').getAttribute('id')).toBe(field().getAttribute('aria-controls'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(OPTIONS);
  });

  it('moves with ArrowDown/ArrowUp/Home/End and picks with Enter', async () => {
    render(<Harness />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('anvil');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('anvil');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('widgets');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('anvil');
    await userEvent.keyboard('{End}');
    const active = screen.getByRole('option', { selected: true });
    expect(field().getAttribute('aria-activedescendant')).toBe(active.id);
    await userEvent.keyboard('{Enter}');
    expect(field().value).toBe('widgets');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape and keeps the typed text, however often Escape is pressed', async () => {
    render(<Harness initial="anv" />);
    await userEvent.click(field());
    expect(field().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().value).toBe('anv');
    await userEvent.keyboard('{Escape}');
    expect(field().value).toBe('anv');
  });

  it('keeps what was typed when Escape comes before the suggestions, and stays closed when they arrive', async () => {
    const { rerender } = render(<Harness options={[]} />);
    await userEvent.type(field(), 'rock');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Escape}');
    expect(field().value).toBe('rock');
    rerender(<Harness options={['rocket-skates']} />);
    expect(field().value).toBe('rock');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('picks an option with the mouse and describes the field with its status', async () => {
    render(<Harness />);
    await userEvent.click(field());
    await userEvent.click(screen.getByRole('option', { name: 'rocket-skates' }));
    expect(field().value).toBe('rocket-skates');
    const describedBy = field().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('showing 3');
  });

  it('passes typing through', async () => {
    render(<Harness />);
    await userEvent.type(field(), 'wid');
    expect(field().value).toBe('wid');
    expect(field().getAttribute('aria-expanded')).toBe('true');
  });
});
