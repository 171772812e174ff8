import { describe, expect, it } from 'vitest';
import { internResourceValues } from './intern';

/** A page as the validator builds it: every value its own copy. */
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

describe('internResourceValues', () => {
  it('shares one copy of repeated audiences and icon lists across pages, leaving every value equal', () => {
    const first = page();
    const second = page();
    const before = JSON.stringify([first, second]);
    internResourceValues(first);
    internResourceValues(second);
    expect(JSON.stringify([first, second])).toBe(before);
    const all = [...first, ...second];
    expect(new Set(all.map((r) => r.annotations.audience)).size).toBe(1);
    expect(new Set(all.map((r) => r.icons)).size).toBe(1);
    expect(new Set(all.map((r) => r.uri)).size).toBe(3);
  });

  it('leaves what is not a list of resources alone', () => {
    const odd = [null, 'text', { mimeType: 7, annotations: { audience: [1] }, icons: [] }];
    const before = JSON.stringify(odd);
    internResourceValues(odd);
    internResourceValues(undefined);
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
    const extended = resources[1]?.annotations;
    internResourceValues(resources);
    expect(JSON.stringify(resources)).toBe(before);
    expect(resources[1]?.annotations).toBe(extended);
    expect(resources[1]?.annotations).toEqual({ priority: 0.3, 'x-team': 'docs' });
    expect(resources[0]?.annotations).toMatchObject({ audience: ['user'], priority: 0.3, lastModified: '2026-11-01T00:00:00Z' });
    // An absent field reads as absent, as the details and the filter read it.
    expect(resources[2]?.annotations).toMatchObject({ lastModified: '2026-11-02T00:00:00Z' });
    expect(Reflect.get(resources[2]?.annotations ?? {}, 'priority')).toBeUndefined();
    expect(Reflect.get(resources[3]?.annotations ?? {}, 'audience')).toBeUndefined();
  });
});
