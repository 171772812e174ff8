/** One entry of the command palette: an item to open or an action to run. */
export interface PaletteCommand {
  id: string;
  /** What the option shows and is named by: a title, a name, or an action's verb phrase. */
  label: string;
  /** What kind of thing it is ("Resource", "Prompt", "Action", …), shown beside the label. */
  kind: string;
  /** Also matched, with a lower weight: the item's name or URI when the label is its title. */
  detail?: string | undefined;
  run: () => void;
  /** Leave the palette open after running (e.g. "Load more…", which adds options). */
  keepOpen?: boolean | undefined;
}

const WORD_BREAK = /[\s/._:\-{}]/;

/**
 * How well `query` matches `text` as a case-insensitive subsequence, or undefined when
 * it does not. Higher is better: a match at the start, at word starts and in runs of
 * consecutive characters beats letters scattered through the text; shorter texts win ties.
 */
export function matchScore(query: string, text: string): number | undefined {
  const q = query.trim().toLowerCase();
  const t = text.toLowerCase();
  if (q === '') return 0;
  if (t === q) return 1000;
  let score = t.startsWith(q) ? 300 : t.includes(q) ? 150 : 0;
  let from = 0;
  let previous = -2;
  for (const char of q) {
    const at = t.indexOf(char, from);
    if (at < 0) return undefined;
    if (at === previous + 1) score += 8;
    const before = t[at - 1];
    if (at === 0 || (before !== undefined && WORD_BREAK.test(before))) score += 10;
    score -= Math.min(at - from, 10);
    previous = at;
    from = at + 1;
  }
  return score - t.length / 100;
}

/** The commands matching `query`, best first; the label counts more than the detail. */
export function rankCommands(query: string, commands: readonly PaletteCommand[], limit: number): PaletteCommand[] {
  if (query.trim() === '') return commands.slice(0, limit);
  const scored: { command: PaletteCommand; score: number }[] = [];
  for (const command of commands) {
    const label = matchScore(query, command.label);
    const detail = command.detail === undefined ? undefined : matchScore(query, command.detail);
    const score = Math.max(label ?? -Infinity, detail === undefined ? -Infinity : detail - 20);
    if (score !== -Infinity) scored.push({ command, score });
  }
  // Array.prototype.sort is stable, so equal scores keep their list order (actions, then items).
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.command);
}
