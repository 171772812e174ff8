import type { Tool, ToolAnnotations } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { needsAsking } from './call-policy';

const tool = (annotations?: ToolAnnotations): Tool => ({ name: 't', inputSchema: { type: 'object' }, ...(annotations === undefined ? {} : { annotations }) });

describe('which playground calls wait for Allow / Deny', () => {
  it('asks for every call while the read-only switch is off, a read-only closed-world tool included', () => {
    expect(needsAsking(tool({ readOnlyHint: true, openWorldHint: false }), false)).toBe(true);
  });

  it('with the switch on, runs only a tool that says it is read-only and closed-world', () => {
    expect(needsAsking(tool({ readOnlyHint: true, openWorldHint: false }), true)).toBe(false);
    expect(needsAsking(tool({ readOnlyHint: true, destructiveHint: true, openWorldHint: false }), true)).toBe(false);
  });

  it('reads the hints with the spec defaults: unsaid means open-world, destructive and not read-only', () => {
    expect(needsAsking(tool(), true)).toBe(true);
    expect(needsAsking(tool({ readOnlyHint: true }), true)).toBe(true);
    expect(needsAsking(tool({ openWorldHint: false }), true)).toBe(true);
    expect(needsAsking(tool({ destructiveHint: false, openWorldHint: false }), true)).toBe(true);
  });

  it('asks for a read-only tool that reaches the outside world, and for a tool the list does not have', () => {
    expect(needsAsking(tool({ readOnlyHint: true, openWorldHint: true }), true)).toBe(true);
    expect(needsAsking(undefined, true)).toBe(true);
  });
});
