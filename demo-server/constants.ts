/**
 * Pseudo-URL under which the app addresses the embedded (in-page) demo server.
 *
 * `.invalid` is reserved (RFC 2606), so nothing on the network can ever answer
 * it: requests to this URL only work when routed through `createDemoFetch()`.
 * Kept in its own module so the app can read the constant without pulling the
 * server (and its SDK dependency) into the first chunk.
 */
export const DEMO_SERVER_URL = 'https://demo.mcp-console.invalid/mcp';
