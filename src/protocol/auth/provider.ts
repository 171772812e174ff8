import type {
  OAuthClientInformationContext,
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import { isHttpsUrl } from '@modelcontextprotocol/client';
import { ValueStore } from '../../lib/value-store';
import type { ExternalStore } from '../model/types';
import { readStoredAuth, writeStoredAuth, type AuthStorage, type StoredAuth } from './auth-storage';
import type { AuthState } from './auth-types';
import { principalOf } from './principal';
import { clientInformationFor, NO_REGISTRATION_EXPLANATION, preRegisteredClient, sameClient, selfRegistrationOffered, toClientInformation, type PreRegisteredClient } from './preregistered-client';
import { AuthStepRecorder } from './step-recorder';
import { watchLegacyDiscovery } from './legacy-discovery';
import { metadataDocumentNote } from './client-metadata-document';
import { pendingAuthorizationStep } from './step-up';

export interface ConsoleOAuthProviderOptions {
  /** The MCP server (the protected resource). */
  serverUrl: string;
  /** The console's own URL, sub-path included: where the authorization server sends the user back. */
  redirectUrl: string;
  /** Where tokens and the client registration live (sessionStorage unless the user asked to remember). */
  storage: AuthStorage;
  /** Called with each authorization URL the SDK builds (the browser opens it in a popup). */
  redirect?: (url: URL) => void;
  /** A client registered with the authorization server beforehand (skips registration). */
  clientId?: string;
  clientSecret?: string;
  /** HTTPS URL of this console's Client ID Metadata Document, when it is deployed with one. */
  clientMetadataUrl?: string;
  clientName?: string;
  /** Source of the OAuth `state` values (tests make it deterministic). */
  randomState?: () => string;
  now?: () => number;
  origin?: string;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The console's `OAuthClientProvider` (spec §22): the SDK's `auth()` drives the whole flow and
 * calls back here to read and save credentials; this class stores them, hands the authorization
 * URL to the UI instead of navigating, and records every step for the Auth view. No DOM: storage
 * and the redirect are injected.
 */
export class ConsoleOAuthProvider implements OAuthClientProvider, ExternalStore<AuthState> {
  readonly steps: AuthStepRecorder;
  readonly serverUrl: string;
  private readonly options: ConsoleOAuthProviderOptions;
  private readonly stateStore: ValueStore<AuthState>;
  private verifier: string | undefined;
  private discovery: OAuthDiscoveryState | undefined;
  private expectedState: string | undefined;
  private preregistered: PreRegisteredClient | undefined;
  private pendingUrl: string | undefined;
  private route: string | undefined;

  constructor(options: ConsoleOAuthProviderOptions) {
    this.options = options;
    this.serverUrl = options.serverUrl;
    this.preregistered = preRegisteredClient(options.clientId, options.clientSecret);
    this.steps = new AuthStepRecorder({ serverUrl: options.serverUrl, ...(options.now ? { now: options.now } : {}), ...(options.origin ? { origin: options.origin } : {}) });
    watchLegacyDiscovery(this.steps, this.serverUrl, () => this.discovery, (state) => (this.discovery = state));
    const principal = this.principal();
    this.stateStore = new ValueStore<AuthState>(principal === undefined ? { state: 'signed-out' } : { state: 'signed-in', principal });
  }

  subscribe = (listener: () => void): (() => void) => this.stateStore.subscribe(listener);
  getSnapshot = (): AuthState => this.stateStore.getSnapshot();

  get redirectUrl(): string {
    return this.options.redirectUrl;
  }

  /** Only an HTTPS document can be a client id (the SDK refuses others), so plain-HTTP consoles register instead. */
  get clientMetadataUrl(): string | undefined {
    const url = this.options.clientMetadataUrl;
    return url !== undefined && isHttpsUrl(url) ? url : undefined;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.options.clientName ?? 'MCP Console',
      redirect_uris: [this.options.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  state(): string {
    this.expectedState = (this.options.randomState ?? randomState)();
    return this.expectedState;
  }

  /**
   * Whether a callback's `state` is the one this provider sent (the SDK leaves that check to us);
   * a state is good for one answer only, so a replayed callback is refused.
   */
  consumeState(state: string | null): boolean {
    const ok = state !== null && this.expectedState !== undefined && state === this.expectedState;
    if (ok) {
      // That authorization URL is spent: a new sign-in needs a new one.
      this.expectedState = undefined;
      this.pendingUrl = undefined;
    }
    return ok;
  }

  clientInformation(ctx?: OAuthClientInformationContext): StoredOAuthClientInformation | undefined {
    return clientInformationFor(this.preregistered, this.read().client, ctx);
  }

  saveClientInformation(client: StoredOAuthClientInformation): void {
    this.write({ ...this.read(), client });
  }

  /** Uses a client registered beforehand (an empty id: register dynamically again). */
  setClient(clientId: string | undefined, clientSecret?: string): void {
    const next = preRegisteredClient(clientId, clientSecret);
    if (sameClient(next, this.preregistered)) return;
    this.preregistered = next;
    this.pendingUrl = undefined;
    // Stored like a registration, so a reload still refreshes and signs in with it.
    this.write(next === undefined ? {} : { client: toClientInformation(next) });
    this.discovery = undefined;
  }

  get client(): PreRegisteredClient | undefined {
    return this.preregistered;
  }

  /** Why the console registers although the authorization server takes a metadata document, if it does. */
  get metadataDocumentNote(): string | undefined {
    return this.clientMetadataUrl === undefined ? metadataDocumentNote(this.discovery, this.options.redirectUrl) : undefined;
  }

  /** True once discovery showed the console cannot get a client id by itself and none was entered. */
  get needsPreRegisteredClient(): boolean {
    return selfRegistrationOffered(this.discovery, this.clientMetadataUrl !== undefined) === false && this.clientInformation() === undefined;
  }

  tokens(): StoredOAuthTokens | undefined {
    return this.read().tokens;
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    this.pendingUrl = undefined;
    this.write({ ...this.read(), tokens, savedAt: (this.options.now ?? Date.now)() });
    this.stateStore.set({ state: 'signed-in', principal: this.principal() ?? 'unknown' });
  }

  redirectToAuthorization(authorizationUrl: URL): void {
    const scope = authorizationUrl.searchParams.get('scope') ?? undefined;
    this.pendingUrl = authorizationUrl.href;
    this.steps.discardPending('authorization');
    this.steps.add(pendingAuthorizationStep(authorizationUrl, scope, this.steps.getSnapshot()));
    this.stateStore.set({ state: 'sign-in-required', authorizationUrl: authorizationUrl.href, ...(scope === undefined ? {} : { scope }) });
    this.options.redirect?.(authorizationUrl);
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.verifier = codeVerifier;
  }

  codeVerifier(): string {
    if (this.verifier === undefined) throw new Error('No PKCE code verifier: start the sign-in again.');
    return this.verifier;
  }

  /**
   * How requests reach the server: `direct`, or through the served console's local proxy. When
   * it changes, the discovery and steps of the other route go: a fetch the browser blocked there
   * made the SDK fall back to guesses (the server's own origin as its authorization server) that
   * must not steer the sign-in over the new route. Tokens and the client registration stay.
   */
  useRoute(route: string): void {
    const previous = this.route;
    this.route = route;
    if (previous === undefined || previous === route) return;
    this.discovery = undefined;
    this.pendingUrl = undefined;
    this.steps.clear();
    const principal = this.principal();
    this.stateStore.set(principal === undefined ? { state: 'signed-out' } : { state: 'signed-in', principal });
  }

  // The popup flow keeps this page alive, so discovery state can stay in memory.
  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.discovery = state;
    const said = this.steps.getSnapshot().at(-1)?.explanation === NO_REGISTRATION_EXPLANATION;
    if (this.needsPreRegisteredClient && !said) this.steps.add({ kind: 'registration', status: 'failed', explanation: NO_REGISTRATION_EXPLANATION });
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.discovery;
  }

  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    const stored = this.read();
    if (scope === 'all' || scope === 'client') delete stored.client;
    if (scope === 'all' || scope === 'tokens') delete stored.tokens;
    if (scope === 'all' || scope === 'verifier') this.verifier = undefined;
    if (scope === 'all' || scope === 'discovery') this.discovery = undefined;
    this.write(stored);
  }

  /** The authorization URL waiting for the user, if a sign-in is pending. */
  get pendingAuthorizationUrl(): string | undefined {
    return this.pendingUrl;
  }

  /** Marks the popup as open, so the UI can say so. */
  markSigningIn(): void {
    this.stateStore.set({ state: 'signing-in' });
  }

  markFailed(message: string): void {
    this.stateStore.set({ state: 'failed', message });
  }

  /** Forgets tokens (the client registration stays: it is not a credential of the user). */
  signOut(): void {
    this.pendingUrl = undefined;
    this.invalidateCredentials('tokens');
    this.verifier = undefined;
    this.steps.clear();
    this.stateStore.set({ state: 'signed-out' });
  }

  /** The signed-in identity for cache partitioning, undefined when signed out. */
  principal(): string | undefined {
    const { tokens, client } = this.read();
    return principalOf(tokens, client);
  }

  private read(): StoredAuth {
    return readStoredAuth(this.options.storage, this.serverUrl);
  }

  private write(value: StoredAuth): void {
    writeStoredAuth(this.options.storage, this.serverUrl, value);
  }
}
