import { expect, test } from '@playwright/test';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl } from './ports';

// Each test reaches its server once and drives several tools there in turn (decision 0020:
// a page load and connect is most of a short test's cost).

test.describe('demo server', () => {
  test('a draft survives a reload; echo shows its text result; add its structured content checked against its outputSchema; an invalid argument is caught before anything is sent; a resource_link opens the resource', async ({ page }) => {
    const tools = new ToolsPage(page);
    await tools.openTool('echo');
    await tools.argument('message').fill('kept across reloads');
    await page.reload();
    await expect(tools.argument('message')).toHaveValue('kept across reloads');

    await tools.argument('message').fill('hello tools');
    await tools.callTool.click();
    await expect(tools.result).toContainText('hello tools');
    await expect(tools.result.getByRole('status')).toContainText('Succeeded');

    await tools.selectTool('add');
    await expect(tools.argument('a', 'spinbutton')).toBeVisible();
    await tools.argument('a', 'spinbutton').fill('2');
    await tools.argument('b', 'spinbutton').fill('40');
    await tools.callTool.click();
    await expect(tools.result).toContainText('"sum": 42');
    await expect(tools.result).toContainText('Matches the tool’s outputSchema');

    await tools.selectTool('find-resources');
    await tools.argument('query').fill('');
    await tools.callTool.click();
    await expect(page.getByRole('alert').filter({ hasText: 'nothing was sent' })).toBeVisible();
    await tools.openTab('Traffic');
    await expect(tools.trafficRows('tools/list').first()).toBeVisible();
    // The two calls above, and none for the invalid one.
    await expect(tools.trafficRows('tools/call')).toHaveCount(2);

    await tools.openTab('Tools');
    await tools.selectTool('find-resources');
    await tools.argument('query').fill('cach');
    await tools.callTool.click();
    const link = tools.result.getByRole('button', { name: /^Open .* in Resources$/ }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('tab', { name: 'Resources', exact: true })).toHaveAttribute('aria-selected', 'true');
  });

  test('the JSON editor (Monaco) opens offline and shares its value with the form', async ({ page }) => {
    const remote: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'demo.mcp-console.invalid'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) remote.push(request.url());
    });
    const tools = new ToolsPage(page);
    await tools.openTool('echo');
    await tools.argument('message').fill('from the form');
    await page.getByRole('tab', { name: 'JSON', exact: true }).click();
    const editor = page.locator('.monaco-editor');
    await expect(editor).toBeVisible();
    await expect(editor).toContainText('from the form');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('{"message": "from json"}');
    await page.getByRole('tab', { name: 'Form', exact: true }).click();
    await expect(tools.argument('message')).toHaveValue('from json');
    expect(remote).toEqual([]);
  });
});

test('server-everything (legacy): get-sum returns the sum; get-structured-content with an enum argument shows structured content', async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('get-sum', fixtureUrl(E2E_PORTS.everything));
  await tools.argument('a', 'spinbutton').fill('7');
  await tools.argument('b', 'spinbutton').fill('5');
  await tools.callTool.click();
  await expect(tools.result).toContainText('12');

  await tools.selectTool('get-structured-content');
  await tools.argument('location', 'combobox').selectOption('Chicago');
  await tools.callTool.click();
  await expect(tools.result).toContainText('"temperature"');
  await expect(tools.result).toContainText('Matches the tool’s outputSchema');
});

test.describe('x-mcp-header fixture', () => {
  const server = fixtureUrl(E2E_PORTS.headerTools);

  test('lists tools with invalid x-mcp-header declarations as excluded, with the reason, and mirrors x-mcp-header arguments as Mcp-Param headers the server enforces', async ({ page }) => {
    const tools = new ToolsPage(page);
    await tools.openTool('deploy', server);
    const excluded = page.getByRole('region', { name: 'Excluded tools' });
    await expect(excluded).toContainText('bad-number-header');
    await expect(excluded).toContainText('not "number"');
    await expect(excluded).toContainText('bad-nested-header');
    await expect(excluded).toContainText('bad-duplicate-header');

    await tools.argument('service').fill('api');
    await tools.argument('region').fill('eu-west-1');
    await tools.argument('replicas', 'spinbutton').fill('3');
    await tools.callTool.click();
    await expect(tools.result).toContainText('deployed api to eu-west-1 x3');
    const headers = await tools.lastRequestHeaders('tools/call');
    await expect(headers.getByRole('row', { name: /mcp-param-region/i })).toContainText('eu-west-1');
    await expect(headers.getByRole('row', { name: /mcp-param-replicas/i })).toContainText('3');
  });

  test('a destructive tool asks for confirmation first; a tool error (isError) is shown apart from a JSON-RPC error; a running call shows progress and cancels; input_required opens the shared Input required dialog and retries', async ({ page }) => {
    const tools = new ToolsPage(page);
    await tools.openTool('wipe-cache', server);
    await tools.callTool.click();
    const dialog = page.getByRole('alertdialog', { name: 'Call wipe-cache?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Call anyway', exact: true }).click();
    await expect(tools.result).toContainText('cache wiped');

    await tools.selectTool('fail');
    await tools.callTool.click();
    await expect(tools.result.getByRole('alert')).toContainText('Tool error');
    await expect(tools.result).toContainText('the tool failed on purpose');

    await tools.selectTool('slow-count');
    await tools.argument('steps', 'spinbutton').fill('600');
    await tools.callTool.click();
    const progress = tools.result.getByRole('progressbar', { name: 'Calling slow-count' });
    await expect(progress).toHaveAttribute('max', '600');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(tools.result).toContainText('Cancelled');

    await tools.selectTool('greet');
    await tools.callTool.click();
    const input = page.getByRole('dialog', { name: 'Input required' });
    await expect(input).toContainText('Who is calling?');
    await input.getByRole('textbox', { name: 'name' }).fill('Ada');
    await input.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(tools.result).toContainText('hello Ada');
  });
});
