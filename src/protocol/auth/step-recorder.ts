import { ValueStore } from '../../lib/value-store';
import { describeError } from '../transport/tap/fetch-tap';
import { redactBodyText, redactHeaders, secretHeaderMatcher } from '../transport/tap/redact';
import type { ExternalStore } from '../model/types';
import { STEP_TITLES, type AuthHttpRecord, type AuthStep, type AuthStepKind } from './auth-types';
import { classifyRequest } from './classify';
import { rootFailure } from './root-failure';

export interface RecorderOptions {
  /** The MCP server URL: requests to it are the challenge and the first authorized request. */
  serverUrl: string;
  now?: () => number;
  /** The page origin, named in CORS fixes. */
  origin?: string;
}

export type StepInput = Omit<AuthStep, 'id' | 'at' | 'title'> & { title?: string };

const isSecret = secretHeaderMatcher();

let explainModule: Promise<typeof import('./explain')> | undefined;

/**
 * The plain-words notes on sign-in trouble, loaded with the first step that wants one (a 401, a
 * blocked metadata fetch): every request of a remote server passes through the recorder, yet a
 * first screen that connects never needs them (issue 43). Should the chunk not load, the step is
 * recorded without its note, and the next one tries the chunk again.
 */
async function loadExplain(): Promise<typeof import('./explain') | undefined> {
  explainModule ??= import('./explain');
  return explainModule.catch(() => {
    explainModule = undefined;
    return undefined;
  });
}

function describeRequest(input: RequestInfo | URL, init: RequestInit | undefined): AuthHttpRecord {
  const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const headers = redactHeaders(new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)), isSecret);
  const raw = init?.body;
  const body = typeof raw === 'string' ? raw : raw instanceof URLSearchParams ? raw.toString() : undefined;
  return { method, url, headers, ...(body === undefined ? {} : { body: redactBodyText(body) }) };
}

/**
 * Records each step of the SDK's OAuth flow as it happens, by watching the requests it makes
 * (spec §22): the SDK drives discovery, registration and token requests; this only observes
 * them, with secrets redacted, and explains failures in plain words.
 */
export class AuthStepRecorder implements ExternalStore<readonly AuthStep[]> {
  private readonly store = new ValueStore<readonly AuthStep[]>([]);
  private nextId = 1;
  private awaitingAuthorized = false;
  private readonly now: () => number;

  constructor(private readonly options: RecorderOptions) {
    this.now = options.now ?? Date.now;
  }

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);
  getSnapshot = (): readonly AuthStep[] => this.store.getSnapshot();

  add(input: StepInput): AuthStep {
    const step: AuthStep = { ...input, id: this.nextId++, at: this.now(), title: input.title ?? STEP_TITLES[input.kind] };
    this.store.set([...this.store.getSnapshot(), step]);
    if ((step.kind === 'token' || step.kind === 'refresh') && step.status === 'ok') this.awaitingAuthorized = true;
    return step;
  }

  update(id: number, patch: Partial<StepInput>): void {
    this.store.set(this.store.getSnapshot().map((step) => (step.id === id ? { ...step, ...patch } : step)));
  }

  /** Drops steps still waiting (an authorization the user never finished, now replaced by a new one). */
  discardPending(kind: AuthStepKind): void {
    this.store.set(this.store.getSnapshot().filter((step) => !(step.kind === kind && step.status === 'pending')));
  }

  clear(): void {
    this.awaitingAuthorized = false;
    this.store.set([]);
  }

  /** The root cause of the current sign-in trouble (see `rootFailure`). */
  rootFailure(): AuthStep | undefined {
    return rootFailure(this.store.getSnapshot());
  }

  /** Wraps `base` so the flow's requests become steps; the response reaches the SDK untouched. */
  wrapFetch(base: typeof fetch): typeof fetch {
    return async (input, init) => {
      const request = describeRequest(input, init);
      const kind = classifyRequest(request, this.options.serverUrl);
      if (kind === undefined) return base(input, init);
      let response: Response;
      try {
        response = await base(input, init);
      } catch (error) {
        if (kind !== 'challenge') await this.recordThrown(kind, request, error, base);
        throw error;
      }
      await this.recordResponse(kind, request, response);
      return response;
    };
  }

  private async recordThrown(kind: AuthStepKind, request: AuthHttpRecord, error: unknown, base: typeof fetch): Promise<void> {
    const reachable = await base(request.url, { mode: 'no-cors' }).then(
      () => true,
      () => false,
    );
    const explained = (await loadExplain())?.explainBlockedFetch(kind, request.url, reachable, this.options.origin);
    const { explanation, fix } = explained ?? { explanation: `${STEP_TITLES[kind]} failed: ${describeError(error)}.` };
    const previous = this.store.getSnapshot().at(-1);
    // The SDK retries a blocked metadata fetch once without its custom header: one step, two attempts.
    if (previous?.kind === kind && previous.status === 'failed' && previous.request?.url === request.url) {
      this.update(previous.id, { request, attempts: (previous.attempts ?? 1) + 1 });
      return;
    }
    this.add({ kind, status: 'failed', request, error: describeError(error), explanation, ...(fix === undefined ? {} : { fix }) });
  }

  private async recordResponse(kind: AuthStepKind, request: AuthHttpRecord, response: Response): Promise<void> {
    const headers = redactHeaders(response.headers, isSecret);
    if (kind === 'challenge') {
      await this.recordMcpResponse(request, response, headers);
      return;
    }
    const text = await response.clone().text().catch(() => undefined);
    const body = text === undefined ? undefined : redactBodyText(text);
    const failed = !response.ok;
    this.add({
      kind,
      status: failed ? 'failed' : 'ok',
      request,
      response: { status: response.status, headers, ...(body === undefined ? {} : { body }) },
      ...(failed ? { explanation: `${STEP_TITLES[kind]} answered HTTP ${response.status}.` } : {}),
    });
  }

  private async recordMcpResponse(request: AuthHttpRecord, response: Response, headers: [string, string][]): Promise<void> {
    const status = response.status;
    const challenge = response.headers.get('www-authenticate');
    if (status === 401 || (status === 403 && challenge?.includes('insufficient_scope') === true)) {
      const note = (await loadExplain())?.explainChallenge(challenge);
      this.add({
        kind: 'challenge',
        title: status === 401 ? 'Server asks for authorization (401)' : 'Server asks for more scope (403 insufficient_scope)',
        status: 'ok',
        request,
        response: { status, headers },
        ...(note ?? {}),
      });
      return;
    }
    const authorized = request.headers.some(([name]) => name === 'authorization');
    if (this.awaitingAuthorized && authorized && response.ok) {
      this.awaitingAuthorized = false;
      this.add({ kind: 'authorized-request', status: 'ok', request, response: { status, headers } });
    }
  }
}
