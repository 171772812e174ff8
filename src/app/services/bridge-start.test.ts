import { describe, expect, it } from 'vitest';
import type { BridgedServer } from '../../features/stdio';
import { startPlan } from './bridge-start';

const stdio = (id: string): BridgedServer => ({ id, kind: 'stdio', name: id, url: `http://127.0.0.1:6280/.mcp-console/bridge/${id}/mcp`, command: `node ${id}.js` });
const http = (id: string): BridgedServer => ({ id, kind: 'http', name: id, url: `https://${id}.example/mcp`, headers: {}, transport: 'http' });
const ids = (servers: readonly BridgedServer[]): string[] => servers.map((s) => s.id);

describe('startPlan: what a console served with --config connects on load', () => {
  const servers = [http('remote'), stdio('a'), stdio('b')];

  it('connects one server only: --server’s, else the first stdio one, so the other processes stay unstarted', () => {
    expect(startPlan({ servers, open: undefined, connectAll: false }, 8)).toEqual({ active: stdio('a'), background: [] });
    expect(startPlan({ servers, open: 'b', connectAll: false }, 8)).toEqual({ active: stdio('b'), background: [] });
    expect(startPlan({ servers: [http('remote')], open: undefined, connectAll: false }, 8)).toEqual({ active: undefined, background: [] });
  });

  it('--connect-all connects every one, the first (or --server’s) active and the rest in the background', () => {
    const all = startPlan({ servers, open: undefined, connectAll: true }, 8);
    expect(all.active?.id).toBe('remote');
    expect(ids(all.background)).toEqual(['a', 'b']);
    const picked = startPlan({ servers, open: 'b', connectAll: true }, 8);
    expect(picked.active?.id).toBe('b');
    expect(ids(picked.background)).toEqual(['remote', 'a']);
  });

  it('--connect-all stays within the servers live at once, the active one counted', () => {
    const many = Array.from({ length: 10 }, (_, i) => stdio(`s${i}`));
    const plan = startPlan({ servers: many, open: 's9', connectAll: true }, 8);
    expect(plan.active?.id).toBe('s9');
    expect(ids(plan.background)).toEqual(['s0', 's1', 's2', 's3', 's4', 's5', 's6']);
    expect(startPlan({ servers: [], open: undefined, connectAll: true }, 8)).toEqual({ active: undefined, background: [] });
  });
});
