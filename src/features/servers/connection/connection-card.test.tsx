import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from '../../../protocol/model/types';
import { ConnectionCard } from './connection-card';

afterEach(cleanup);

const connected: ConnectionStatus = {
  state: 'connected',
  url: 'https://api.example/mcp',
  negotiation: {
    era: 'modern',
    protocolVersion: '2026-07-28',
    probed: true,
    evidence: ['server/discover answered 200 with supportedVersions [2026-07-28]'],
  },
  server: {
    info: {
      name: 'weather',
      title: 'Weather <b>Server</b>',
      version: '1.2.3',
      websiteUrl: 'javascript:alert(1)',
      icons: [{ src: 'https://cdn.example/icon.png' }, { src: 'http://insecure.example/icon.png' }],
    },
    capabilities: { tools: { listChanged: true }, resources: {} },
    instructions: 'Line one\nLine two',
    discover: undefined,
  },
  connectedAt: 0,
  connectMs: 41.6,
};

describe('ConnectionCard', () => {
  it('says where the server redirected, and Use puts the final URL in place of the old one', async () => {
    const onUseRedirect = vi.fn();
    render(<ConnectionCard status={{ ...connected, redirectedTo: 'https://api.example/mcp/' }} onShowExchange={() => undefined} onUseRedirect={onUseRedirect} />);
    const note = screen.getByRole('note', { name: 'Redirect' });
    expect(note.textContent).toContain('This server redirected to https://api.example/mcp/');
    await userEvent.click(within(note).getByRole('button', { name: 'Use https://api.example/mcp/' }));
    expect(onUseRedirect).toHaveBeenCalledWith('https://api.example/mcp', 'https://api.example/mcp/');
  });

  it('shows no alert of its own for a failure something else on the card explains (a stdio exit)', () => {
    const failed: ConnectionStatus = { state: 'error', url: 'http://127.0.0.1:6280/.mcp-console/bridge/0/mcp', error: { kind: 'jsonrpc', message: 'JSON-RPC -32000 Server error: HTTP 503' } };
    const { rerender } = render(<ConnectionCard status={failed} onShowExchange={() => undefined} />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    rerender(<ConnectionCard status={failed} onShowExchange={() => undefined} failureExplained />);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('shows the negotiated version and era in the status, and the server as plain text', () => {
    render(<ConnectionCard status={connected} onShowExchange={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('2026-07-28');
    expect(screen.getByRole('status').textContent).toContain('modern');
    expect(screen.getByText('Weather <b>Server</b>', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('42 ms')).toBeTruthy();
    expect(screen.getByText('server/discover answered 200 with supportedVersions [2026-07-28]')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Capabilities' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['tools', 'resources']);
    expect(screen.getByText(/Line one/).textContent).toBe('Line one\nLine two');
  });

  it('loads only https/data icons without referrer or credentials, and never links non-web URLs', () => {
    const { container } = render(<ConnectionCard status={connected} onShowExchange={() => undefined} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe('https://cdn.example/icon.png');
    expect(images[0]?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(images[0]?.getAttribute('crossorigin')).toBe('anonymous');
    expect(screen.getByText(/1 icon not loaded/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/not a web address/)).toBeTruthy();
  });

  it('links an http(s) website with noopener noreferrer', () => {
    const status: ConnectionStatus = {
      ...connected,
      server: { ...connected.server, info: { name: 'w', version: '1', websiteUrl: 'https://weather.example/' } },
    };
    render(<ConnectionCard status={status} onShowExchange={() => undefined} />);
    expect(screen.getByRole('link', { name: 'https://weather.example/' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders a CORS failure as an alert with the diagnosis, copyable fixes and a traffic link', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onShowExchange = vi.fn();
    const status: ConnectionStatus = {
      state: 'error',
      url: 'https://api.example/mcp',
      error: {
        kind: 'cors',
        message: 'The browser blocked the request to https://api.example/mcp (CORS).',
        exchangeId: 7,
        cors: {
          verdict: 'missing-allow-headers',
          missingAllowHeaders: ['mcp-protocol-version'],
          missingExposeHeaders: [],
          summary: 'CORS preflight does not allow the request header mcp-protocol-version.',
          fixes: [{ title: 'Express (cors)', code: "app.use(cors({ allowedHeaders: ['mcp-protocol-version'] }))" }],
        },
      },
    };
    render(<ConnectionCard status={status} onShowExchange={onShowExchange} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The browser blocked the request to https://api.example/mcp (CORS).');
    expect(alert.textContent).toContain('CORS preflight does not allow the request header mcp-protocol-version.');
    expect(within(alert).getByText(/allowedHeaders/).tagName).toBe('CODE');
    await user.click(within(alert).getByRole('button', { name: 'Copy Express (cors)' }));
    expect(writeText).toHaveBeenCalledWith("app.use(cors({ allowedHeaders: ['mcp-protocol-version'] }))");
    await user.click(within(alert).getByRole('button', { name: /Show exchange #7 in Traffic/ }));
    expect(onShowExchange).toHaveBeenCalledWith(7);
  });

  it('shows the JSON-RPC code and meaning of a protocol error', () => {
    const status: ConnectionStatus = {
      state: 'error',
      url: 'https://api.example/mcp',
      error: { kind: 'jsonrpc', message: 'Unsupported protocol version', code: -32602, meaning: 'Invalid params', httpStatus: 400 },
    };
    render(<ConnectionCard status={status} onShowExchange={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('JSON-RPC -32602 (Invalid params)');
    expect(screen.getByRole('alert').textContent).toContain('HTTP 400');
  });
});
