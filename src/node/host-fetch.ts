import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * A fetch that sends the `Host` header it is given. Fetch (undici included) treats
 * Host as forbidden and rewrites it, so a DNS-rebinding probe (a foreign Host) needs
 * node:http underneath. Node only; the browser cannot forge Host at all.
 */
export const hostFetch: typeof fetch = (input, init) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { method: init?.method ?? 'GET', headers: Object.fromEntries(headers), signal: init?.signal ?? undefined }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === 'string') responseHeaders.set(name, value);
          else if (Array.isArray(value)) for (const v of value) responseHeaders.append(name, v);
        }
        const status = res.statusCode ?? 500;
        const nullBody = status === 204 || status === 304;
        resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
      });
    });
    req.on('error', reject);
    if (typeof init?.body === 'string') req.write(init.body);
    req.end();
  });
