import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withJsdomViewport } from '../../hooks/jsdom-viewport.test-util';
import { BridgeProcess } from './bridge-process';
import { StdioFacts } from './stdio-facts';

withJsdomViewport(200);

const server = { id: 'node', kind: 'stdio' as const, name: 'stdio: node build/index.js', url: 'http://127.0.0.1:6280/.mcp-console/bridge/node/mcp', command: 'node build/index.js' };

function processWith(): BridgeProcess {
  const process = new BridgeProcess((flush) => flush());
  process.setState({ running: true, pid: 4242, startedAt: Date.now() - 65_000, spawns: 1, exit: null });
  process.addLine({ seq: 0, at: Date.now(), stream: 'stderr', text: 'stdio fixture listening' });
  process.addLine({ seq: 1, at: Date.now(), stream: 'stdout', text: 'debug: not a frame' });
  return process;
}

describe('StdioFacts', () => {
  it('says it is a local stdio server, with its command, process id and uptime', () => {
    render(<StdioFacts server={server} process={processWith()} onRestart={() => Promise.resolve()} />);
    const facts = screen.getByRole('group', { name: 'Local stdio server' });
    expect(facts.textContent).toContain('node build/index.js');
    expect(facts.textContent).toMatch(/Process id\s*4242/);
    expect(facts.textContent).toMatch(/Uptime\s*1 min 0[5-6] s/);
  });

  it('shows stderr lines in Server output, and marks stdout lines that are not JSON-RPC', () => {
    render(<StdioFacts server={server} process={processWith()} onRestart={() => Promise.resolve()} />);
    const log = screen.getByRole('log', { name: 'Server output' });
    expect(within(log).getByText('stdio fixture listening')).toBeTruthy();
    const stdout = within(log).getByText('debug: not a frame').closest('li');
    expect(stdout?.textContent).toContain('stdout (not JSON-RPC)');
  });

  it('says the process exited, with the code and its last stderr lines', () => {
    const process = processWith();
    render(<StdioFacts server={server} process={process} onRestart={() => Promise.resolve()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => process.setState({ running: false, pid: null, startedAt: null, spawns: 1, exit: { code: 7, signal: null, at: Date.now(), lastLines: ['fatal: out of cheese'] } }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('exited with code 7');
    expect(alert.textContent).toContain('fatal: out of cheese');
    expect(screen.getByRole('group', { name: 'Local stdio server' }).textContent).toContain('not running');
  });

  it('Restart server runs the restart once and tells a refusal', async () => {
    const onRestart = vi.fn(() => Promise.reject(new Error('The bridge refused the restart: HTTP 500.')));
    render(<StdioFacts server={server} process={processWith()} onRestart={onRestart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Restart server' }));
    expect(onRestart).toHaveBeenCalledOnce();
    expect((await screen.findByRole('alert')).textContent).toContain('HTTP 500');
  });
});
