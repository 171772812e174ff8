import { canonicalJson } from './canonical';
import type { SnapshotChange, SnapshotDiff, SnapshotSide } from './types';

function sideName(side: SnapshotSide): string {
  const name = side.server.name ?? 'server';
  return `${name}${side.server.version === undefined ? '' : ` ${side.server.version}`} (${side.protocol.version})`;
}

/** Table cells hold server-chosen text: pipes and line breaks would break the table. */
function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/`/g, "'").replace(/\r?\n/g, ' ');
}

function table(changes: readonly SnapshotChange[]): string[] {
  return ['| change | rule | path |', '|---|---|---|', ...changes.map((c) => `| ${cell(c.message)} | ${c.rule} | \`${cell(c.path)}\` |`)];
}

/** `Interface diff: <from> → <to>`: the heading of the CLI's diff, also the console's (a server's name is plain text). */
export function diffTitle(diff: SnapshotDiff, escape: (text: string) => string = (text) => text): string {
  return `Interface diff: ${escape(sideName(diff.from))} → ${escape(sideName(diff.to))}`;
}

/** The diff as Markdown for a CI log or a pull-request comment: breaking changes first. */
export function diffToMarkdown(diff: SnapshotDiff): string {
  const breaking = diff.changes.filter((c) => c.class === 'breaking');
  const compatible = diff.changes.filter((c) => c.class === 'compatible');
  const lines = [`# ${diffTitle(diff, cell)}`, ''];
  if (diff.changes.length === 0) return `${[...lines, 'No changes.'].join('\n')}\n`;
  lines.push(`**${diff.summary.breaking} breaking**, ${diff.summary.compatible} compatible.`, '');
  if (breaking.length > 0) lines.push('## Breaking', '', ...table(breaking), '');
  if (compatible.length > 0) lines.push('## Compatible', '', ...table(compatible), '');
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The diff as canonical JSON (`{ from, to, changes, summary }`), breaking changes first. */
export function diffToJson(diff: SnapshotDiff): string {
  return canonicalJson(diff);
}
