import type { PriorDiscovery } from '@modelcontextprotocol/client';
import { serverUrlProblem, serverUrlProblemText } from '../../lib/urls/server-url';
import type { ValueStore } from '../../lib/value-store';
import type { ConsoleError } from '../diagnosis/errors';
import type { TrafficLog } from '../transport/tap/traffic-log';
import type { ConnectionStatus, Era, StoredVerdict, TransportKind, VerdictStore } from '../model/types';
import { choosePrior, shouldRemember } from './negotiation';
import type { Opened } from './session-open';

/** What one first connect needs of its session. */
export interface ConnectHost {
  url: string;
  status: ValueStore<ConnectionStatus>;
  traffic: TrafficLog;
  verdicts: VerdictStore | undefined;
  now: () => number;
  /** Where the remembered verdict points the transport before anything is sent. */
  useTransport: (kind: TransportKind | undefined) => void;
  open: (prior: PriorDiscovery | undefined, remembered: StoredVerdict | undefined, startedAt: number) => Promise<Opened>;
  explain: (err: unknown, since: number, era: Era | undefined) => Promise<ConsoleError>;
}

/**
 * The first connect of a session: the URL checked, a remembered verdict tried first, the outcome
 * remembered for next time. Never throws: a failure is explained and becomes the `error` status.
 */
export async function connectSession(host: ConnectHost): Promise<ConnectionStatus> {
  const settle = (status: ConnectionStatus): ConnectionStatus => {
    host.status.set(status);
    return status;
  };
  // A pasted command or a bare host would fail deep inside `new URL`; say what is expected instead.
  const problem = serverUrlProblem(host.url);
  if (problem !== undefined) return settle({ state: 'error', url: host.url, error: { kind: 'protocol', message: serverUrlProblemText(problem) } });
  const startedAt = host.now();
  host.status.set({ state: 'connecting', url: host.url, startedAt });
  const since = host.traffic.nextExchangeId;
  const remembered = host.verdicts?.get(host.url);
  const { prior, used } = choosePrior(remembered, startedAt);
  host.useTransport(used?.transport);
  let opened: Opened;
  try {
    opened = await host.open(prior, used, startedAt);
  } catch (err) {
    const error = await host.explain(err, since, remembered?.era);
    return settle({ state: 'error', url: host.url, error: error.data });
  }
  const { negotiation } = opened.status;
  // Re-dating a verdict we merely reused would keep a legacy verdict fresh forever.
  if (used === undefined && shouldRemember(negotiation, opened.exchanges)) {
    const transport = negotiation.transport === 'sse' ? { transport: negotiation.transport } : {};
    host.verdicts?.set(host.url, { era: negotiation.era, protocolVersion: negotiation.protocolVersion, decidedAt: host.now(), ...transport });
  }
  return settle(opened.status);
}
