import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { planFor, type ScenarioContext, type ScenarioId, type ScenarioPlan } from './scenarios';

/** One scenario as the suite's client command hands it over. */
export interface ScenarioRequest {
  scenario: ScenarioId;
  /** The scenario server's MCP endpoint, as the suite appended it to the command. */
  serverUrl: string;
  context: ScenarioContext;
}

export interface ScenarioOutcome {
  ok: boolean;
  /** What happened, in a user's words: the last state the console was seen in, or what it refused. */
  message: string;
}

/** How long the console may take to reach each state on a loaded 2-core machine. */
const STEP_MS = 30_000;
/** A popup opens at once on the click (browsers allow no later one); a button may go as a sign-in ends. */
const POPUP_MS = 3_000;
/**
 * Sign-ins a user would make in one scenario before giving up: connecting, then step-up. The
 * retry-limit scenario counts every authorization request, the user's included, and allows 3.
 */
const MAX_SIGN_INS = 3;

/** The console's accessible names (shared/ui-contract.md), and nothing else. */
class Console {
  readonly proxy: Locator;
  readonly connected: Locator;
  readonly signIn: Locator;
  readonly clientId: Locator;
  readonly clientSecret: Locator;
  readonly usePreRegistered: Locator;
  readonly callTool: Locator;
  readonly confirmCall: Locator;
  readonly succeeded: Locator;
  readonly callFailed: Locator;
  readonly inputRequired: Locator;
  readonly alert: Locator;
  /** Sign-ins made in this scenario: a user gives up after MAX_SIGN_INS, whichever step asked. */
  signIns = 0;

  constructor(readonly page: Page) {
    this.proxy = page.getByRole('button', { name: 'Connect through local proxy' }).first();
    this.connected = page.getByRole('status').filter({ hasText: /\b20\d\d-\d\d-\d\d\b/ }).first();
    this.signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    this.clientId = page.getByRole('textbox', { name: 'Client ID' });
    this.clientSecret = page.getByRole('textbox', { name: 'Client secret' });
    this.usePreRegistered = page.getByRole('checkbox', { name: 'Use a pre-registered client' });
    this.callTool = page.getByRole('button', { name: 'Call tool', exact: true });
    // A tool not marked read-only is confirmed first, as a user does.
    this.confirmCall = page.getByRole('button', { name: 'Call anyway' });
    const result = page.getByRole('region', { name: 'Tool result' });
    this.succeeded = result.getByRole('status').filter({ hasText: 'Succeeded in' });
    this.callFailed = result.getByRole('alert').first();
    this.inputRequired = page.getByRole('dialog', { name: 'Input required' });
    this.alert = page.getByRole('alert').first();
  }

  /**
   * Presses Sign in (with the pre-registered client when the suite gave one) and waits for its
   * popup to close and the button to go. False when no popup opened: the console had just
   * finished an earlier sign-in, and the caller looks at the page again.
   */
  async signInOnce(context: ScenarioContext): Promise<boolean> {
    if (context.clientId !== undefined) {
      if ((await first([this.clientId, this.usePreRegistered])) === 1) {
        // The box shows while registration may still work; once the server is seen to refuse it,
        // the fields show at once and the box goes. Either way the Client ID field comes.
        const checked = this.usePreRegistered.check().catch(() => undefined);
        await Promise.race([checked, this.clientId.waitFor()]);
      }
      await this.clientId.fill(context.clientId);
      if (context.clientSecret !== undefined) await this.clientSecret.fill(context.clientSecret);
    }
    const popup = this.page.waitForEvent('popup', { timeout: POPUP_MS }).catch(() => undefined);
    await this.signIn.click({ timeout: POPUP_MS }).catch(() => undefined);
    const window = await popup;
    if (window === undefined) return false;
    this.signIns++;
    if (!window.isClosed()) await window.waitForEvent('close', { timeout: STEP_MS });
    // The token is redeemed after the popup closed; a button seen before that is the old state.
    await this.signIn.waitFor({ state: 'hidden', timeout: POPUP_MS }).catch(() => undefined);
    return true;
  }

  async describe(): Promise<string> {
    const alerts = await this.page.getByRole('alert').allInnerTexts();
    const statuses = await this.page.getByRole('status').allInnerTexts();
    return `statuses: ${JSON.stringify(statuses.filter((s) => s.trim() !== ''))}; alerts: ${JSON.stringify(alerts)}`;
  }
}

/** The console URL on the scenario's server, Tools panel open on the plan's tool. */
export function scenarioUrl(consoleUrl: string, request: ScenarioRequest, plan: ScenarioPlan): string {
  const url = new URL(consoleUrl);
  const params = new URLSearchParams({ server: request.serverUrl, panel: 'tools' });
  if (plan.tool !== undefined) params.set('tool', plan.tool);
  url.search = params.toString();
  return url.href;
}

/** Waits for the first of `states` to be visible and returns its index. */
async function first(states: readonly Locator[]): Promise<number> {
  const [head, ...rest] = states;
  if (head === undefined) throw new Error('no state to wait for');
  await rest.reduce((either, next) => either.or(next), head).first().waitFor({ timeout: STEP_MS });
  for (const [index, state] of states.entries()) if (await state.first().isVisible()) return index;
  return first(states);
}

/** Looks at the page at most this often in one phase: sign-ins, and clicks that found the console already past them. */
const MAX_LOOKS = MAX_SIGN_INS + 6;

/** Connects through the local proxy, signing in as often as the console asks (up to MAX_SIGN_INS). */
async function connect(app: Console, request: ScenarioRequest, plan: ScenarioPlan): Promise<ScenarioOutcome | undefined> {
  // The suite's servers send no CORS headers: the console's CORS alert offers its local proxy,
  // which comes first whenever it is offered (a sign-in without it cannot reach the token endpoint).
  const refusal = app.page.getByRole('alert').filter({ hasNot: app.page.getByRole('button', { name: 'Connect through local proxy' }) });
  for (let look = 0; look < MAX_LOOKS; look++) {
    const state = await first([app.proxy, app.connected, app.signIn, ...(plan.refusalExpected ? [refusal] : [])]);
    if (state === 0) await app.proxy.click({ timeout: STEP_MS }).catch(() => undefined);
    if (state === 1) return undefined;
    if (state === 3) return { ok: true, message: `the console refused, as the scenario expects: ${await app.describe()}` };
    if (state !== 2) continue;
    if (app.signIns === MAX_SIGN_INS) break;
    await app.signInOnce(request.context);
  }
  return { ok: plan.refusalExpected, message: `still asked to sign in after ${String(app.signIns)} sign-ins` };
}

/** Calls the plan's tool; signs in again when the call asks for more scope (step-up). */
async function call(app: Console, request: ScenarioRequest, plan: ScenarioPlan): Promise<ScenarioOutcome> {
  for (const [name, value] of Object.entries(plan.args)) await app.page.getByRole('spinbutton', { name, exact: true }).or(app.page.getByRole('textbox', { name, exact: true })).fill(value);
  await app.callTool.click({ timeout: STEP_MS });
  for (let look = 0; look < MAX_LOOKS; look++) {
    const state = await first([app.succeeded, app.inputRequired, app.confirmCall, app.signIn, app.callFailed]);
    if (state === 0) return { ok: !plan.refusalExpected, message: `${plan.tool ?? ''} succeeded` };
    if (state === 1) await app.inputRequired.getByRole('button', { name: 'Accept' }).click();
    if (state === 2) await app.confirmCall.click();
    if (state === 4) return { ok: plan.refusalExpected, message: `the call failed: ${await app.callFailed.innerText()}` };
    if (state !== 3) continue;
    if (app.signIns === MAX_SIGN_INS) break;
    await app.signInOnce(request.context);
  }
  return { ok: plan.refusalExpected, message: `the call still asked to sign in after ${String(app.signIns)} sign-ins` };
}

/**
 * Runs one scenario in a fresh browser context (nothing kept from the last), as a user would;
 * a failure leaves a screenshot of the page in `shotsDir`.
 */
export async function runScenario(browser: Browser, consoleUrl: string, request: ScenarioRequest, shotsDir: string): Promise<ScenarioOutcome> {
  const plan = planFor(request.scenario);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const app = new Console(page);
  try {
    await page.goto(scenarioUrl(consoleUrl, request, plan));
    const refused = await connect(app, request, plan);
    if (refused !== undefined) return refused;
    if (plan.tool === undefined) return { ok: true, message: 'connected' };
    return await call(app, request, plan);
  } catch (error) {
    const shot = join(shotsDir, `${request.scenario.replace('/', '-')}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { ok: false, message: `${reason ?? 'failed'} (${await app.describe().catch(() => 'page gone')}; screenshot ${shot})` };
  } finally {
    await context.close();
  }
}
