import { expect, test } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { AuthPage } from './pages/auth-page';
import { shootBothThemes } from './screenshots';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { ToolsPage } from './pages/tools-page';
import { startSubpathStaticServer } from './fixtures/subpath-static-server';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

const AUTH_SERVER = `http://127.0.0.1:${E2E_PORTS.authServer}`;
const open = (app: ConsolePage, port: number, panel = 'resources') => app.open(`server=${encodeURIComponent(fixtureUrl(port))}&panel=${panel}`);

// One authorization server decides who signs in next: these tests must not interleave.
test.describe.configure({ mode: 'serial', lock: fixtureLocks('authServer') });

test.beforeEach(async ({ request }) => {
  await request.post(`${AUTH_SERVER}/admin/user`, { data: 'alice' });
});

test('a protected server asks for sign-in; signing in connects and lists its resources, every step shown', async ({ page }) => {
  const app = new ConsolePage(page);
  const auth = new AuthPage(page);
  await open(app, E2E_PORTS.authProtected);
  await auth.expectSignInRequired();
  await expect(auth.step('Protected resource metadata', 'ok')).toBeVisible();
  await expect(auth.step('Authorization', 'waiting')).toBeVisible();

  await auth.completeSignIn();
  await app.expectConnected('2026-07-28');
  const resources = new ResourcesPage(page);
  await expect(resources.tree.getByRole('treeitem', { name: /welcome/ })).toBeVisible();
  await expect(resources.tree.getByRole('treeitem', { name: /^me/ })).toBeVisible();

  for (const step of [
    'Server asks for authorization (401)',
    'Protected resource metadata',
    'Authorization server metadata',
    'Client registration',
    'Authorization',
    'Token',
    'First authorized request',
  ]) {
    await expect(auth.step(step, 'ok')).toBeVisible();
  }
  // The callback URL (code, state) never stays in the address bar.
  expect(page.url()).not.toContain('code=');
  // Expanding a step shows its request; the token itself is redacted.
  await auth.step('Token', 'ok').locator('summary').click();
  await expect(auth.step('Token', 'ok')).toContainText('code_verifier=%5Bredacted%5D');
  await expect(auth.step('Token', 'ok')).toContainText('"access_token":"[redacted]"');
});

test("signing out and in as someone else never shows the previous user's private result", async ({ page, request }) => {
  const app = new ConsolePage(page);
  const auth = new AuthPage(page);
  const resources = new ResourcesPage(page);
  await open(app, E2E_PORTS.authProtected);
  await auth.completeSignIn();
  await app.expectConnected('2026-07-28');
  await resources.tree.getByRole('treeitem', { name: /^me/ }).click();
  await expect(resources.contents).toContainText('alice');

  await request.post(`${AUTH_SERVER}/admin/user`, { data: 'bob' });
  await auth.signOut.click();
  await auth.expectSignInRequired();
  await auth.completeSignIn();
  await app.expectConnected('2026-07-28');
  await resources.tree.getByRole('treeitem', { name: /^me/ }).click();
  await expect(resources.contents).toContainText('bob');
  await expect(resources.contents).not.toContainText('alice');
});

test('metadata served without CORS gets an alert that says so and shows the fix', async ({ page }) => {
  const app = new ConsolePage(page);
  const auth = new AuthPage(page);
  await open(app, E2E_PORTS.authNoCorsMetadata);
  await expect(auth.step('Protected resource metadata', 'failed')).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'The browser blocked the protected resource metadata' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('CORS');
  await expect(page.getByRole('region', { name: 'Authorization' })).toContainText('Access-Control-Allow-Origin');
  // The 401's alert leads with the unread metadata, not with the endpoint the SDK guessed after it.
  const challenge = page.getByRole('alert').filter({ hasText: 'Signing in could not start' });
  await expect(challenge).toContainText(
    `Signing in could not start: the browser could not read http://127.0.0.1:${E2E_PORTS.authNoCorsMetadata}/.well-known/oauth-protected-resource/mcp`,
  );
  // The connect has ended: it tried once, so the blocked fetch is one step (a second pass repeated it all).
  await expect(auth.step('Protected resource metadata', 'failed')).toHaveCount(1);
  await expect(auth.step('Server asks for authorization (401)', 'ok')).toHaveCount(1);
});

test('an authorization server answering with the wrong iss is refused with the mix-up explanation', async ({ page }) => {
  const app = new ConsolePage(page);
  const auth = new AuthPage(page);
  await open(app, E2E_PORTS.authWrongIss);
  await auth.expectSignInRequired();
  await auth.completeSignIn();
  await expect(auth.step('Authorization', 'failed')).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'RFC 9207' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('iss=');
  await expect(auth.step('Token', 'ok')).toHaveCount(0);
});

test('a pre-registered confidential client signs in with its secret, which no step shows', async ({ page }) => {
  const app = new ConsolePage(page);
  const auth = new AuthPage(page);
  await open(app, E2E_PORTS.authProtected);
  await auth.expectSignInRequired();
  await auth.usePreRegistered.check();
  await auth.clientId.fill('preregistered-confidential');
  await auth.clientSecret.fill('fixture-secret');
  // The fixture takes Client ID Metadata Documents, which a console on loopback cannot publish.
  await expect(page.getByRole('region', { name: 'Authorization' })).toContainText('a loopback address the authorization server cannot fetch a document from');
  await shootBothThemes(page, 'auth-preregistered-client');
  await expectAxeCleanInBothThemes(page);
  await auth.completeSignIn();
  await app.expectConnected('2026-07-28');
  const authorization = auth.step('Authorization', 'ok');
  await authorization.locator('summary').click();
  await expect(authorization).toContainText('client_id=preregistered-confidential');
  // The fixture accepts the code only with the secret (client_secret_basic, the first method it lists).
  const token = auth.step('Token', 'ok');
  await token.locator('summary').click();
  await expect(token).toContainText('authorization: [redacted]');
  await expect(page.getByRole('region', { name: 'Authorization' })).not.toContainText('fixture-secret');
});

test('a tool that needs more scope asks to sign in again (step-up), then the call is retried and succeeds', async ({ page }) => {
  const tools = new ToolsPage(page);
  const auth = new AuthPage(page);
  await tools.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.authProtected))}&panel=tools&tool=admin-reset`);
  await auth.completeSignIn();
  await tools.expectConnected('2026-07-28');
  await tools.callTool.click();
  await expect(page.getByText('Sign in required (scope: mcp:read mcp:admin)')).toBeVisible();
  await expect(auth.step('Server asks for more scope (403 insufficient_scope)', 'ok')).toBeVisible();
  await expect(auth.step('Step-up authorization', 'waiting')).toBeVisible();

  // Signing in again is all it takes: the refused call is retried once with the new token.
  await auth.completeSignIn();
  await expect(tools.result).toContainText('reset by alice');
  await expect(auth.step('Call retried after step-up', 'ok')).toBeVisible();
});

test('a console served under a sub-path is its own redirect target there', async ({ page }) => {
  // A private static server on a free port, so no other run's build answers.
  const hosted = await startSubpathStaticServer(process.env.E2E_OUT_DIR ?? 'dist', 0);
  try {
    await page.goto(`${hosted.url}?server=${encodeURIComponent(fixtureUrl(E2E_PORTS.authProtected))}&panel=resources`);
    const app = new ConsolePage(page);
    const auth = new AuthPage(page);
    await auth.expectSignInRequired();
    await auth.completeSignIn();
    await app.expectConnected('2026-07-28');
    await auth.step('Client registration', 'ok').locator('summary').click();
    await expect(auth.step('Client registration', 'ok')).toContainText(`"redirect_uris":["${hosted.url}"]`);
  } finally {
    await hosted.close();
  }
});
