import { ConsoleOAuthProvider, type ConsoleOAuthProviderOptions } from './provider';

export type RegistrySettings = Omit<ConsoleOAuthProviderOptions, 'serverUrl' | 'clientId'>;

/**
 * One OAuth provider per MCP server URL for the life of the page, so the step trace, the PKCE
 * verifier and the pre-registered client id survive the reconnects a sign-in needs.
 */
export class OAuthProviderRegistry {
  private readonly providers = new Map<string, ConsoleOAuthProvider>();

  constructor(private readonly settings: RegistrySettings) {}

  /** The provider of `serverUrl`, told which `route` (see `useRoute`) this session's requests take. */
  providerFor(serverUrl: string, route = 'direct'): ConsoleOAuthProvider {
    let provider = this.providers.get(serverUrl);
    if (provider === undefined) {
      provider = new ConsoleOAuthProvider({ ...this.settings, serverUrl });
      this.providers.set(serverUrl, provider);
    }
    provider.useRoute(route);
    return provider;
  }
}
