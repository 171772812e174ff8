import { describe, expect, it } from 'vitest';
import { annotation, inGitHubActions, reportAnnotations } from './annotations';
import { testReport as report, testResult as result } from './report.test-util';

describe('GitHub Actions annotations', () => {
  it('escapes %, CR and LF in the message, and also : and , in properties', () => {
    expect(annotation('error', 'MCP a:b,c', '100% broken\r\nsee http://x')).toBe('::error title=MCP a%3Ab%2Cc::100%25 broken%0D%0Asee http://x\n');
  });

  it('gives a failed check an ::error, a warned one a ::warning, and passed or n/a checks nothing', () => {
    const text = reportAnnotations(
      report([
        result('cache.ttl.tools-list', 'fail', 'no ttlMs'),
        result('cache.scope', 'warn', 'scope missing,\nassumed private'),
        result('tools.schema', 'pass', 'fine'),
        result('listen.ack', 'n/a', 'no listen capability'),
      ]),
    );
    expect(text.split('\n').filter((line) => line !== '')).toEqual([
      '::error title=MCP cache.ttl.tools-list::no ttlMs (§12 Caching hints)',
      '::warning title=MCP cache.scope::scope missing,%0Aassumed private (§12 Caching hints)',
    ]);
  });

  it('is empty for a report with only passes', () => {
    expect(reportAnnotations(report([result('tools.schema', 'pass', 'fine')]))).toBe('');
  });

  it('is only on when GITHUB_ACTIONS is "true"', () => {
    expect(inGitHubActions({ GITHUB_ACTIONS: 'true' })).toBe(true);
    expect(inGitHubActions({ GITHUB_ACTIONS: 'false' })).toBe(false);
    expect(inGitHubActions({})).toBe(false);
  });
});
