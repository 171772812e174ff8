import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus, Negotiation, ServerDescription } from '../../../protocol/model/types';
import { ConnectionCard } from './connection-card';
import { MemoryStorage } from '../saved/memory-storage.test-util';
import { WatchStore } from './watch-store';

const URL_ = 'http://127.0.0.1:4410/mcp';
const negotiation: Negotiation = { era: 'legacy', protocolVersion: '2025-11-25', probed: false, evidence: [] };
const server: ServerDescription = { info: { name: 'legacy', version: '1' }, capabilities: {}, instructions: undefined, discover: undefined };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(100_000);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function reconnecting(patch: Partial<Extract<ConnectionStatus, { state: 'reconnecting' }>> = {}): ConnectionStatus {
  return {
    state: 'reconnecting',
    url: URL_,
    reason: { kind: 'network', message: `Could not reach ${URL_}: TypeError: Failed to fetch` },
    attempt: 2,
    retryAt: 104_000,
    trying: false,
    since: 90_000,
    negotiation,
    server,
    ...patch,
  };
}

describe('ConnectionCard while the session recovers', () => {
  it('counts down to the next attempt and offers Reconnect now', async () => {
    const onReconnectNow = vi.fn();
    render(<ConnectionCard status={reconnecting()} onShowExchange={() => undefined} onReconnectNow={onReconnectNow} />);
    expect(screen.getByRole('status').textContent).toBe('Disconnected — retrying in 4 s');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('status').textContent).toBe('Disconnected — retrying in 3 s');
    expect(screen.getByText(/Failed to fetch/).textContent).toContain('2 attempts so far');
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect now' }));
    expect(onReconnectNow).toHaveBeenCalledOnce();
  });

  it('says it is reconnecting during an attempt, with the button disabled', () => {
    render(<ConnectionCard status={reconnecting({ trying: true })} onShowExchange={() => undefined} onReconnectNow={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Disconnected — reconnecting…');
    expect(screen.getByRole('button', { name: 'Reconnect now' })).toHaveProperty('disabled', true);
  });

  it('shows one quiet notice after a renewal, linked to its exchanges, and dismissible', async () => {
    const onShowExchange = vi.fn();
    const status: ConnectionStatus = {
      state: 'connected',
      url: URL_,
      negotiation,
      server,
      connectedAt: 0,
      connectMs: 5,
      recovery: { kind: 'renewed', at: 1, message: 'The server forgot the session; a new one was started.', exchangeIds: [7, 9] },
    };
    render(<ConnectionCard status={status} onShowExchange={onShowExchange} />);
    const note = screen.getByRole('note', { name: 'Connection notice' });
    expect(note.textContent).toContain('The server forgot the session; a new one was started.');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Exchange #9' }));
    expect(onShowExchange).toHaveBeenCalledWith(9);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('note', { name: 'Connection notice' })).toBeNull();
  });

  it('remembers the Watch toggle for the server', async () => {
    const storage = new MemoryStorage();
    const watch = new WatchStore(storage);
    render(<ConnectionCard status={reconnecting()} onShowExchange={() => undefined} watch={watch} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Watch' }));
    expect(new WatchStore(storage).isWatching(URL_)).toBe(true);
  });
});
