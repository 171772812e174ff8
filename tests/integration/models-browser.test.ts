import { createServer, type Server } from 'node:http';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium';
import { isRecord } from '../../src/lib/is-record';
import { withModelApiFixture } from '../model-api/fixture';
import { closeServer } from './proxy-harness';
import { listenOn } from './counting-upstream';

/**
 * The model layer in real Chromium, from a page on another origin than the endpoint: what only a
 * browser does. The clients run with browser access, their CORS preflight passes the fixture, and
 * a fetch that got no answer is told apart: CORS refused (the endpoint answers without CORS, as LM
 * Studio does by default) or nothing listening.
 */

const fixture = withModelApiFixture();
let browser: Browser | undefined;
let site: Server | undefined;
let page: Page | undefined;

const ENTRY = `
import { ModelLog, runTurn, ModelError } from './src/models';
Object.assign(globalThis, {
  modelTurn: async (provider, baseUrl) => {
    const log = new ModelLog();
    const messages = [{ role: 'user', parts: [{ type: 'text', text: 'hi' }] }];
    try {
      const result = await runTurn({ settings: { provider, baseUrl, model: 'fixture-model', viaProxy: false }, apiKey: 'sk-browser-1', messages, tools: [], maxTokens: 20, signal: new AbortController().signal }, {}, { log });
      return { text: result.text, logged: JSON.stringify(log.getSnapshot()) };
    } catch (error) {
      return { kind: error instanceof ModelError ? error.info.kind : String(error), logged: JSON.stringify(log.getSnapshot()) };
    }
  },
});
`;

beforeAll(async () => {
  const bundle = await build({ stdin: { contents: ENTRY, resolveDir: process.cwd(), loader: 'js' }, bundle: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent' });
  const script = bundle.outputFiles[0]?.text ?? '';
  site = createServer((req, res) => {
    if (req.url === '/models.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>models</title><script type="module" src="/models.js"></script>');
  });
  const port = await listenOn(site);
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'modelTurn' in globalThis);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (site !== undefined) await closeServer(site);
});

interface Outcome {
  text?: string;
  kind?: string;
  logged: string;
}

function outcomeOf(value: unknown): Outcome {
  if (!isRecord(value) || typeof value.logged !== 'string') throw new Error(`the page answered ${JSON.stringify(value)}`);
  return { logged: value.logged, ...(typeof value.text === 'string' ? { text: value.text } : {}), ...(typeof value.kind === 'string' ? { kind: value.kind } : {}) };
}

async function turnIn(provider: 'openai' | 'anthropic', baseUrl: string): Promise<Outcome> {
  if (page === undefined) throw new Error('the page has not loaded');
  const answer: unknown = await page.evaluate(async ([p, url]) => {
    const run: unknown = Reflect.get(globalThis, 'modelTurn');
    if (typeof run !== 'function') throw new Error('modelTurn is missing');
    const result: unknown = await Reflect.apply(run, undefined, [p, url]);
    return result;
  }, [provider, baseUrl] as const);
  return outcomeOf(answer);
}

describe.each(['openai', 'anthropic'] as const)('the %s client in Chromium', (provider) => {
  const base = () => (provider === 'openai' ? fixture.server().openaiBaseUrl : fixture.server().anthropicBaseUrl);

  it('answers across origins: the preflight passes and no x-stainless header is asked for', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'answer', text: 'From the browser.' } }] });
    const outcome = await turnIn(provider, base());
    expect(outcome.text).toBe('From the browser.');
    expect(outcome.logged).not.toContain('sk-browser-1');
    const requests = await fixture.control().requests();
    const preflight = requests.find((request) => request.method === 'OPTIONS');
    expect(preflight?.headers['access-control-request-headers']?.split(',').filter((name) => name.startsWith('x-stainless'))).toEqual([]);
  });

  it('tells a CORS refusal from nothing listening', async () => {
    await fixture.control().script({ cors: false });
    expect((await turnIn(provider, base())).kind).toBe('cors');
    expect((await turnIn(provider, provider === 'openai' ? 'http://127.0.0.1:9/v1' : 'http://127.0.0.1:9')).kind).toBe('refused');
  });
});
