import { describe, expect, it } from 'vitest';
import { codeLanguage } from './code-language';

describe('codeLanguage', () => {
  it('picks the language by MIME type first', () => {
    expect(codeLanguage('text/x-python', 'demo://notes.txt')).toBe('python');
    expect(codeLanguage('application/yaml; charset=utf-8', 'demo://x')).toBe('yaml');
    expect(codeLanguage('application/ld+json', 'demo://x')).toBe('json');
    expect(codeLanguage('image/svg+xml', 'demo://logo')).toBe('xml');
  });

  it('falls back to the extension, ignoring query and fragment', () => {
    expect(codeLanguage(undefined, 'file:///src/main.ts')).toBe('typescript');
    expect(codeLanguage('text/plain', 'demo://scripts/build.sh?v=2#top')).toBe('shell');
    expect(codeLanguage('text/plain', 'demo://styles/site.CSS')).toBe('css');
    expect(codeLanguage('', 'demo://a/b.md')).toBe('markdown');
  });

  it('leaves unknown text as plain', () => {
    expect(codeLanguage('text/plain', 'demo://readme')).toBeUndefined();
    expect(codeLanguage(undefined, 'demo://archive.tar.gz')).toBeUndefined();
  });
});
