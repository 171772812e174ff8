import { useState } from 'react';
import { z } from 'zod';
import { shareableServerUrl } from '../../lib/urls/permalink';

const STORAGE_PREFIX = 'mcp-console:template-values:';
const storedValues = z.record(z.string(), z.string());

export type BuilderValues = Readonly<Record<string, string>>;

function storageKey(serverId: string, template: string): string {
  return `${STORAGE_PREFIX}${serverId} ${template}`;
}

function readStored(key: string): BuilderValues {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed = storedValues.safeParse(raw === null ? {} : JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    // Storage can be unavailable (private mode, quota); the builder then simply starts empty.
    return {};
  }
}

function writeStored(key: string, values: BuilderValues): void {
  try {
    const filled = Object.entries(values).filter(([, value]) => value !== '');
    if (filled.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(Object.fromEntries(filled)));
  } catch {
    // See readStored: losing persistence must not break typing.
  }
}

/** The values last typed for this template on this server (empty when none were kept). */
export function loadBuilderValues(serverId: string, template: string): BuilderValues {
  return readStored(storageKey(serverId, template));
}

export interface BuilderValuesOptions {
  /** Values from a link (`var.*`), laid over the stored draft when the builder opens. */
  linked?: BuilderValues | undefined;
  /** Every change, so the panel can mirror the values into the address. */
  onChange?: ((values: BuilderValues) => void) | undefined;
}

/**
 * The builder's typed values, remembered per server and template in localStorage so that a
 * reload (or coming back to the template) loses nothing that was typed. Values are what the
 * user typed, not secrets; completion values come from the server anyway.
 */
export function useBuilderValues(
  serverId: string,
  template: string,
  { linked, onChange }: BuilderValuesOptions = {},
): [BuilderValues, (name: string, value: string) => void, (values: BuilderValues) => void] {
  const key = storageKey(serverId, template);
  const [values, setValues] = useState<BuilderValues>(() => ({ ...readStored(key), ...linked }));
  const replace = (next: BuilderValues) => {
    writeStored(key, next);
    setValues(next);
    onChange?.(next);
  };
  const setOne = (name: string, value: string) => replace({ ...values, [name]: value });
  return [values, setOne, replace];
}

/**
 * A shareable link that opens this template on this server (ui-contract "Deep links"); the
 * server URL loses user-info and credential-looking parameters, as in every permalink.
 */
export function templateDeepLink(href: string, serverUrl: string, template: string): string {
  const url = new URL(href);
  url.search = '';
  url.searchParams.set('server', shareableServerUrl(serverUrl));
  url.searchParams.set('panel', 'templates');
  url.searchParams.set('template', template);
  return url.toString();
}
