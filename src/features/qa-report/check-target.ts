import { DEMO_SERVER_URL } from '../../../demo-server/constants';
import { McpSession } from '../../protocol';
import { checkTargetFromSession, type ContextInput } from '../../protocol/conformance';
import type { AppSession } from '../../hooks/use-session';

/**
 * The fetch the checks send their raw requests through. For the in-page demo server
 * that is a demo router of its own (it answers like the one the session uses);
 * every other server is reached with the browser's fetch.
 */
let demoFetch: Promise<typeof fetch> | undefined;

function baseFetch(url: string): Promise<typeof fetch | undefined> {
  if (url !== DEMO_SERVER_URL) return Promise.resolve(undefined);
  // One instance for every run: each demo router runs its own live clock.
  demoFetch ??= import('../../../demo-server/browser').then((module) => module.createDemoFetch());
  return demoFetch;
}

/** What the checks run against, or undefined when the active session is not a connected McpSession. */
export async function browserCheckTarget(session: AppSession | undefined): Promise<ContextInput | undefined> {
  if (!(session instanceof McpSession)) return undefined;
  const fetch = await baseFetch(session.url);
  return checkTargetFromSession(session, { environment: 'browser', ...(fetch === undefined ? {} : { fetch }) });
}
