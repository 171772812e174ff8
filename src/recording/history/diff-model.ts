import { diffLines } from 'diff';
import microdiff from 'microdiff';
import type { CallError } from './types';

/** What a call answered: the result, or the error. */
export interface CallOutcome {
  result?: unknown;
  error?: CallError | undefined;
}

/** One line of a side-by-side text diff; `changed` marks a removed (left) or added (right) line. */
export interface DiffLine {
  text: string;
  changed: boolean;
}

export interface LineRow {
  left: DiffLine | undefined;
  right: DiffLine | undefined;
}

export interface DiffChange {
  /** Where in the outcome, e.g. `result.content[0].text`. */
  path: string;
  kind: 'added' | 'removed' | 'changed';
  /** JSON of the value on each side (absent on the side that lacks it). */
  before: string | undefined;
  after: string | undefined;
  /** For a changed string: its lines, side by side. */
  lines: LineRow[] | undefined;
}

export interface CallDiff {
  same: boolean;
  changes: DiffChange[];
}

function formatPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out === '' ? part : `${out}.${part}`), '');
}

function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function linesOf(chunk: string): string[] {
  const lines = chunk.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** A text diffed by line (the `diff` package), as rows: unchanged lines on both sides, a change's old lines beside its new ones. */
export function lineRows(before: string, after: string): LineRow[] {
  const rows: LineRow[] = [];
  let removed: string[] = [];
  const flush = (added: string[]) => {
    const height = Math.max(removed.length, added.length);
    for (let i = 0; i < height; i += 1) {
      const left = removed[i];
      const right = added[i];
      rows.push({ left: left === undefined ? undefined : { text: left, changed: true }, right: right === undefined ? undefined : { text: right, changed: true } });
    }
    removed = [];
  };
  for (const part of diffLines(before, after)) {
    if (part.removed) {
      removed.push(...linesOf(part.value));
    } else if (part.added) {
      flush(linesOf(part.value));
    } else {
      flush([]);
      for (const line of linesOf(part.value)) rows.push({ left: { text: line, changed: false }, right: { text: line, changed: false } });
    }
  }
  flush([]);
  return rows;
}

function asContainer(outcome: CallOutcome): Record<string, unknown> {
  return outcome.error === undefined ? { result: outcome.result } : { error: outcome.error };
}

/**
 * The structural diff of two outcomes (microdiff), with every changed string also diffed by line.
 * Binary contents were stored as `{ bytes, sha256 }`, so images and blobs compare by size and hash.
 */
export function diffOutcomes(a: CallOutcome, b: CallOutcome): CallDiff {
  const changes = microdiff(asContainer(a), asContainer(b)).map((d): DiffChange => {
    const path = formatPath(d.path);
    if (d.type === 'CREATE') return { path, kind: 'added', before: undefined, after: show(d.value), lines: undefined };
    if (d.type === 'REMOVE') return { path, kind: 'removed', before: show(d.oldValue), after: undefined, lines: undefined };
    const bothText = typeof d.oldValue === 'string' && typeof d.value === 'string';
    return { path, kind: 'changed', before: show(d.oldValue), after: show(d.value), lines: bothText ? lineRows(show(d.oldValue), show(d.value)) : undefined };
  });
  return { same: changes.length === 0, changes };
}

/** Whether two outcomes are equal (what "expect same result" checks). */
export function sameOutcome(a: CallOutcome, b: CallOutcome): boolean {
  return microdiff(asContainer(a), asContainer(b)).length === 0;
}
