/**
 * Whether `url` answers with a redirect, asked with `redirect: 'manual'`. After a fetch failed
 * with a bare TypeError, this tells a redirect the browser would not follow (a loop, a Location
 * that is not http(s), a target on another origin without CORS) from a server that is down or
 * has no CORS. A browser answers a manual redirect with an opaque one: status 0 and no headers,
 * so its Location stays hidden from the page. The request is a GET with only a safelisted header
 * (no preflight), the one that opens a server's stream anyway; it is cut once the head is in.
 */
export async function answersWithRedirect(url: string, fetchFn: typeof fetch): Promise<boolean> {
  const controller = new AbortController();
  try {
    const response = await fetchFn(url, { method: 'GET', headers: { accept: 'text/event-stream' }, redirect: 'manual', signal: controller.signal });
    return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
  } catch {
    return false;
  } finally {
    controller.abort();
  }
}

/** The alert's words for a redirect the browser did not follow. */
export function unfollowedRedirectMessage(url: string): string {
  return (
    `Redirect not followed: ${url} answered with a redirect that the browser could not follow — a redirect loop, ` +
    'a Location that is not http(s), or a target on another origin that does not allow this page (CORS). ' +
    `The browser hides a redirect's Location from the page; \`curl -i ${url}\` shows it. Use the final URL as Server URL, or connect through the local proxy.`
  );
}
