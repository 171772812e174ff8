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

/** `07:12`: when a run started, as the comparison says it ("QA run at 07:12"), in local time. */
export function runTime(startedAt: string): string {
  return new Date(startedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** What the comparison's checks button does: which servers it runs, and its label saying so. */
export interface ChecksPlan<S> {
  servers: S[];
  label: string;
}

/**
 * A server whose checks already ran in this tab (the QA panel's last report, or an earlier run
 * here) is shown as it is: only the sides without a report run. With both reported, the button
 * runs both again.
 */
export function checksPlan<S extends { name: string }>(from: { server: S; reported: boolean }, to: { server: S; reported: boolean }): ChecksPlan<S> {
  if (from.reported && to.reported) return { servers: [from.server, to.server], label: 'Run checks on both again' };
  if (from.reported) return { servers: [to.server], label: `Run checks on ${to.server.name}` };
  if (to.reported) return { servers: [from.server], label: `Run checks on ${from.server.name}` };
  return { servers: [from.server, to.server], label: 'Run checks on both' };
}
