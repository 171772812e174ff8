import { checkArea, orderResults, STATUS_ORDER, type CheckArea, type CheckResult, type CheckSeverity, type CheckStatus } from '../../qa/conformance';

export interface ReportFilter {
  /** Statuses shown; empty shows every status. */
  statuses: readonly CheckStatus[];
  severity: CheckSeverity | 'all';
  /** Matched case-insensitively against id, title, message and spec. */
  text: string;
}

export const NO_REPORT_FILTER: ReportFilter = { statuses: [], severity: 'all', text: '' };

export function isFiltering(filter: ReportFilter): boolean {
  return filter.statuses.length > 0 || filter.severity !== 'all' || filter.text.trim() !== '';
}

export function matchesFilter(result: CheckResult, filter: ReportFilter): boolean {
  if (filter.statuses.length > 0 && !filter.statuses.includes(result.status)) return false;
  if (filter.severity !== 'all' && result.severity !== filter.severity) return false;
  const needle = filter.text.trim().toLowerCase();
  if (needle === '') return true;
  return [result.id, result.title, result.message, result.spec].some((field) => field.toLowerCase().includes(needle));
}

/** One group of the Checks table: the checks of one area that share a status. */
export interface CheckGroup {
  key: string;
  status: CheckStatus;
  area: CheckArea;
  results: CheckResult[];
}

/**
 * The table's groups in report order (status, then area), so reading down the table never
 * meets a fail or warn after a pass, whichever groups are open.
 */
export function groupResults(results: readonly CheckResult[], filter: ReportFilter): CheckGroup[] {
  const groups: CheckGroup[] = [];
  for (const result of orderResults(results)) {
    if (!matchesFilter(result, filter)) continue;
    const area = checkArea(result.id);
    const last = groups.at(-1);
    if (last?.status === result.status && last.area === area) last.results.push(result);
    else groups.push({ key: `${result.status}:${area}`, status: result.status, area, results: [result] });
  }
  return groups;
}

/** Groups of passed and not-applicable checks start collapsed: the report leads with what is broken. */
export function openByDefault(status: CheckStatus): boolean {
  return STATUS_ORDER.indexOf(status) < STATUS_ORDER.indexOf('pass');
}
