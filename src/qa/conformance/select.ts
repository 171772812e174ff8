/** Check selection by id glob, for `--only` / `--skip` and the panel. */

/** `*` matches any run of characters (dots included), `?` one character; everything else is literal. */
export function globToRegExp(glob: string): RegExp {
  const escape = (text: string) => text.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  const source = glob
    .split('*')
    .map((part) => part.split('?').map(escape).join('.'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

export function matchesAny(id: string, globs: readonly string[]): boolean {
  return globs.some((glob) => globToRegExp(glob).test(id));
}

export interface CheckSelection {
  only?: readonly string[] | undefined;
  skip?: readonly string[] | undefined;
}

/** The checks `only` keeps (all when absent) minus those `skip` names, in their original order. */
export function selectChecks<T extends { id: string }>(checks: readonly T[], selection: CheckSelection): T[] {
  const { only, skip } = selection;
  return checks.filter((c) => (only === undefined || only.length === 0 || matchesAny(c.id, only)) && !(skip !== undefined && matchesAny(c.id, skip)));
}

/** Globs that match no check: almost always a typo the user wants to hear about. */
export function unmatchedGlobs(checks: readonly { id: string }[], globs: readonly string[]): string[] {
  return globs.filter((glob) => !checks.some((c) => globToRegExp(glob).test(c.id)));
}
