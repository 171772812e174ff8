import type { Tool } from '@modelcontextprotocol/client';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmCallDialog } from './confirm-call-dialog';
import { ConfirmCallsDialog } from './confirm-calls-dialog';
import { callsToConfirm, type ToolSafety } from './tool-safety';

afterEach(cleanup);

const tools: Record<string, Pick<Tool, 'annotations'>> = {
  echo: { annotations: { readOnlyHint: true } },
  wipe: { annotations: { destructiveHint: true } },
  bare: {},
  append: { annotations: { readOnlyHint: false, destructiveHint: false } },
};
const lookup: ToolSafety = (name) => tools[name];
const call = (name: string, args: Record<string, unknown> = {}) => ({ method: 'tools/call', params: { name, arguments: args } });

describe('callsToConfirm', () => {
  it('asks for tools that may destroy something: destructive, unannotated, or missing from the list', () => {
    const guarded = callsToConfirm([call('echo'), call('wipe', { all: true }), call('bare'), call('gone'), call('append')], lookup, () => false);
    expect(guarded).toEqual([
      { toolName: 'wipe', args: { all: true }, unlisted: false },
      { toolName: 'bare', args: {}, unlisted: false },
      { toolName: 'gone', args: {}, unlisted: true },
    ]);
  });

  it('never asks for reads, prompts or completions, nor for a tool the user waived', () => {
    const calls = [{ method: 'resources/read', params: { uri: 'x://y' } }, { method: 'prompts/get', params: { name: 'wipe' } }, call('wipe')];
    expect(callsToConfirm(calls, lookup, (name) => name === 'wipe')).toEqual([]);
  });
});

describe('confirmation dialogs', () => {
  it('one call: names the tool, shows its arguments, and passes "don\'t ask again" on', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmCallDialog toolName="wipe" argumentsText={'{\n  "all": true\n}'} onConfirm={onConfirm} onCancel={() => undefined} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Call wipe?' });
    expect(dialog.textContent).toContain('"all": true');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Don’t ask again for this tool on this server' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call anyway' }));
    expect(onConfirm).toHaveBeenCalledWith(true);
  });

  it('a run: one question listing every possibly destructive call; Cancel sends nothing', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const calls = [
      { toolName: 'wipe', args: { all: true }, unlisted: false },
      { toolName: 'gone', args: {}, unlisted: true },
    ];
    render(<ConfirmCallsDialog runName="collection smoke" calls={calls} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Run collection smoke?' });
    const items = within(within(dialog).getByRole('list', { name: 'Possibly destructive calls' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['wipe {"all":true}', 'gone {} (not in the server’s current tools list)']);
    expect(within(dialog).getByRole('checkbox', { name: 'Don’t ask again for these tools on this server' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closed while there is nothing to ask', () => {
    render(<ConfirmCallsDialog runName={undefined} calls={[]} onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
