import type { AuthorizationServerMetadata, OAuthDiscoveryState } from '@modelcontextprotocol/client';
import { z } from 'zod';
import type { AuthStep } from './auth-types';
import type { AuthStepRecorder } from './step-recorder';

const metadataSchema = z.looseObject({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  response_types_supported: z.array(z.string()),
});

const WELL_KNOWN = ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration'];

function parseMetadata(body: string | undefined): AuthorizationServerMetadata | undefined {
  if (body === undefined) return undefined;
  try {
    const parsed = metadataSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const legacyRuleExplanation = (origin: string, issuer: string): string =>
  'No protected resource metadata was found, so the console followed the 2025-03-26 rule: the MCP server is its own authorization server, ' +
  `with its metadata at ${origin}${WELL_KNOWN[0] ?? ''}.` +
  (issuer === origin ? '' : ` The metadata names the issuer ${issuer}; that revision did not require it to be the origin, so it is accepted.`);

/**
 * The discovery of a 2025-03-26 server (spec §22, backwards compatibility): it serves no
 * protected resource metadata, and its authorization server metadata lies at the MCP server's
 * own origin, where that revision put it. Such metadata may name an issuer with a path (the
 * server's `/oauth` routes), which RFC 8414's issuer check would refuse; this reads the steps of
 * the discovery that just ran and returns the state to sign in with, or undefined when the
 * server is not such a server (its protected resource metadata answered, or none was read).
 */
export function legacyDiscovery(steps: readonly AuthStep[], serverUrl: string): { state: OAuthDiscoveryState; step: AuthStep } | undefined {
  const challenge = steps.findLastIndex((step) => step.kind === 'challenge');
  const recent = steps.slice(Math.max(0, challenge));
  if (recent.some((step) => step.kind === 'resource-metadata' && step.status === 'ok')) return undefined;
  if (!recent.some((step) => step.kind === 'resource-metadata' && step.response !== undefined)) return undefined;
  const origin = new URL(serverUrl).origin;
  const step = recent.find((s) => s.kind === 'server-metadata' && s.status === 'ok' && WELL_KNOWN.some((path) => s.request?.url === `${origin}${path}`));
  const metadata = parseMetadata(step?.response?.body);
  if (step === undefined || metadata === undefined) return undefined;
  return { state: { authorizationServerUrl: `${origin}/`, authorizationServerMetadata: metadata }, step };
}

/**
 * Watches the steps of `recorder`: once a discovery ends as a 2025-03-26 server's, `adopt` gets
 * its state (the next sign-in uses it) and the metadata step says which rule was followed.
 */
export function watchLegacyDiscovery(recorder: AuthStepRecorder, serverUrl: string, current: () => OAuthDiscoveryState | undefined, adopt: (state: OAuthDiscoveryState) => void): void {
  recorder.subscribe(() => {
    if (current() !== undefined) return;
    const found = legacyDiscovery(recorder.getSnapshot(), serverUrl);
    if (found === undefined) return;
    adopt(found.state);
    const issuer = found.state.authorizationServerMetadata?.issuer ?? '';
    recorder.update(found.step.id, { explanation: legacyRuleExplanation(new URL(serverUrl).origin, issuer) });
  });
}
