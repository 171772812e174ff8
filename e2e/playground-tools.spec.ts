import { expect, test } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { modelApiControl } from './fixtures/model-api/control-client';
import { MODEL_API, PlaygroundPage } from './pages/playground-page';
import { turns, watchRequests } from './playground-wire';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';
import { shootBothThemes } from './screenshots';

// The model-API fixture is scripted per test and records every request (e2e/ports.ts).
test.describe.configure({ lock: fixtureLocks('modelApi') });

// e2e/fixtures/header-tools-server.ts: `deploy` carries x-mcp-header parameters the server enforces,
// `greet` answers input_required with an elicitation, `wipe-cache` is destructive, `slow-count`
// read-only and closed-world, `fail` read-only but silent about the world (open, by the spec's default).
const HEADER_TOOLS = fixtureUrl(E2E_PORTS.headerTools);
const KEY = 'sk-e2e-tools-0c44a9';
const modelApi = modelApiControl(MODEL_API);

test.beforeEach(async () => {
  await modelApi.reset();
});

test('a model’s calls go out as the Tools panel’s do: Mcp-Param headers, input_required through the Input required dialog, and the read-only switch runs only read-only closed-world tools', async ({ page }) => {
  await modelApi.script({
    rules: [
      { when: { userSays: 'Deploy api', afterToolResult: false }, reply: { kind: 'answer', toolCalls: [{ name: 'deploy', arguments: { service: 'api', region: 'eu-west-1', replicas: 3 }, pieces: 5 }] } },
      { when: { userSays: 'Greet me', afterToolResult: false }, reply: { kind: 'answer', toolCalls: [{ name: 'greet', arguments: {} }] } },
      {
        when: { userSays: 'Count, then clear', afterToolResult: false },
        reply: {
          kind: 'answer',
          text: 'Counting first.',
          toolCalls: [
            { name: 'slow-count', arguments: { steps: 1 } },
            { name: 'fail', arguments: {} },
            { name: 'wipe-cache', arguments: {} },
          ],
        },
      },
      { when: { afterToolResult: true }, reply: { kind: 'answer', text: 'Done: {{toolResult}}.' }, repeat: true },
    ],
  });
  const playground = new PlaygroundPage(page);
  await playground.openOn(HEADER_TOOLS);
  await playground.configure({ provider: 'anthropic', apiKey: KEY });

  await test.step('x-mcp-header parameters go out as Mcp-Param headers', async () => {
    await playground.ask('Deploy api to eu-west-1 with 3 replicas.');
    await playground.card('deploy').getByRole('button', { name: 'Allow', exact: true }).click();
    // The server answers 400 when a declared header is missing or disagrees with the body.
    await expect(playground.conversation).toContainText('Done: deployed api to eu-west-1 x3.');
    await playground.openTab('Traffic');
    await playground.trafficRows('tools/call').last().click();
    const headers = page.getByRole('table', { name: 'Request headers' });
    await expect(headers.getByRole('row', { name: /mcp-param-region/i })).toContainText('eu-west-1');
    await expect(headers.getByRole('row', { name: /mcp-param-replicas/i })).toContainText('3');
    await playground.openTab('Playground');
  });

  await test.step('input_required inside the call: the elicitation is answered in the Input required dialog and the retried call’s result goes to the model', async () => {
    await playground.ask('Greet me, please.');
    await playground.card('greet').getByRole('button', { name: 'Allow', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Input required' });
    await expect(dialog).toContainText('Who is calling?');
    await dialog.getByRole('textbox', { name: 'name' }).fill('Ada');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(playground.card('greet')).toContainText('hello Ada');
    await expect(playground.conversation).toContainText('Done: hello Ada.');
    expect(turns(await modelApi.requests()).at(-1)?.results.map((result) => result.text)).toEqual(['hello Ada']);
  });

  await test.step('with read-only tools allowed to run, a read-only closed-world call runs at once; an open-world and a destructive one still ask', async () => {
    await playground.autoRunReadOnly.check();
    await playground.ask('Count, then clear the cache.');
    await expect(playground.card('slow-count')).toContainText('counted to 1');
    await expect(playground.card('slow-count')).toContainText('Ran without asking (read-only)');
    await expect(playground.allow).toHaveCount(2);
    await playground.card('fail').getByRole('button', { name: 'Allow', exact: true }).click();
    await expect(playground.card('fail')).toContainText('the tool failed on purpose');
    const wipe = playground.card('wipe-cache');
    await expect(wipe).not.toContainText('cache wiped');
    await wipe.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect(wipe).toContainText('cache wiped');
    await expect(playground.conversation).toContainText('Done: counted to 1');
    const followUp = turns(await modelApi.requests()).at(-1);
    expect(followUp?.results.map((result) => result.text)).toEqual(['counted to 1', 'the tool failed on purpose', 'cache wiped']);
  });
});

test('with two servers connected, the model is offered the tools of both under unique names, each server named as saved, and its call of the second one’s echo runs on that server, its card naming it', async ({ page }) => {
  test.slow(); // two connects, a saved server, axe in both themes and four screenshots
  // The reference fixture and the unmodified server-everything both have `echo`; only the latter answers "Echo: …".
  const reference = fixtureUrl(E2E_PORTS.demoHttp);
  const everything = fixtureUrl(E2E_PORTS.everything);
  await modelApi.script({
    rules: [
      { when: { userSays: 'Echo it on everything', afterToolResult: false }, reply: { kind: 'answer', toolCalls: [{ name: 'mcp-servers_everything__echo', arguments: { message: 'from the playground' } }] } },
      { when: { afterToolResult: true }, reply: { kind: 'answer', text: 'It said {{toolResult}}.' } },
    ],
  });
  const requests = watchRequests(page);
  const playground = new PlaygroundPage(page);
  await playground.open(`server=${encodeURIComponent(reference)}&server=${encodeURIComponent(everything)}&panel=playground`);
  const servers = page.getByRole('list', { name: 'Connected servers' });
  await expect(servers.getByRole('listitem').filter({ hasText: everything }).getByRole('status')).toContainText('Connected · 2025-11-25');
  await playground.configure({ provider: 'openai', apiKey: KEY });
  // The reference server saved as "staging": the playground names it so, as the sidebar does.
  await playground.serverUrl.fill(reference);
  await page.getByRole('button', { name: 'Save server', exact: true }).click();
  await page.getByRole('group', { name: `Edit ${new URL(reference).host}` }).getByRole('textbox', { name: 'Name', exact: true }).fill('staging');
  await page.getByRole('button', { name: 'Done', exact: true }).click();

  const offer = page.getByRole('group', { name: 'Tools offered to the model', exact: true });
  const group = (name: string, url: string) => offer.getByRole('group', { name: `${name} ${url}`, exact: true });
  // What the server calls itself (serverInfo.name) stays beside the saved name.
  await expect(group('staging (mcp-console-demo)', reference).getByRole('checkbox', { name: 'echo', exact: true })).toBeChecked();
  await expect(group('mcp-servers/everything', everything).getByRole('checkbox', { name: 'echo', exact: true })).toBeChecked();
  await expect(group('mcp-servers/everything', everything)).toContainText('as mcp-servers_everything__echo');
  await expectAxeCleanInBothThemes(page);
  await shootBothThemes(page, 'playground-workspace');

  await playground.ask('Echo it on everything, please.');
  const card = playground.card('mcp-servers_everything__echo');
  await expect(card).toContainText(`On server mcp-servers/everything · ${everything}`);
  await card.getByRole('button', { name: 'Allow', exact: true }).click();
  await expect(playground.conversation).toContainText('It said Echo: from the playground.');
  await shootBothThemes(page, 'playground-workspace-call');

  const offered = turns(await modelApi.requests())[0]?.tools.map((tool) => tool.name) ?? [];
  expect(new Set(offered).size).toBe(offered.length);
  expect(offered).toEqual(expect.arrayContaining(['staging__echo', 'add', 'find-resources', 'mcp-servers_everything__echo', 'get-sum']));
  expect(offered).not.toContain('echo');
  // The call went to server-everything itself, not to the active reference server.
  const calls = requests.filter((request) => (request.postData() ?? '').includes('"tools/call"')).map((request) => request.url());
  expect(calls).toEqual([everything]);
});
