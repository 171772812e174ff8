import { describe, expect, it } from 'vitest';
import { serverUrlProblem, serverUrlProblemText } from './server-url';

describe('serverUrlProblem (issue 33)', () => {
  it('accepts http and https endpoints', () => {
    expect(serverUrlProblem('https://example.com/mcp')).toBeUndefined();
    expect(serverUrlProblem(' http://127.0.0.1:3000/mcp ')).toBeUndefined();
    expect(serverUrlProblem('http://localhost:8080/sse')).toBeUndefined();
  });

  it('offers the bridge for a pasted stdio command', () => {
    for (const command of ['npx -y @modelcontextprotocol/server-memory', 'node build/index.js', 'uvx x', 'python -m my_server', './server --stdio']) {
      const problem = serverUrlProblem(command);
      expect(problem?.bridgeCommand, command).toBe(`npx mcp-console -- ${command}`);
      expect(problem?.message).toContain('not a URL');
      if (problem !== undefined) expect(serverUrlProblemText(problem)).toContain(`npx mcp-console -- ${command}`);
    }
  });

  it('says what is expected for anything else, with the likely URL for host:port', () => {
    expect(serverUrlProblem('localhost:3000/mcp')?.message).toContain('e.g. http://localhost:3000/mcp');
    expect(serverUrlProblem('localhost:3000/mcp')?.bridgeCommand).toBeUndefined();
    expect(serverUrlProblem('ftp://example.com/mcp')?.message).toContain('is not an http(s) URL');
    expect(serverUrlProblem('ftp://example.com/mcp')?.bridgeCommand).toBeUndefined();
    expect(serverUrlProblem('')?.message).toContain('Enter the URL');
  });
});
