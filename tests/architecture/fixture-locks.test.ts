import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lockGaps, portsNamedBy, statefulFixtures, type ReadSource } from './fixture-locks';

/**
 * Decision 0020's scheduling rule for e2e/: two workers share the fixture servers, so a spec that
 * talks to one whose state another spec changes (e2e/ports.ts's `StatefulFixture`) must hold its
 * lock, or the two may run side by side and fail only together.
 */
const readTree: ReadSource = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);
const STATEFUL = statefulFixtures(readFileSync('e2e/ports.ts', 'utf8'));
const SPECS = readdirSync('e2e', { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => `e2e/${name}`)
  .sort();

describe('the e2e fixture locks (decision 0020)', () => {
  it('reads the stateful fixtures and the specs', () => {
    expect(STATEFUL).toEqual(expect.arrayContaining(['shortTtl', 'storm', 'authServer', 'defect']));
    expect(SPECS.length).toBeGreaterThan(50);
  });

  it('has every spec hold the lock of each stateful fixture it or its helpers talk to, and no other', () => {
    const gaps = SPECS.map((spec) => lockGaps(spec, readTree, STATEFUL)).filter((g) => g.missing.length > 0 || g.unneeded.length > 0);
    expect(gaps).toEqual([]);
  });

  it('starts no fixture server (webServer in playwright.config.ts) that no spec talks to', () => {
    const started = [...readFileSync('playwright.config.ts', 'utf8').matchAll(/(?:shared|recipe)\('[^']+', (?:'[^']+', )?E2E_PORTS\.(\w+)\)/g)].map((m) => m[1]);
    const named = new Set(SPECS.flatMap((spec) => portsNamedBy(spec, readTree)));
    expect(started.length).toBeGreaterThan(30);
    expect(started.filter((port) => port === undefined || !named.has(port))).toEqual([]);
  });

  it('names every fixture port, so the checks above see it', () => {
    const dynamic = SPECS.filter((spec) => /E2E_PORTS\s*\[/.test(readTree(spec) ?? ''));
    expect(dynamic).toEqual([]);
  });
});

describe('a planted spec', () => {
  const planted: Record<string, string> = {
    'e2e/planted.spec.ts': "import { fixtureLocks } from './ports';\nimport { StormPage } from './pages/planted-page';\ntest.describe.configure({ lock: fixtureLocks('apps') });\nconst url = fixtureUrl(E2E_PORTS.authProtected);\n",
    'e2e/pages/planted-page.ts': "import { E2E_PORTS } from '../ports';\nimport { TICKER } from '../fixtures/storm-server';\nexport const url = E2E_PORTS.storm;\n",
  };
  const read: ReadSource = (path) => planted[path];

  it('is caught talking to a stateful fixture through a helper, or on a port its script serves, without the lock', () => {
    expect(lockGaps('e2e/planted.spec.ts', read, STATEFUL)).toEqual({ spec: 'e2e/planted.spec.ts', missing: ['authServer', 'storm'], unneeded: ['apps'] });
  });
});
