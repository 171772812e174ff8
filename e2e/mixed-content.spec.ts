import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_SERVER_URL } from '../demo-server/constants';
import { startSubpathStaticServer } from './fixtures/subpath-static-server';
import { chromiumArgs, chromiumPath } from './chromium';
import { ConsolePage } from './pages/console-page';
import { E2E_PORTS } from './ports';

// A hosted console is an https page; a plain-http server that is not loopback is mixed content.
// `mcp.test` is mapped to loopback, so were the request not blocked it would reach the demo server.
test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--host-resolver-rules=MAP mcp.test 127.0.0.1'],
  },
});

let hosted: { url: string; close(): Promise<void> };
let certDir: string;

test.beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'mcp-console-tls-'));
  const key = join(certDir, 'key.pem');
  const cert = join(certDir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  hosted = await startSubpathStaticServer(process.env.E2E_OUT_DIR ?? 'dist', 0, { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') });
});

test.afterAll(async () => {
  await hosted.close();
  rmSync(certDir, { recursive: true, force: true });
});

test('an https console asked for a plain-http server names mixed content, and keeps working', async ({ page }) => {
  const target = `http://mcp.test:${E2E_PORTS.demoHttp}/mcp`;
  await page.goto(`${hosted.url}?server=${encodeURIComponent(target)}`);
  const app = new ConsolePage(page);
  const alert = page.getByRole('alert').filter({ hasText: 'mixed content' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('served over https');
  await expect(alert).toContainText('not a CORS problem');
  await expect(alert).toContainText('Serve the MCP server over https');
  await app.connectTo(DEMO_SERVER_URL);
  await app.expectConnected('2026-07-28');
});
