import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { renderOverSession } from '../../hooks/session/session-harness.test-util';
import { CopyLinkButton } from './copy-link-button';

afterEach(cleanup);

const menuButton = () => screen.getByRole('button', { name: 'More ways to copy' });

describe('Copy link menu', () => {
  it('opens at the first click, before its code had been loaded', async () => {
    await renderOverSession(<CopyLinkButton />, { url: DEMO_SERVER_URL, fetch: createDemoFetch() });
    // Not idle yet: the stand-in is what the user clicks.
    expect(menuButton().getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.setup().click(menuButton());
    expect(await screen.findByRole('menuitem', { name: 'Copy embed code' })).toBeDefined();
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toBeDefined();
  });

  it('hands the focus over when the real trigger replaces the focused stand-in', async () => {
    await renderOverSession(<CopyLinkButton />, { url: DEMO_SERVER_URL, fetch: createDemoFetch() });
    const standIn = menuButton();
    standIn.focus();
    // Once the browser is idle after connecting, the Radix trigger takes the stand-in's place.
    await waitFor(() => expect(menuButton()).not.toBe(standIn), { timeout: 5_000 });
    expect(document.activeElement).toBe(menuButton());
    await userEvent.setup().keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Copy embed code' })).toBeDefined();
  });
});
