import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InvalidationLog } from '../../cache';
import { InvalidationLimit } from './invalidation-limit';

describe('Invalidations kept', () => {
  it('shrinks the invalidation log at once, counting what it dropped, and keeps the choice in this browser', async () => {
    localStorage.clear();
    const log = new InvalidationLog({ capacity: 500, schedule: (flush) => flush() });
    for (let i = 0; i < 80; i += 1) log.record({ cause: 'user', detail: `Refresh ${i}`, keys: [] });
    render(<InvalidationLimit log={log} />);
    const field = screen.getByRole('spinbutton', { name: 'Invalidations kept' });
    expect((field as HTMLInputElement).value).toBe('500');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '50');
    await user.tab();
    expect(log.getSnapshot().size).toBe(50);
    expect(log.getSnapshot().dropped).toBe(30);
    expect(log.getSnapshot().at(0)?.detail).toBe('Refresh 30');
    expect(localStorage.getItem('mcp-console.invalidations-kept')).toBe('50');
  });
});
