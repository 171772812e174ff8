import type { CheckResult, CheckStatus } from '../../../qa/conformance';

/** One check of two QA reports side by side: each side's verdict (absent: that run had no such check). */
export interface VerdictRow {
  id: string;
  title: string;
  from: CheckStatus | undefined;
  to: CheckStatus | undefined;
  differs: boolean;
}

/**
 * Two runs of the checks, one row per check either run has: the checks whose verdicts differ
 * first (what a comparison is for), then the rest, each group in check-id order.
 */
export function compareVerdicts(from: readonly CheckResult[], to: readonly CheckResult[]): VerdictRow[] {
  const titles = new Map<string, string>();
  for (const result of [...from, ...to]) if (!titles.has(result.id)) titles.set(result.id, result.title);
  const statusOf = (results: readonly CheckResult[]) => new Map(results.map((r) => [r.id, r.status]));
  const before = statusOf(from);
  const after = statusOf(to);
  const rows = [...titles].map(([id, title]): VerdictRow => {
    const a = before.get(id);
    const b = after.get(id);
    return { id, title, from: a, to: b, differs: a !== b };
  });
  return rows.sort((x, y) => Number(y.differs) - Number(x.differs) || x.id.localeCompare(y.id));
}

/** `3 pass · 1 fail · 0 warn · 2 n/a`: a run's summary in the order the QA panel orders results. */
export function summaryLine(summary: Readonly<Record<CheckStatus, number>>): string {
  const order: readonly CheckStatus[] = ['fail', 'warn', 'pass', 'n/a'];
  return order.map((status) => `${summary[status]} ${status}`).join(' · ');
}
