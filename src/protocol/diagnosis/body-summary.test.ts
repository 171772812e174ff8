import { describe, expect, it } from 'vitest';
import { summariseBody } from './body-summary';

describe('summariseBody', () => {
  it('stands an HTML page in for its title and text, with no markup left', () => {
    const page = '<!DOCTYPE html>\n<html><head><title>Error</title><style>p{}</style></head><body><pre>Cannot POST /sse &amp; more</pre><script>x()</script></body></html>';
    expect(summariseBody(page, 'text/html')).toBe('Error — Cannot POST /sse & more');
  });

  it('recognises a page sent without a media type, and caps long text', () => {
    expect(summariseBody(`<html><body><h1>${'a'.repeat(200)}</h1></body></html>`, undefined)).toMatch(/^a{119}…$/);
  });

  it('keeps plain text as text, whitespace collapsed', () => {
    expect(summariseBody('  Not\n  Found ', 'text/plain')).toBe('Not Found');
  });
});
