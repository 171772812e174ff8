import { describe, expect, it } from 'vitest';
import { wantsMultiline } from './long-text';

describe('wantsMultiline', () => {
  it('says yes when the name, title, description or media type says code or text', () => {
    expect(wantsMultiline({ name: 'code' })).toBe(true);
    expect(wantsMultiline({ name: 'sourceText' })).toBe(true);
    expect(wantsMultiline({ name: 'q', title: 'Request body' })).toBe(true);
    expect(wantsMultiline({ name: 'input', description: 'A code snippet to review' })).toBe(true);
    expect(wantsMultiline({ name: 'doc', mediaType: 'text/markdown' })).toBe(true);
  });

  it('keeps short values on one line', () => {
    expect(wantsMultiline({ name: 'userId' })).toBe(false);
    expect(wantsMultiline({ name: 'message', description: 'The message to echo' })).toBe(false);
    expect(wantsMultiline({ name: 'when', mediaType: 'date-time' })).toBe(false);
    expect(wantsMultiline({ name: 'context' })).toBe(false);
  });
});
