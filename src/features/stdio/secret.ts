import { BRIDGE_SECRET_HEADER } from '../../lib/urls/bridge-url';

/** The fragment parameter `mcp-console` prints the per-run secret in (decision 0031). */
export const SECRET_PARAM = 'mcp-console-secret';
/** Where the page keeps it: this tab only, never on disk. */
export const SECRET_KEY = 'mcp-console:bridge-secret';
/** The request header the bridge checks. */
export const SECRET_HEADER = BRIDGE_SECRET_HEADER;

/** 32 random bytes in hex, as the CLI mints them; anything else is not ours to send. */
const SECRET_FORMAT = /^[0-9a-f]{32,128}$/i;

export interface SecretPage {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

export type SecretStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The address without the secret; the rest of the fragment (if any) and the query stay. */
function withoutSecret(href: string): string {
  const url = new URL(href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  fragment.delete(SECRET_PARAM);
  const rest = fragment.toString();
  url.hash = rest === '' ? '' : rest;
  // `url.hash = ''` still leaves a bare `#` in some engines' serialisation: cut it.
  return url.toString().replace(/#$/, '');
}

function readStored(storage: SecretStorage): string | undefined {
  try {
    const stored = storage.getItem(SECRET_KEY);
    return stored !== null && SECRET_FORMAT.test(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Moves the bridge's secret from the address (`#mcp-console-secret=<hex>`) into this tab's
 * sessionStorage and takes it out of the address bar at once, so no permalink, Copy link,
 * bookmark or history entry holds it (decision 0031, "Security"). Returns the secret in force:
 * the fragment's, else the one this tab kept (a reload), else undefined.
 */
export function takeBridgeSecret(page: SecretPage, storage: SecretStorage): string | undefined {
  const url = new URL(page.location.href);
  const fromFragment = new URLSearchParams(url.hash.slice(1)).get(SECRET_PARAM);
  if (fromFragment === null) return readStored(storage);
  page.history.replaceState(page.history.state, '', withoutSecret(page.location.href));
  if (!SECRET_FORMAT.test(fromFragment)) return readStored(storage);
  try {
    storage.setItem(SECRET_KEY, fromFragment);
  } catch {
    // Storage disabled: the secret still works for this page load, from memory.
  }
  return fromFragment;
}
