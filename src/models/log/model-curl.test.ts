import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { KEY_PLACEHOLDER, type ModelExchange } from '../types';
import { modelCurl } from './model-curl';

const exchange: ModelExchange = {
  id: 1,
  provider: 'openai',
  method: 'POST',
  url: 'http://127.0.0.1:1234/v1/chat/completions',
  requestHeaders: { authorization: `Bearer ${KEY_PLACEHOLDER}`, 'content-type': 'application/json', 'content-length': '42' },
  requestBody: `{"messages":[{"role":"user","content":"it's $HOME"}]}`,
  startedAt: 0,
  responseBody: '',
};

describe('modelCurl', () => {
  it('puts $API_KEY where the key was, and quotes everything else so the shell expands nothing', () => {
    const command = modelCurl(exchange);
    expect(command).toContain(`-H 'authorization: Bearer '"$API_KEY"''`);
    expect(command).not.toContain(KEY_PLACEHOLDER);
    expect(command).not.toContain('content-length');
    // The shell reads the words back as recorded, with the key from the environment.
    const words = execFileSync('sh', ['-c', `printf '%s\\n' ${command.replace(/^curl /, '').replace(/ \\\n/g, ' ')}`], { env: { API_KEY: 'sk-from-env', PATH: process.env.PATH ?? '' }, encoding: 'utf8' }).split('\n');
    expect(words).toContain('authorization: Bearer sk-from-env');
    expect(words).toContain(exchange.requestBody);
    expect(words).toContain(exchange.url);
  });
});
