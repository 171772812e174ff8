import { describe, expect, it } from 'vitest';
import { dedent } from './mcp-console-element';

describe('dedent', () => {
  it('removes the indentation an inline walkthrough shares with the page HTML', () => {
    expect(dedent('\n          format: x\n          steps:\n            - caption: c\n        ')).toBe('format: x\nsteps:\n  - caption: c');
  });
});
