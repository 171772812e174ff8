import { DEMO_SERVER_URL } from '../../../demo-server/constants';

let demoFetch: Promise<typeof fetch> | undefined;

/**
 * The in-page demo server's fetch for its URL, loaded on first use as its own chunk so it
 * never delays the first paint. One instance serves every reconnect, so its state persists.
 */
export function resolveDemoFetch(url: string): Promise<typeof fetch | undefined> {
  if (url !== DEMO_SERVER_URL) return Promise.resolve(undefined);
  demoFetch ??= import('../../../demo-server/browser').then(
    (module) => module.createDemoFetch(),
    (error: unknown) => {
      // Let the next connect retry the import instead of failing forever.
      demoFetch = undefined;
      throw error;
    },
  );
  return demoFetch;
}
