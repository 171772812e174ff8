import type { ServerHistory } from '../history/types';
import type { ConnectionStatus, TrafficSnapshot } from '../../protocol/model/types';
import { REDACTED } from '../../protocol/transport/tap/redact';
import { buildSessionFile, type SessionFileInput } from './build';

/** `mcp-session-<host>-<timestamp>.<ext>`: sortable and free of characters file systems reject. */
export function exportFileName(serverUrl: string, now: Date, ext: string): string {
  let host = 'server';
  try {
    host = new URL(serverUrl).host.replace(/[^a-z0-9.-]+/gi, '-');
  } catch {
    // A malformed URL only costs the host part of the name.
  }
  return `mcp-session-${host}-${now.toISOString().replace(/[:.]/g, '-')}.${ext}`;
}

/** A file ready to hand to the browser's download: name, text and media type. */
export interface SessionDownload {
  fileName: string;
  text: string;
  type: string;
}

/**
 * The session file (docs/session-file.md) of the current server as a download, or undefined
 * before any server was chosen. The negotiation and server description are only known while
 * connected; the traffic is already redacted by the tap and the timeline's auth steps and
 * invalidations are reduced to what it draws (`timeline-record.ts`), so the file holds no secret.
 */
export function sessionFileDownload(
  status: ConnectionStatus,
  traffic: Pick<TrafficSnapshot, 'exchanges' | 'frames'> & Partial<Pick<TrafficSnapshot, 'droppedExchanges' | 'droppedFrames'>>,
  now: Date,
  history?: ServerHistory,
  /** The Timeline's auth steps and invalidations, the roots offered to the server, the Playground's conversation and the other connected servers. */
  extras: Pick<SessionFileInput, 'authSteps' | 'invalidations' | 'roots' | 'playground' | 'workspace'> = {},
  /** Secrets the file must not hold wherever they were typed (the model's key): each becomes `[redacted]`. */
  withheld: readonly string[] = [],
): SessionDownload | undefined {
  if (status.state === 'idle') return undefined;
  const connected = status.state === 'connected' ? status : undefined;
  const file = buildSessionFile({ url: status.url, negotiation: connected?.negotiation, description: connected?.server, traffic, now, history, ...extras });
  return { fileName: exportFileName(status.url, now, 'json'), text: jsonWithout(file, withheld), type: 'application/json' };
}

/**
 * An export's JSON text with each secret masked in every string. The model log already writes
 * the key's header as a placeholder; this also covers a key pasted into a message or a tool's
 * arguments. Secrets shorter than 4 characters are left alone: they would mask ordinary words.
 */
export function jsonWithout(value: unknown, secrets: readonly string[]): string {
  const masked = secrets.filter((secret) => secret.trim().length >= 4).sort((a, b) => b.length - a.length);
  if (masked.length === 0) return JSON.stringify(value, null, 2);
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? masked.reduce((text, secret) => text.replaceAll(secret, REDACTED), item) : item), 2);
}
