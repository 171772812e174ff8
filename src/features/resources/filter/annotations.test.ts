import { describe, expect, it } from 'vitest';
import { audienceChips, formatLastModified, formatPriority } from './annotations';
import { matcher, NO_FILTER } from './filter';

const NOW = Date.parse('2026-12-02T12:00:00Z');

describe('annotation formatting (spec §13.2)', () => {
  it('shows lastModified relative, with the ISO time for hover', () => {
    expect(formatLastModified('2026-11-29T12:00:00Z', NOW)).toEqual({ relative: '3 days ago', iso: '2026-11-29T12:00:00.000Z' });
    expect(formatLastModified('2026-12-02T11:58:00Z', NOW).relative).toBe('2 minutes ago');
    expect(formatLastModified('yesterday-ish', NOW)).toEqual({ relative: undefined, iso: 'yesterday-ish' });
  });

  it('shows priority as a value and a bar fraction, flagging out-of-range values', () => {
    expect(formatPriority(0.75)).toEqual({ text: '0.75', fraction: 0.75, valid: true });
    expect(formatPriority(1.5)).toEqual({ text: '1.50', fraction: 1, valid: false });
  });

  it('deduplicates audience chips', () => {
    expect(audienceChips(['user', 'assistant', 'user'])).toEqual(['assistant', 'user']);
    expect(audienceChips(undefined)).toEqual([]);
  });
});

describe('resource filter', () => {
  const resource = {
    uri: 'demo://docs/guide/intro.md',
    name: 'intro.md',
    title: 'Introduction',
    description: 'Start here',
    mimeType: 'text/markdown',
    annotations: { audience: ['user' as const], priority: 0.8 },
  };

  it('matches text in name, title, URI and description, case-insensitively', () => {
    for (const text of ['INTRO', 'introduction', 'docs/guide', 'start here']) expect(matcher({ ...NO_FILTER, text })(resource)).toBe(true);
    expect(matcher({ ...NO_FILTER, text: 'nothing' })(resource)).toBe(false);
  });

  it('filters by audience, minimum priority and MIME type', () => {
    expect(matcher({ ...NO_FILTER, audience: 'assistant' })(resource)).toBe(false);
    expect(matcher({ ...NO_FILTER, minPriority: 0.9 })(resource)).toBe(false);
    expect(matcher({ ...NO_FILTER, minPriority: 0.8 })(resource)).toBe(true);
    expect(matcher({ ...NO_FILTER, mimeType: 'application/json' })(resource)).toBe(false);
  });
});
