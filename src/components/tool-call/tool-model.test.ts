import type { Tool } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { annotationChips, isDestructive, partitionTools, toolDisplayName } from './tool-model';

const tool = (extra: Partial<Tool>): Tool => ({ name: 't', inputSchema: { type: 'object' }, ...extra });

describe('tool model', () => {
  it('applies the spec defaults of the hints: no annotations means destructive', () => {
    expect(isDestructive(tool({}))).toBe(true);
    expect(isDestructive(tool({ annotations: { readOnlyHint: true } }))).toBe(false);
    expect(isDestructive(tool({ annotations: { readOnlyHint: false } }))).toBe(true);
    expect(isDestructive(tool({ annotations: { destructiveHint: false } }))).toBe(false);
    expect(isDestructive(tool({ annotations: { readOnlyHint: true, destructiveHint: true } }))).toBe(false);
  });

  it('names a tool by title, then annotations.title, then name', () => {
    expect(toolDisplayName(tool({ title: 'A', annotations: { title: 'B' } }))).toBe('A');
    expect(toolDisplayName(tool({ annotations: { title: 'B' } }))).toBe('B');
    expect(toolDisplayName(tool({}))).toBe('t');
  });

  it('shows only the hints the server states', () => {
    expect(annotationChips(tool({}))).toEqual([]);
    expect(annotationChips(tool({ annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true } }))).toEqual(['writes', 'destructive', 'open world']);
  });

  it('excludes tools with invalid x-mcp-header declarations, keeping the reason', () => {
    const good = tool({ name: 'good', inputSchema: { type: 'object', properties: { r: { type: 'string', 'x-mcp-header': 'Region' } } } });
    const bad = tool({ name: 'bad', inputSchema: { type: 'object', properties: { w: { type: 'number', 'x-mcp-header': 'Weight' } } } });
    const { usable, excluded } = partitionTools([good, bad]);
    expect(usable.map((e) => [e.tool.name, e.headers.map((h) => h.header)])).toEqual([['good', ['Region']]]);
    expect(excluded).toHaveLength(1);
    expect(excluded[0]?.reason).toMatch(/Weight/);
  });
});
