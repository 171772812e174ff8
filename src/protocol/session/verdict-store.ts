import { z } from 'zod';
import type { StoredVerdict, VerdictStore } from '../model/types';

/** Versioned so a future shape change can ignore (not misread) old data. */
export const VERDICT_STORAGE_KEY = 'mcp-console.era-verdicts.v1';

const StoredVerdictSchema = z.object({
  era: z.enum(['modern', 'legacy']),
  protocolVersion: z.string(),
  decidedAt: z.number(),
  transport: z.enum(['streamable-http', 'sse']).optional(),
});
const StoredFileSchema = z.object({
  version: z.literal(1),
  verdicts: z.record(z.string(), StoredVerdictSchema),
});

/** The part of Web Storage we use (`localStorage` fits); declared here because core code has no DOM lib. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Verdicts are per endpoint URL; normalising keeps "http://h/mcp" and "HTTP://h/mcp" one entry. */
export function verdictKey(serverUrl: string): string {
  try {
    return new URL(serverUrl).href;
  } catch {
    return serverUrl;
  }
}

/** Remembered era verdicts for this page's lifetime (tests, private mode). */
export class MemoryVerdictStore implements VerdictStore {
  private readonly map = new Map<string, StoredVerdict>();

  get(serverUrl: string): StoredVerdict | undefined {
    return this.map.get(verdictKey(serverUrl));
  }

  set(serverUrl: string, verdict: StoredVerdict): void {
    this.map.set(verdictKey(serverUrl), { ...verdict });
  }

  delete(serverUrl: string): void {
    this.map.delete(verdictKey(serverUrl));
  }
}

/**
 * Verdicts persisted in Web Storage (localStorage in the app). Whatever is read
 * back is validated: corrupt or foreign data counts as "no verdict" and is
 * re-probed rather than trusted.
 */
export class StorageVerdictStore implements VerdictStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string = VERDICT_STORAGE_KEY,
  ) {}

  get(serverUrl: string): StoredVerdict | undefined {
    return this.read()[verdictKey(serverUrl)];
  }

  set(serverUrl: string, verdict: StoredVerdict): void {
    this.write({ ...this.read(), [verdictKey(serverUrl)]: verdict });
  }

  delete(serverUrl: string): void {
    const key = verdictKey(serverUrl);
    this.write(Object.fromEntries(Object.entries(this.read()).filter(([url]) => url !== key)));
  }

  private read(): Record<string, StoredVerdict> {
    let raw: string | null;
    try {
      raw = this.storage.getItem(this.key);
    } catch {
      return {};
    }
    if (raw === null) return {};
    try {
      const parsed = StoredFileSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data.verdicts : {};
    } catch {
      return {};
    }
  }

  private write(verdicts: Record<string, StoredVerdict>): void {
    try {
      if (Object.keys(verdicts).length === 0) this.storage.removeItem(this.key);
      else this.storage.setItem(this.key, JSON.stringify({ version: 1, verdicts }));
    } catch {
      // Quota or privacy mode: a lost verdict only costs one probe next time.
    }
  }
}
