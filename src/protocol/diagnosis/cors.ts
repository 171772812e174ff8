import { corsFixes } from './cors-fixes';
import type { CorsDiagnosis } from '../model/types';

/** What the browser let us observe in the CORS probe (see `probeCors`). */
export interface CorsProbeResults {
  /** (a) An opaque `no-cors` POST got through: the server is up and reachable. */
  reachable: boolean;
  /** Error text of the failed no-cors request, when not reachable. */
  reachError?: string;
  /** (b) A POST with only `Content-Type: application/json` (already preflighted). */
  basicPost: { ok: true; status: number } | { ok: false; error: string };
  /** (c) One POST per additional request header, alone: whether the browser let it through. */
  headers: { name: string; allowed: boolean }[];
  /** (d) Legacy sessionful check; absent when not run. */
  session?: { initializeOk: boolean; sessionIdReadable: boolean };
}

export interface CorsContext {
  url: string;
  /** The console's origin, for the fixes; a placeholder when unknown. */
  origin?: string;
  /** Extra request headers the user configured (names), to list in the fixes. */
  extraHeaders?: string[];
}

const ORIGIN_PLACEHOLDER = 'https://your-console.example';

/**
 * Turns probe observations into the one CORS rule the server breaks, in words
 * and as copy-paste fixes. Spec §23 (derived from the Fetch standard's CORS
 * protocol: https://fetch.spec.whatwg.org/#http-cors-protocol).
 */
export function diagnoseCors(results: CorsProbeResults, ctx: CorsContext): CorsDiagnosis {
  const origin = ctx.origin ?? ORIGIN_PLACEHOLDER;
  const forOrigin = ctx.origin === undefined ? 'this origin' : ctx.origin;
  const base = {
    missingAllowHeaders: [] as string[],
    missingExposeHeaders: [] as string[],
    fixes: corsFixes(origin, ctx.extraHeaders ?? []),
  };
  if (!results.reachable) {
    return {
      ...base,
      verdict: 'unreachable',
      fixes: [],
      summary:
        `CORS is not the problem: ${ctx.url} could not be reached at all, not even by an opaque request` +
        `${results.reachError === undefined ? '' : ` (${results.reachError})`}. Check the address, that the server is running, and TLS.`,
    };
  }
  if (!results.basicPost.ok) {
    return {
      ...base,
      verdict: 'no-allow-origin',
      summary:
        `CORS: the server does not answer the preflight (OPTIONS) with Access-Control-Allow-Origin for ${forOrigin}` +
        ' (or answers it with an error status such as 401, 404 or 405). The server is up, but the browser blocks every JSON POST to it.',
    };
  }
  const missing = results.headers.filter((h) => !h.allowed).map((h) => h.name.toLowerCase());
  if (missing.length > 0) {
    return {
      ...base,
      verdict: 'missing-allow-headers',
      missingAllowHeaders: missing,
      summary: `CORS: the server's preflight response does not allow the request header(s) ${missing.join(', ')} (Access-Control-Allow-Headers).`,
    };
  }
  if (results.session?.initializeOk === true && !results.session.sessionIdReadable) {
    return {
      ...base,
      verdict: 'missing-expose-headers',
      missingExposeHeaders: ['mcp-session-id'],
      summary:
        'CORS: initialize succeeded but the Mcp-Session-Id response header is not readable from JavaScript. ' +
        'Either the server did not send one or it is missing from Access-Control-Expose-Headers; the browser does not let us tell which.',
    };
  }
  return {
    ...base,
    verdict: 'hidden',
    summary:
      'CORS: the browser blocked a request but hides the reason, and every individual probe passed. ' +
      'Check the browser console for the exact CORS message; the fixes below cover the usual rules.',
  };
}
