import type { ConnectTarget } from '../../../hooks/session/session-manager';
import { isSecretHeader, type SavedServer, type ServersState } from '../saved/model';

/** The saved server for a URL: the selected one when it matches, else the first with that URL. */
export function serverForUrl(state: ServersState, url: string): SavedServer | undefined {
  const selected = state.servers.find((s) => s.id === state.selectedId);
  if (selected?.url === url) return selected;
  return state.servers.find((s) => s.url === url);
}

/** Headers and secret header names for connecting to `url` with its saved settings. */
export function connectTargetFor(state: ServersState, url: string): ConnectTarget {
  const server = serverForUrl(state, url);
  const headers: Record<string, string> = {};
  const secretHeaders = new Set<string>();
  for (const header of server?.headers ?? []) {
    const name = header.name.trim().toLowerCase();
    if (name === '') continue;
    headers[name] = header.value;
    if (isSecretHeader(header)) secretHeaders.add(name);
  }
  const token = server?.token.trim() ?? '';
  if (token !== '') {
    headers.authorization = `Bearer ${token}`;
    secretHeaders.add('authorization');
  }
  return { url, headers, secretHeaders: [...secretHeaders] };
}
