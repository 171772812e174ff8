import type { Resource } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { compareLowerCase, matcher, NO_FILTER } from './filter';
import { MimeTypeIndex } from './mime-type-index';

const byLowerCase = (a: string, b: string): number => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

describe('compareLowerCase', () => {
  it('orders labels as their lower-cased forms do, ASCII or not', () => {
    const labels = ['Item 10', 'item 9', 'ITEM 1', 'item', 'Ärger', 'arger', 'İstanbul', 'istanbul', 'Zebra', 'zebra', 'a_b', 'a[b', 'ab', 'ß', 'ss', '', 'é', 'E', 'e\u0301', 'Item 1é', 'item 1'];
    for (const a of labels) for (const b of labels) expect(Math.sign(compareLowerCase(a, b)), `${a} vs ${b}`).toBe(byLowerCase(a, b));
  });
});

const resource = (over: Partial<Resource>): Resource => ({ uri: 'bulk://archive/item-1.txt', name: 'item-1', ...over });

describe('matcher', () => {
  it('matches the text in any case, in the name, URI, title or description', () => {
    const match = matcher({ ...NO_FILTER, text: '  ITEM-09999 ' });
    expect(match(resource({ name: 'item-09999' }))).toBe(true);
    expect(match(resource({ uri: 'bulk://x/Item-09999.md' }))).toBe(true);
    expect(match(resource({ title: 'The item-09999' }))).toBe(true);
    expect(match(resource({ description: 'see ITEM-09999' }))).toBe(true);
    expect(match(resource({}))).toBe(false);
  });

  it('takes the text literally, pattern characters and non-ASCII letters included', () => {
    expect(matcher({ ...NO_FILTER, text: 'a.b(1)[x]*' })(resource({ title: 'A.B(1)[X]*' }))).toBe(true);
    expect(matcher({ ...NO_FILTER, text: 'a.b' })(resource({ title: 'axb' }))).toBe(false);
    expect(matcher({ ...NO_FILTER, text: 'ärger' })(resource({ title: 'ÄRGER' }))).toBe(true);
    expect(matcher({ ...NO_FILTER, text: '/' })(resource({ uri: 'urn:x' }))).toBe(false);
  });
});

describe('MimeTypeIndex', () => {
  it('lists the sorted MIME types of a growing listing, and of a replaced one', () => {
    const index = new MimeTypeIndex();
    const page1 = [resource({ mimeType: 'text/plain' }), resource({})];
    const page2 = [resource({ mimeType: 'application/json' }), resource({ mimeType: 'text/plain' })];
    const first = index.update(page1);
    expect(first).toEqual(['text/plain']);
    expect(index.update([...page1])).toBe(first);
    expect(index.update([...page1, ...page2])).toEqual(['application/json', 'text/plain']);
    expect(index.update(page2.slice(0, 1))).toEqual(['application/json']);
  });
});
