import type { CheckResult, ConformanceCheck } from './types';

/**
 * The order a run takes. Checks share the server (on stdio one process; on a legacy server one
 * session), so a check that leaves state behind (an open listen stream, tools called, a log level
 * set) could change what a later check sees: a check passes alone and fails after it. Such checks
 * run after every check that leaves nothing, so those see the server as the run found it; then
 * the checks that judge everything the run sent (they must see the deferred requests too); the
 * check that ends the connection last. Within a phase the registry's order holds.
 */
function phase(check: ConformanceCheck): number {
  if (check.endsConnection === true) return 3;
  if (check.inspectsRun === true) return 2;
  return check.changesState === undefined ? 0 : 1;
}

export function runOrder(checks: readonly ConformanceCheck[]): ConformanceCheck[] {
  return checks
    .map((check, index) => ({ check, index }))
    .sort((a, b) => phase(a.check) - phase(b.check) || a.index - b.index)
    .map(({ check }) => check);
}

/** Marks `checks` as leaving `what` in the server, for runOrder and for the notes of later findings. */
export function changingState(checks: readonly ConformanceCheck[], what: string): ConformanceCheck[] {
  return checks.map((check) => ({ ...check, changesState: what }));
}

/**
 * What the run has left in the server so far, to say in a later finding: a fail or warn after a
 * state change names it, so a reader knows the finding may not show on a fresh server.
 */
export class StateChanges {
  private readonly seen: string[] = [];

  note(check: ConformanceCheck, result: CheckResult): void {
    if (check.changesState === undefined || result.status === 'n/a' || this.seen.includes(check.changesState)) return;
    this.seen.push(check.changesState);
  }

  annotate(check: ConformanceCheck, result: CheckResult): CheckResult {
    const earlier = this.seen.filter((what) => what !== check.changesState);
    if (earlier.length === 0 || (result.status !== 'fail' && result.status !== 'warn')) return result;
    return { ...result, message: `${result.message} (Ran after earlier checks left state in the server: ${earlier.join('; ')}.)` };
  }
}
