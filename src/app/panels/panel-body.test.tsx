import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PanelErrorBoundary } from '../../components/error-boundary';
import { PanelBody } from './panel-body';
import { PanelRegistry, type PanelProps } from './panel-registry';

const DEEP_LINK = {} as PanelProps['deepLink'];

function QaPanel() {
  return <p>QA panel here</p>;
}

function registered(load: () => Promise<ComponentType<PanelProps>>) {
  const [panel] = new PanelRegistry().register({ id: 'qa', label: 'QA', load }).list();
  if (panel === undefined) throw new Error('not registered');
  return panel;
}

function shown(panel: ReturnType<typeof registered>) {
  return render(
    <PanelErrorBoundary label="QA">
      <PanelBody panel={panel} deepLink={DEEP_LINK} />
    </PanelErrorBoundary>,
  );
}

describe('PanelBody', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('renders a panel whose code is loaded in its first render, with no Loading step', async () => {
    const panel = registered(() => Promise.resolve(QaPanel));
    await panel.load();
    shown(panel);
    expect(screen.getByText('QA panel here')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows Loading… until the chunk arrives, then the panel', async () => {
    let arrive: (component: ComponentType<PanelProps>) => void = () => undefined;
    const chunk = new Promise<ComponentType<PanelProps>>((resolve) => (arrive = resolve));
    const panel = registered(() => chunk);
    shown(panel);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => {
      arrive(QaPanel);
      await chunk;
    });
    expect(screen.getByText('QA panel here')).toBeTruthy();
  });

  it('a failed load crashes into the panel boundary, and Reset panel loads the code again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const panel = registered(() => ((attempts += 1) === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve(QaPanel)));
    shown(panel);
    expect((await screen.findByRole('alert')).textContent).toContain('The QA panel crashed: Failed to fetch dynamically imported module');
    fireEvent.click(screen.getByRole('button', { name: 'Reset panel' }));
    expect(await screen.findByText('QA panel here')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
