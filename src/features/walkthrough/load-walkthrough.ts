import { parseWalkthrough, WALKTHROUGH_MAX_CHARS, type ParsedWalkthrough } from '../../recording/walkthrough';

export type WalkthroughSource = { url: string } | { text: string };

/**
 * Fetches a walkthrough file as data: http(s) only, no cookies or credentials sent, read as
 * text and parsed, never evaluated. The host serving it must allow the console's origin (CORS)
 * unless it is the console's own.
 */
async function fetchText(address: string): Promise<string> {
  const url = new URL(address, window.location.href);
  if (!/^https?:$/.test(url.protocol)) throw new Error(`only http(s) walkthroughs are loaded, not ${url.protocol}`);
  const response = await fetch(url, { credentials: 'omit', mode: 'cors', cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url.href}`);
  const text = await response.text();
  if (text.length > WALKTHROUGH_MAX_CHARS) throw new Error(`${url.href} is larger than ${WALKTHROUGH_MAX_CHARS / 1024} KiB`);
  return text;
}

/** The walkthrough from its source, or the reasons it cannot be shown. */
export async function loadWalkthrough(source: WalkthroughSource): Promise<ParsedWalkthrough> {
  if ('text' in source) return parseWalkthrough(source.text);
  try {
    return parseWalkthrough(await fetchText(source.url));
  } catch (error) {
    const message = error instanceof TypeError ? `could not fetch ${source.url} (is it served with CORS for this console?)` : String(error instanceof Error ? error.message : error);
    return { ok: false, errors: [message] };
  }
}
