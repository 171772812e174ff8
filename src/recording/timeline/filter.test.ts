import { describe, expect, it } from 'vitest';
import { matchesFilter, parseTimelineFilter } from './filter';
import { timelineEvent } from './types';

const call = timelineEvent({ id: 'http:1', lane: 'http', start: 0, label: 'tools/call echo · 500', method: 'tools/call', status: 'error' });
const read = timelineEvent({ id: 'cache:1', lane: 'cache', start: 0, label: 'resources/read short://a fresh', method: 'resources/read', details: ['ttlMs 2000'] });

describe('parseTimelineFilter', () => {
  it('reads DevTools-style key:value clauses and free text', () => {
    expect(parseTimelineFilter('method:tools/call status:error lane:cache news')).toEqual({
      clauses: [
        { key: 'method', values: ['tools/call'], negated: false },
        { key: 'status', values: ['error'], negated: false },
        { key: 'lane', values: ['cache'], negated: false },
      ],
      text: ['news'],
      excludedText: [],
    });
  });

  it('handles negation, alternatives, quotes and unknown keys as text', () => {
    expect(parseTimelineFilter('-lane:http,cache "two words" -noise url:x lane:')).toEqual({
      clauses: [{ key: 'lane', values: ['http', 'cache'], negated: true }],
      text: ['two words', 'url:x', 'lane:'],
      excludedText: ['noise'],
    });
    expect(parseTimelineFilter('method:"tools/call"').clauses).toEqual([{ key: 'method', values: ['tools/call'], negated: false }]);
    expect(parseTimelineFilter('   ')).toEqual({ clauses: [], text: [], excludedText: [] });
  });
});

describe('matchesFilter', () => {
  const match = (text: string) => [call, read].filter((e) => matchesFilter(e, parseTimelineFilter(text))).map((e) => e.id);
  it('requires every clause, any of its values', () => {
    expect(match('method:tools/call status:error')).toEqual(['http:1']);
    expect(match('lane:http,cache')).toEqual(['http:1', 'cache:1']);
    expect(match('-lane:http')).toEqual(['cache:1']);
    expect(match('method:resources/*')).toEqual(['cache:1']);
    expect(match('Status:ERROR')).toEqual(['http:1']);
  });
  it('searches labels and details for free text, case-insensitively', () => {
    expect(match('TTLMS')).toEqual(['cache:1']);
    expect(match('-echo')).toEqual(['cache:1']);
    expect(match('')).toEqual(['http:1', 'cache:1']);
  });
});
