import { DEMO_SERVER_URL } from '../../../demo-server/constants';
import { onDemand } from '../../lib/on-demand';

// Forgets a failed import, so the next connect retries it instead of failing forever.
const demoFetch = onDemand(() => import('../../../demo-server/browser').then((module) => module.createDemoFetch()));

/**
 * The in-page demo server's fetch for its URL, loaded on first use as its own chunk so it
 * never delays the first paint. One instance serves every reconnect, so its state persists.
 */
export function resolveDemoFetch(url: string): Promise<typeof fetch | undefined> {
  if (url !== DEMO_SERVER_URL) return Promise.resolve(undefined);
  return demoFetch.load();
}
