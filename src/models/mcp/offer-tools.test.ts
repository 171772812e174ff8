import { describe, expect, it } from 'vitest';
import { estimateTokens, OFFERED_NAME, offerTools } from './offer-tools';

const schema = { type: 'object' as const, properties: { q: { type: 'string' } } };

describe('offerTools', () => {
  it('makes each name provider-safe and unique, maps it back, and leaves the schema as it was', () => {
    const long = `a${'.b'.repeat(40)}`;
    const tools = [
      { name: 'files.read', description: 'Reads a file', inputSchema: schema },
      { name: 'files_read', inputSchema: schema },
      { name: 'files read', title: 'Read (spaced)', inputSchema: schema },
      { name: long, inputSchema: schema },
      { name: 'ok-name', inputSchema: schema },
    ];
    const { offered, mcpName } = offerTools(tools);
    const names = offered.map((tool) => tool.name);
    expect(names.every((name) => OFFERED_NAME.test(name))).toBe(true);
    expect(new Set(names).size).toBe(tools.length);
    // A name already safe keeps itself; the mapped ones step aside.
    expect(names[1]).toBe('files_read');
    expect(names[4]).toBe('ok-name');
    expect(names.map(mcpName)).toEqual(tools.map((tool) => tool.name));
    expect(mcpName('never-offered')).toBeUndefined();
    expect(offered[0]).toEqual({ name: names[0], description: 'Reads a file', inputSchema: schema });
    expect(offered[2]?.description).toBe('Read (spaced)');
  });

  it('estimates the definitions’ cost at about four characters a token, growing with what is offered', () => {
    const one = offerTools([{ name: 'a', description: 'x'.repeat(400), inputSchema: schema }]).offered;
    expect(estimateTokens([])).toBe(0);
    expect(estimateTokens(one)).toBe(Math.ceil(JSON.stringify(one[0]).length / 4));
    expect(estimateTokens(one)).toBeGreaterThan(100);
  });
});
