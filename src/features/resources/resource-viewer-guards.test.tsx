import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderResourcesPanel, setUpPanelTests } from './resources-panel.test-util';
import { capContents, DISPLAY_CAP_CHARS } from './resource-size-guard';

const SLOW_URI = 'guard://files/slow.txt';
const BIG_URI = 'guard://files/big.txt';
const BIG_TEXT = 'a'.repeat(DISPLAY_CAP_CHARS * 3);

/** An in-page server whose first read of SLOW_URI never answers and whose BIG_URI declares no size. */
function createGuardServer() {
  const reads: string[] = [];
  const cancelled: string[] = [];
  const handler = createMcpHandler(() => {
    const server = new McpServer({ name: 'guard-fixture', version: '1.0.0' }, { capabilities: { resources: {} } });
    server.server.setRequestHandler('resources/list', () => ({
      resources: [
        { uri: SLOW_URI, name: 'slow.txt', mimeType: 'text/plain' },
        { uri: BIG_URI, name: 'big.txt', mimeType: 'text/plain' },
      ],
    }));
    server.server.setRequestHandler('resources/read', (request, ctx) => {
      const uri = request.params.uri;
      reads.push(uri);
      ctx.mcpReq.signal.addEventListener('abort', () => cancelled.push(uri));
      if (uri === SLOW_URI && reads.filter((u) => u === SLOW_URI).length === 1) return new Promise<never>(() => undefined);
      return { contents: [{ uri, mimeType: 'text/plain', text: uri === BIG_URI ? BIG_TEXT : 'finally' }] };
    });
    return server;
  });
  const fetch: typeof globalThis.fetch = (input, init) => handler.fetch(new Request(input, init));
  return { url: 'https://guard-fixture.test/mcp', fetch, reads, cancelled };
}

const panelTests = setUpPanelTests();

describe('capContents', () => {
  it('leaves small contents alone and cuts text past the cap, sharing it across elements', () => {
    expect(capContents([{ uri: 'a', text: 'short' }], 10)).toEqual({ shown: [{ uri: 'a', text: 'short' }], totalChars: 5, cut: false });
    const capped = capContents([{ uri: 'a', text: '123456' }, { uri: 'b', text: 'abcdef' }, { uri: 'c', blob: 'AAAA' }], 8);
    expect(capped.cut).toBe(true);
    expect(capped.totalChars).toBe(12);
    expect(capped.shown.map((item) => item.text ?? item.blob)).toEqual(['123456', 'ab', 'AAAA']);
  });

  it('never splits a surrogate pair', () => {
    expect(capContents([{ uri: 'a', text: 'ab😀cd' }], 3).shown[0]?.text).toBe('ab');
  });
});

describe('Resource viewer guards', () => {
  it('offers Cancel on a read that does not answer, and reads again afterwards without a cached error', async () => {
    const server = createGuardServer();
    panelTests.track((await renderResourcesPanel(`?uri=${encodeURIComponent(SLOW_URI)}`, server)).manager);
    const contents = await screen.findByRole('region', { name: 'Resource contents' });
    const cancel = await within(contents).findByRole('button', { name: 'Cancel' }, { timeout: 3000 });
    expect(within(contents).getByRole('status').textContent).toMatch(/Reading… \d+ s without an answer/);
    await userEvent.click(cancel);
    expect(await within(contents).findByText(/Read cancelled/)).toBeTruthy();
    expect(within(contents).queryByRole('alert')).toBeNull();
    // The server hears of it (spec §9): its handler's signal is aborted, however the SDK conveyed it.
    await waitFor(() => expect(server.cancelled).toEqual([SLOW_URI]));
    await userEvent.click(within(contents).getByRole('button', { name: 'Read again' }));
    expect(await within(contents).findByText('finally')).toBeTruthy();
    expect(server.reads.filter((uri) => uri === SLOW_URI)).toHaveLength(2);
  });

  it('shows huge contents of unknown size cut, with Show all', async () => {
    const server = createGuardServer();
    panelTests.track((await renderResourcesPanel(`?uri=${encodeURIComponent(BIG_URI)}`, server)).manager);
    const contents = await screen.findByRole('region', { name: 'Resource contents' });
    const note = await within(contents).findByText(/Showing the first 262,144 of 786,432 characters/);
    expect(note).toBeTruthy();
    const text = () => contents.querySelector('pre')?.textContent.length;
    expect(text()).toBe(DISPLAY_CAP_CHARS);
    // The size line says it measures the cut, and how much was read (issue 33).
    expect(within(contents).getByText(/^Decoded size of the shown part 256 KiB \(262144 bytes\), cut from 768 KiB \(786432 bytes\) read$/)).toBeTruthy();
    await userEvent.click(within(contents).getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(text()).toBe(BIG_TEXT.length));
    expect(within(contents).getByText(/^Decoded size 768 KiB \(786432 bytes\)/)).toBeTruthy();
  });
});
