import { gzipSync } from 'node:zlib';
import { decodedMappings, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';

/** Who wrote a byte of a built file: an npm package by name, the console itself, or nobody known. */
export type Owner = string;
export const OWN_CODE: Owner = '(the console)';
export const UNMAPPED: Owner = '(unmapped)';
export const NO_SOURCE_MAP: Owner = '(no source map)';

/** True for an npm package, false for the console's own code and bytes no source names. */
export function isPackage(owner: Owner): boolean {
  return owner !== OWN_CODE && owner !== UNMAPPED && owner !== NO_SOURCE_MAP;
}

/** The npm package a source path is in (`…/node_modules/@scope/name/…` → `@scope/name`), else the console's own. */
export function ownerOf(source: string | null | undefined): Owner {
  if (source === null || source === undefined) return UNMAPPED;
  const at = source.lastIndexOf('node_modules/');
  if (at === -1) return OWN_CODE;
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  const name = parts[0]?.startsWith('@') === true ? `${parts[0]}/${parts[1] ?? ''}` : parts[0];
  return name === undefined || name === '' ? UNMAPPED : name;
}

/**
 * A built file's gzip size split by owner. gzip has no per-byte cost, so each owner gets the share
 * of the file's gzip size that its generated characters are of the file: close for files of
 * similar code, and it sums to the file's real gzip size.
 */
export function gzipByOwner(code: string, map: SourceMapInput): Map<Owner, number> {
  const trace = new TraceMap(map);
  const lines = code.split('\n');
  const chars = new Map<Owner, number>();
  const add = (owner: Owner, n: number): void => {
    if (n > 0) chars.set(owner, (chars.get(owner) ?? 0) + n);
  };
  const decoded = decodedMappings(trace);
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    let covered = 0;
    segments.forEach((segment, i) => {
      const start = segment[0];
      const end = segments[i + 1]?.[0] ?? line.length;
      if (i === 0) add(UNMAPPED, start);
      add(segment.length === 1 ? UNMAPPED : ownerOf(trace.resolvedSources[segment[1]]), end - start);
      covered = end;
    });
    add(UNMAPPED, line.length - covered + (index < lines.length - 1 ? 1 : 0));
  });
  const total = [...chars.values()].reduce((a, b) => a + b, 0);
  const gzip = gzipSync(code, { level: 9 }).length;
  return new Map([...chars].map(([owner, n]) => [owner, (n / total) * gzip]));
}

/** Sums per-file splits: the bytes each owner puts on a path of several files. */
export function sumOwners(splits: Iterable<ReadonlyMap<Owner, number>>): Map<Owner, number> {
  const sum = new Map<Owner, number>();
  for (const split of splits) for (const [owner, bytes] of split) sum.set(owner, (sum.get(owner) ?? 0) + bytes);
  return sum;
}
