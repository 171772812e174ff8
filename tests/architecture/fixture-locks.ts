import { dirname, join, normalize } from 'node:path';

/** Reads a file of the tree by its path from the repository root; undefined when there is none. */
export type ReadSource = (path: string) => string | undefined;

/**
 * The sign-in script (e2e/fixtures/auth-fixtures.ts) serves these ports beside `authServer`, from
 * the same process and the same state, so talking to any of them needs that lock.
 */
const SERVED_WITH: Readonly<Record<string, string>> = {
  authProtected: 'authServer',
  authNoCorsMetadata: 'authServer',
  authWrongIssServer: 'authServer',
  authWrongIss: 'authServer',
};

/** The members of e2e/ports.ts's `StatefulFixture` union, read from its source. */
export function statefulFixtures(portsSource: string): string[] {
  const union = /export type StatefulFixture =([^;]+);/.exec(portsSource)?.[1] ?? '';
  return [...union.matchAll(/'(\w+)'/g)].map((m) => m[1] ?? '');
}

/**
 * A spec's own source and those of the e2e helpers it imports (page objects, steps), followed
 * transitively: they talk to fixtures on its behalf. The fixture servers themselves are left out.
 */
function sourcesOf(spec: string, read: ReadSource): string[] {
  const texts: string[] = [];
  const seen = new Set<string>();
  const queue = [spec];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = read(file);
    if (text === undefined) throw new Error(`${file} is imported but not found`);
    texts.push(text);
    for (const [, relative] of text.matchAll(/from '(\.\.?\/[^']+)'/g)) {
      const target = normalize(join(dirname(file), `${relative ?? ''}.ts`));
      if (target.startsWith('e2e/') && !target.startsWith('e2e/fixtures/') && target !== 'e2e/ports.ts') queue.push(target);
    }
  }
  return texts;
}

export interface LockGaps {
  spec: string;
  /** Stateful fixtures the spec talks to without holding their lock: it may run beside a spec changing them. */
  missing: string[];
  /** Locks held for fixtures the spec never talks to: they only keep it from running beside others. */
  unneeded: string[];
}

/** The `E2E_PORTS` names a spec and the helpers it imports talk to. */
export function portsNamedBy(spec: string, read: ReadSource): string[] {
  return sourcesOf(spec, read).flatMap((text) => [...text.matchAll(/\bE2E_PORTS\.(\w+)/g)].map((m) => m[1] ?? ''));
}

/** Compares the stateful fixture ports a spec (with its helpers) names with its `fixtureLocks(...)`. */
export function lockGaps(spec: string, read: ReadSource, stateful: readonly string[]): LockGaps {
  const needed = new Set<string>();
  for (const port of portsNamedBy(spec, read)) {
    const lock = SERVED_WITH[port] ?? port;
    if (stateful.includes(lock)) needed.add(lock);
  }
  const held = new Set<string>();
  for (const [, args = ''] of (read(spec) ?? '').matchAll(/fixtureLocks\(([^)]*)\)/g)) {
    for (const [, name = ''] of args.matchAll(/'(\w+)'/g)) held.add(name);
  }
  return {
    spec,
    missing: [...needed].filter((name) => !held.has(name)).sort(),
    unneeded: [...held].filter((name) => !needed.has(name)).sort(),
  };
}
