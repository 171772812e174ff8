import { describe, expect, it } from 'vitest';
import { internResources } from './intern';

/** A page as JSON.parse builds it: every value its own copy. */
const page = () =>
  structuredClone(
    Array.from({ length: 3 }, (_, i) => ({
      uri: `x://h/${i}`,
      name: `r${i}`,
      mimeType: 'text/markdown',
      annotations: { audience: ['user', 'assistant'], priority: 0.5, lastModified: `2026-11-0${i + 1}T00:00:00Z` },
      icons: [{ src: 'data:image/svg+xml;base64,PHN2Zy8+', mimeType: 'image/svg+xml', sizes: ['any'] }],
    })),
  );

/** Reads a returned page as the array of records it is. */
function records(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Error('not a page');
  return value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
}

/** A field of an object read as unknown, and an object's own keys. */
const at = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined);
const keysOf = (value: unknown): string[] => (typeof value === 'object' && value !== null ? Object.keys(value) : []);

describe('internResources', () => {
  it('shares one copy of repeated audiences and icon lists across pages, leaving every value equal and the pages as given', () => {
    const first = page();
    const second = page();
    const before = JSON.stringify([first, second]);
    const [a, b] = [records(internResources(first)), records(internResources(second))];
    expect(JSON.stringify([a, b])).toBe(before);
    // The given pages are untouched: the traffic log may hold those very objects.
    expect(JSON.stringify([first, second])).toBe(before);
    expect(a[0]).not.toBe(first[0]);
    expect(a[0]?.annotations).not.toBe(first[0]?.annotations);
    const all = [...a, ...b].map((r) => ({ uri: r.uri, icons: r.icons, audience: at(r.annotations, 'audience') }));
    expect(new Set(all.map((r) => r.audience)).size).toBe(1);
    expect(new Set(all.map((r) => r.icons)).size).toBe(1);
    expect(new Set(all.map((r) => r.uri)).size).toBe(3);
  });

  it('leaves what is not a list of resources alone', () => {
    const odd = [null, 'text', { mimeType: 7, annotations: { audience: [1] }, icons: [] }];
    const before = JSON.stringify(odd);
    expect(JSON.stringify(internResources(odd))).toBe(before);
    expect(internResources(undefined)).toBeUndefined();
    expect(JSON.stringify(odd)).toBe(before);
  });

  it('keeps annotations a server sent with fields of its own as sent, and every known field of the others', () => {
    const resources = [
      { uri: 'x://h/a', annotations: { audience: ['user'], priority: 0.3, lastModified: '2026-11-01T00:00:00Z' } },
      { uri: 'x://h/b', annotations: { priority: 0.3, 'x-team': 'docs' } },
      { uri: 'x://h/c', annotations: { lastModified: '2026-11-02T00:00:00Z' } },
      { uri: 'x://h/d', annotations: {} },
    ];
    const before = JSON.stringify(resources);
    const interned = records(internResources(resources));
    expect(JSON.stringify(interned)).toBe(before);
    expect(JSON.stringify(resources)).toBe(before);
    expect(interned[1]?.annotations).toEqual({ priority: 0.3, 'x-team': 'docs' });
    expect(keysOf(interned[1]?.annotations)).toEqual(['priority', 'x-team']);
    expect(interned[0]?.annotations).toMatchObject({ audience: ['user'], priority: 0.3, lastModified: '2026-11-01T00:00:00Z' });
    // An absent field reads as absent, as the details and the filter read it.
    expect(interned[2]?.annotations).toMatchObject({ lastModified: '2026-11-02T00:00:00Z' });
    expect(at(interned[2]?.annotations, 'priority')).toBeUndefined();
    expect(at(interned[3]?.annotations, 'audience')).toBeUndefined();
  });
});
