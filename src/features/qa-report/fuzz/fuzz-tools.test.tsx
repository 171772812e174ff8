import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FuzzSelection } from './fuzz-store';
import { FuzzTools } from './fuzz-tools';

const TOOLS = [
  { name: 'lookup', readOnly: true },
  { name: 'delete_everything', readOnly: false },
];

function Harness({ onChange }: { onChange: (selection: FuzzSelection) => void }) {
  const [selection, setSelection] = useState<FuzzSelection>({ unticked: [], allowed: [] });
  return (
    <FuzzTools
      tools={TOOLS}
      selection={selection}
      disabled={false}
      onChange={(next) => {
        setSelection(next);
        onChange(next);
      }}
    />
  );
}

afterEach(() => {
  cleanup();
});

describe('the tools to fuzz', () => {
  it('starts on the read-only tools alone, and warns by name when another tool is ticked', async () => {
    const seen: FuzzSelection[] = [];
    render(<Harness onChange={(selection) => seen.push(selection)} />);
    expect(screen.getByRole('checkbox', { name: 'lookup' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'delete_everything' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('alert')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'delete_everything' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^delete_everything is not annotated read-only: .*may change or delete data/);
    await user.click(screen.getByRole('checkbox', { name: 'lookup' }));
    expect(seen.at(-1)).toEqual({ unticked: ['lookup'], allowed: ['delete_everything'] });

    await user.click(screen.getByRole('checkbox', { name: 'delete_everything' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen.at(-1)).toEqual({ unticked: ['lookup'], allowed: [] });
  });
});
