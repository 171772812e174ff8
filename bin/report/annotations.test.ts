import { describe, expect, it } from 'vitest';
import { annotation, inGitHubActions } from './annotations';

describe('GitHub Actions annotations', () => {
  it('escapes %, CR and LF in the message, and also : and , in properties', () => {
    expect(annotation('error', 'MCP a:b,c', '100% broken\r\nsee http://x')).toBe('::error title=MCP a%3Ab%2Cc::100%25 broken%0D%0Asee http://x\n');
  });

  it('is only on when GITHUB_ACTIONS is "true"', () => {
    expect(inGitHubActions({ GITHUB_ACTIONS: 'true' })).toBe(true);
    expect(inGitHubActions({ GITHUB_ACTIONS: 'false' })).toBe(false);
    expect(inGitHubActions({})).toBe(false);
  });
});
