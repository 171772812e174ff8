import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('unit files that share a worker’s module cache (vitest.config.ts, the node project)', () => {
  it('never replace a module with vi.mock, which would reach the other files of the worker', () => {
    const mocking = ['src', 'demo-server']
      .flatMap((dir) => testFiles(join(ROOT, dir)))
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(mocking).toEqual([]);
  });
});
