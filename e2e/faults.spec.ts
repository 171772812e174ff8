import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { E2E_PORTS, fixtureUrl } from './ports';

const demoHttpUrl = fixtureUrl(E2E_PORTS.demoHttp);
// A shortened request timeout so the faults that only end in a timeout (wrong id, dropped stream, slow) end quickly.
const TIMEOUT_MS = 2000;

interface FaultCase {
  fault: string;
  /** What the alert must say: the HTTP status or the JSON-RPC problem, not a generic failure. */
  alert: RegExp;
  /** Status column of the failing exchange in the Traffic table. */
  trafficStatus: string;
}

const CASES: FaultCase[] = [
  { fault: 'non-json', alert: /HTTP 200 whose body is not JSON/, trafficStatus: '200' },
  { fault: 'truncated-json', alert: /truncated or malformed JSON/, trafficStatus: '200' },
  { fault: 'wrong-id', alert: /JSON-RPC response for id "not-[^"]+": a response with the request's id never arrived/, trafficStatus: '200' },
  { fault: '401', alert: /HTTP 401 Unauthorized.*requires authorization \(WWW-Authenticate: Bearer realm="faults-fixture".*Signing in could not start/, trafficStatus: '401' },
  { fault: '403', alert: /HTTP 403 Forbidden/, trafficStatus: '403' },
  { fault: '404', alert: /HTTP 404 Not Found.*no MCP endpoint at this URL/, trafficStatus: '404' },
  { fault: '405', alert: /HTTP 405 Method Not Allowed.*does not accept POST/, trafficStatus: '405' },
  { fault: '500', alert: /HTTP 500 Internal Server Error/, trafficStatus: '500' },
  { fault: '502', alert: /HTTP 502 Bad Gateway.*proxy or gateway/, trafficStatus: '502' },
  { fault: 'sse-drop', alert: /event stream for server\/discover .* ended before a response arrived/, trafficStatus: '200' },
  { fault: 'slow', alert: /Timed out waiting for .*fault=slow.*timed out after 2000ms/, trafficStatus: 'aborted' },
];

for (const { fault, alert, trafficStatus } of CASES) {
  test(`fault "${fault}" gets a specific alert and a traffic entry, and the next connect works`, async ({ page }) => {
    const app = new ConsolePage(page);
    const url = `${fixtureUrl(E2E_PORTS.faults)}?fault=${fault}`;
    await app.open(`server=${encodeURIComponent(url)}&timeout=${TIMEOUT_MS}&panel=traffic`);
    await expect(page.getByRole('alert').filter({ hasText: alert })).toBeVisible();
    const discover = app.trafficRows('server/discover').first();
    await expect(discover).toBeVisible();
    await expect(discover.getByRole('cell', { name: trafficStatus, exact: true })).toBeVisible();

    await app.connectTo(demoHttpUrl);
    await app.expectConnected('2026-07-28');
    await expect(page.getByRole('alert').filter({ hasText: alert })).toHaveCount(0);
  });
}

test('the alert links to the exchange that carried the fault', async ({ page }) => {
  const app = new ConsolePage(page);
  const url = `${fixtureUrl(E2E_PORTS.faults)}?fault=truncated-json`;
  await app.open(`server=${encodeURIComponent(url)}&timeout=${TIMEOUT_MS}`);
  const alert = page.getByRole('alert').filter({ hasText: 'truncated or malformed JSON' });
  await alert.getByRole('button', { name: /Show exchange #\d+ in Traffic/ }).click();
  await expect(app.traffic).toBeVisible();
  await expect(page.getByText('"supportedVersi', { exact: false }).first()).toBeVisible();
});
