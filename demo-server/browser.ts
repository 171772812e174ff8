import { createDemoHandler, type DemoHandlerOptions } from './server.js';

export { DEMO_SERVER_URL } from './constants.js';

/**
 * A `fetch` that serves every request from the in-page demo server instead of
 * the network, so the console can connect to it on a static site with no
 * backend. Pass it as the transport's `fetch` together with `DEMO_SERVER_URL`.
 */
export function createDemoFetch(options: DemoHandlerOptions = {}): typeof fetch {
  const handler = createDemoHandler(options);
  return (input, init) => handler.fetch(new Request(input, init));
}
