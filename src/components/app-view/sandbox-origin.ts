/**
 * Where the sandbox proxy document comes from. `mcp-console serve` can serve it from a second
 * origin and says so in a `<meta name="mcp-console-sandbox">` it writes into the page; the page
 * never takes it from the address, so a link cannot point the proxy somewhere else.
 */
export interface SandboxSource {
  url: string;
  /** True when the proxy has an origin of its own (then it may keep it: allow-same-origin). */
  separateOrigin: boolean;
}

const PROXY_FILE = 'sandbox-proxy.html';

export function sandboxSource(doc: Document = document): SandboxSource {
  const declared = doc.querySelector('meta[name="mcp-console-sandbox"]')?.getAttribute('content') ?? '';
  try {
    const origin = new URL(declared);
    if ((origin.protocol === 'http:' || origin.protocol === 'https:') && origin.origin !== new URL(doc.baseURI).origin) {
      return { url: new URL(PROXY_FILE, origin.origin + '/').href, separateOrigin: true };
    }
  } catch {
    // No or malformed declaration: the same-origin proxy below.
  }
  return { url: new URL(PROXY_FILE, doc.baseURI).href, separateOrigin: false };
}
