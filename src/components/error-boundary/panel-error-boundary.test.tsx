import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PanelErrorBoundary } from './panel-error-boundary';

let shouldThrow = true;

function Fragile() {
  const [clicks, setClicks] = useState(0);
  if (shouldThrow) throw new Error('boom: cannot read properties of undefined');
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      Clicked {clicks}
    </button>
  );
}

describe('PanelErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    shouldThrow = true;
    vi.restoreAllMocks();
  });

  it('shows the crash and a Reset panel action instead of a blank panel', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <PanelErrorBoundary label="Tools">
          <Fragile />
        </PanelErrorBoundary>
        <p>Other panel still here</p>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The Tools panel crashed: boom: cannot read properties of undefined');
    expect(screen.getByRole('button', { name: 'Reset panel' })).toBeTruthy();
    expect(screen.getByText('Other panel still here')).toBeTruthy();
  });

  it('Reset panel remounts the panel once the cause is gone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PanelErrorBoundary label="Tools">
        <Fragile />
      </PanelErrorBoundary>,
    );
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reset panel' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeTruthy();
  });

  it('crashes again visibly when the cause persists', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PanelErrorBoundary label="Prompts">
        <Fragile />
      </PanelErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset panel' }));
    expect(screen.getByRole('alert').textContent).toContain('The Prompts panel crashed');
  });
});
