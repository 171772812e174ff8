import { describe, expect, it } from 'vitest';
import { matchScore, rankCommands, type PaletteCommand } from './rank';

function command(label: string, detail?: string): PaletteCommand {
  return { id: label, label, kind: 'Test', detail, run: () => undefined };
}

describe('command palette ranking', () => {
  it('matches a subsequence and rejects letters out of order', () => {
    expect(matchScore('rvcd', 'Review code')).toBeDefined();
    expect(matchScore('dcr', 'Review code')).toBeUndefined();
    expect(matchScore('REVIEW', 'review code')).toBeDefined();
  });

  it('puts an exact match first, then a prefix, then word starts, then scattered letters', () => {
    const commands = [command('Describe the logo'), command('Code search'), command('Review code'), command('code')];
    expect(rankCommands('code', commands, 10).map((c) => c.label)).toEqual(['code', 'Code search', 'Review code']);
    expect(rankCommands('dl', commands, 10).map((c) => c.label)).toEqual(['Describe the logo']);
  });

  it('prefers consecutive letters over the same letters spread out', () => {
    const ranked = rankCommands('getting', [command('Go to Traffic: the network log'), command('Getting started')], 10);
    expect(ranked[0]?.label).toBe('Getting started');
  });

  it('also finds an item by its name or URI, below an equally good label match', () => {
    const byUri = command('Getting started', 'demo://docs/guide/getting-started.md');
    const byLabel = command('guide');
    expect(rankCommands('guide', [byUri, byLabel], 10)).toEqual([byLabel, byUri]);
    expect(rankCommands('started.md', [byUri, byLabel], 10)).toEqual([byUri]);
  });

  it('keeps list order for an empty query and honours the limit', () => {
    const commands = [command('b'), command('a'), command('c')];
    expect(rankCommands('  ', commands, 2).map((c) => c.label)).toEqual(['b', 'a']);
    expect(rankCommands('a', [...commands, command('aa'), command('ab')], 1).map((c) => c.label)).toEqual(['a']);
  });
});
