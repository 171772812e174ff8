import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { LogBuffer } from '../../lib/buffers/log-buffer';
import type { LogEntry } from './notification-log';
import { NotificationsLog } from './notifications-log';
import { withJsdomViewport } from '../../hooks/jsdom-viewport.test-util';

withJsdomViewport(320);

function entry(id: number): LogEntry {
  return { id, at: id, laneKey: 1, method: 'notifications/resources/updated', uri: 'storm://ticker', subscriptionId: 's1', invalidation: undefined };
}

function renderLog(size: number, dropped = 0) {
  const buffer = new LogBuffer<LogEntry>(size);
  for (let i = 1; i <= size; i += 1) buffer.append(entry(dropped + i));
  render(
    <NavigationProvider store={new NavigationStore({ panel: 'subscriptions', exchangeId: undefined })}>
      <NotificationsLog log={buffer.window()} dropped={dropped} limit={size} onLimit={() => undefined} onShowCache={() => undefined} />
    </NavigationProvider>,
  );
}

describe('NotificationsLog', () => {
  it('renders only the rows in sight of a 5,000-entry log', () => {
    renderLog(5_000, 1_200);
    const rows = within(screen.getByRole('log', { name: 'Notifications' })).getAllByRole('listitem');
    // A 320 px viewport of 24 px rows plus overscan, not 5,000 rows.
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(screen.getByRole('status', { name: 'Notification count' }).textContent).toBe('6,200 notifications');
    expect(screen.getByText(/1,200 older notifications dropped/)).toBeTruthy();
  });
});
