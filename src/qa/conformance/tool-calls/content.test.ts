import { describe, expect, it } from 'vitest';
import { callResultContentProblem, canonical, contentBlockProblem, hasTextMirror, progressProblem } from './content';

describe('contentBlockProblem', () => {
  it('accepts each well-formed block type', () => {
    expect(contentBlockProblem({ type: 'text', text: 'hi' })).toBeUndefined();
    expect(contentBlockProblem({ type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' })).toBeUndefined();
    expect(contentBlockProblem({ type: 'audio', data: 'UklGRg==', mimeType: 'audio/wav' })).toBeUndefined();
    expect(contentBlockProblem({ type: 'resource_link', uri: 'file:///a.txt', name: 'a' })).toBeUndefined();
    expect(contentBlockProblem({ type: 'resource', resource: { uri: 'test://x', text: 'body' } })).toBeUndefined();
    expect(contentBlockProblem({ type: 'resource', resource: { uri: 'test://x', blob: 'AAEC' } })).toBeUndefined();
  });

  it('names the missing or broken field', () => {
    expect(contentBlockProblem({ type: 'text' })).toBe('text block has no text string');
    expect(contentBlockProblem({ type: 'image', data: 'not base64!', mimeType: 'image/png' })).toBe('image data is not canonical base64');
    expect(contentBlockProblem({ type: 'image', data: 'iVBORw0KGgo' , mimeType: 'image/png' })).toBe('image data is not canonical base64');
    expect(contentBlockProblem({ type: 'audio', data: 'UklGRg==' })).toBe('audio block has no mimeType');
    expect(contentBlockProblem({ type: 'image', data: 'AAAA', mimeType: 'png' })).toContain('is not type/subtype');
    expect(contentBlockProblem({ type: 'resource_link', uri: 'relative/path', name: 'a' })).toContain('not an absolute URI');
    expect(contentBlockProblem({ type: 'resource_link', uri: 'file:///a' })).toBe('resource_link has no name');
    expect(contentBlockProblem({ type: 'resource', resource: { uri: 'test://x' } })).toBe('embedded resource has neither text nor blob');
    expect(contentBlockProblem({ type: 'resource', resource: { uri: 'test://x', text: 'a', blob: 'AAAA' } })).toBe('embedded resource has both text and blob');
    expect(contentBlockProblem({ type: 'video', url: 'x' })).toContain('unknown content type "video"');
    expect(contentBlockProblem('text')).toBe('a content block is not an object');
  });

  it('points at the index of the bad block in a result', () => {
    expect(callResultContentProblem({ content: [{ type: 'text', text: 'ok' }, { type: 'image', data: '@@', mimeType: 'image/png' }] })).toBe('content[1]: image data is not canonical base64');
    expect(callResultContentProblem({ content: 'x' })).toBe('content is not an array');
    expect(callResultContentProblem({ content: [], isError: 'yes' })).toBe('isError must be a boolean');
  });
});

describe('text mirror and progress', () => {
  it('finds structuredContent mirrored as JSON text regardless of key order', () => {
    expect(hasTextMirror({ structuredContent: { a: 1, b: [2] }, content: [{ type: 'text', text: '{"b":[2],"a":1}' }] })).toBe(true);
    expect(hasTextMirror({ structuredContent: { a: 1 }, content: [{ type: 'text', text: 'a is 1' }] })).toBe(false);
    expect(canonical({ b: 1, a: undefined })).toBe('{"a":null,"b":1}');
  });

  it('requires strictly increasing progress within total', () => {
    expect(progressProblem([{ progress: 1, total: 3 }, { progress: 2.5, total: 3 }, { progress: 3, total: 3 }])).toBeUndefined();
    expect(progressProblem([{ progress: 2, total: undefined }, { progress: 2, total: undefined }])).toBe('update 2: progress 2 does not increase (previous 2)');
    expect(progressProblem([{ progress: 5, total: 4 }])).toBe('update 1: progress 5 exceeds total 4');
    expect(progressProblem([{ progress: '1', total: 4 }])).toContain('is not a number');
  });
});
