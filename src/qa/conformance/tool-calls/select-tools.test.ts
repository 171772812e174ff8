import { describe, expect, it } from 'vitest';
import { chooseTools } from './select-tools';

const tools = [
  { name: 'read', annotations: { readOnlyHint: true } },
  { name: 'wipe', annotations: { destructiveHint: true } },
  { name: 'contradict', annotations: { readOnlyHint: true, destructiveHint: true } },
  { name: 'write', annotations: { readOnlyHint: false } },
  { name: 'plain' },
];
const called = (options: Parameters<typeof chooseTools>[1]) => chooseTools(tools, options).filter((c) => c.call).map((c) => c.name);

describe('chooseTools', () => {
  it('calls nothing unless asked', () => {
    expect(called({})).toEqual([]);
  });

  it('with callTools calls only read-only tools that are not also marked destructive', () => {
    expect(called({ callTools: true })).toEqual(['read']);
    expect(chooseTools(tools, { callTools: true }).find((c) => c.name === 'plain')?.reason).toBe('not annotated readOnlyHint: true');
  });

  it('calls a named tool whatever its annotations, even without callTools', () => {
    expect(called({ callToolNames: ['wipe'] })).toEqual(['wipe']);
    expect(called({ callTools: true, callToolNames: ['write'] })).toEqual(['read', 'write']);
  });
});
