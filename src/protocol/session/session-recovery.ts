import type { PriorDiscovery } from '@modelcontextprotocol/client';
import type { ValueStore } from '../../lib/value-store';
import type { ConsoleClient } from '../client-features/console-client';
import type { ConsoleError } from '../diagnosis/console-error';
import { toConsoleError } from '../diagnosis/errors';
import { fellBackWithoutAnswer } from './negotiation';
import { ReconnectLoop } from './reconnect';
import { handshakeExchange, type Connected, type Opened } from './session-open';
import type { Timers } from './backoff';
import type { TrafficLog } from '../transport/tap/traffic-log';
import type { ConnectionStatus, ConsoleErrorData, Era, RecoveryNotice } from '../model/types';

/** The part of the client a recovery touches: the live legacy subscriptions. */
export type RecoveryClient = Pick<ConsoleClient, 'subscribedUris' | 'subscribeResource'>;

export type Reopened = Pick<Opened, 'status' | 'exchanges'>;

/** What the recovery machine needs from its session. */
export interface RecoveryHost {
  readonly url: string;
  readonly traffic: TrafficLog;
  readonly status: ValueStore<ConnectionStatus>;
  now(): number;
  client(): RecoveryClient | undefined;
  /** Drops the current transport without DELETE (the server forgot it, or is gone). */
  drop(): Promise<void>;
  /** A fresh connection on the same client; throws what the SDK threw. */
  open(prior: PriorDiscovery | undefined, startedAt: number): Promise<Reopened>;
  explain(err: unknown, sinceExchangeId: number, era: Era | undefined): Promise<ConsoleError>;
  timers?: Timers;
}

const RENEWED = 'The server forgot the session; a new one was started.';

/** Makes every legacy `resources/subscribe` again; returns the URIs the server refused. */
async function resubscribe(client: RecoveryClient, uris: readonly string[]): Promise<string[]> {
  const refused: string[] = [];
  for (const uri of uris) {
    try {
      await client.subscribeResource({ uri });
    } catch {
      refused.push(uri);
    }
  }
  return refused;
}

function versionNote(before: Connected, after: Connected): string {
  const was = before.negotiation.protocolVersion;
  const now = after.negotiation.protocolVersion;
  return was === now ? '' : ` It negotiated ${now} (was ${was}).`;
}

/**
 * The one state machine behind "connections that recover" (design.md): session renewal on a
 * legacy 404 (or the 400 that names the session, spec §10.2) and reconnecting on a backoff when
 * nothing answers. Everything it does is reported through the session's status store: a
 * `recovery` notice on the connected status, or the `reconnecting` state with its countdown.
 */
export class SessionRecovery {
  private readonly host: RecoveryHost;
  private renewal: Promise<boolean> | undefined;
  /** Requests being retried on a session this machine just renewed (see `retrying`). */
  private retries = 0;
  private loop: ReconnectLoop | undefined;
  /** Set by `stop()` (the session closed): a renewal or attempt still under way then reports nothing. */
  private stopped = false;

  constructor(host: RecoveryHost) {
    this.host = host;
  }

  /** The renewal under way, if any; requests wait for it instead of failing on the old session. */
  get pending(): Promise<boolean> | undefined {
    return this.renewal;
  }

  /**
   * Starts a new session after the server forgot the old one (coalesced: one renewal at a time).
   * Not while a request is being retried on a session just renewed: the server refusing the
   * fresh session too is that request's error, not a reason to start over again (a loop).
   */
  renew(culpritExchangeId: number | undefined): Promise<boolean> {
    if (this.renewal === undefined && this.retries > 0) return Promise.resolve(false);
    this.renewal ??= this.runRenewal(culpritExchangeId).finally(() => {
      this.renewal = undefined;
    });
    return this.renewal;
  }

  /** Runs the one retry of a request after a renewal; its failure (seen by the transport's watch too) renews nothing. */
  async retrying<T>(run: () => Promise<T>): Promise<T> {
    this.retries += 1;
    try {
      return await run();
    } finally {
      this.retries -= 1;
    }
  }

  /** Nothing answers: report `reconnecting` and retry on the backoff until the server is back. */
  lost(reason: ConsoleErrorData): void {
    const before = this.host.status.getSnapshot();
    if (this.loop?.active === true || (before.state !== 'connected' && before.state !== 'reconnecting')) return;
    const { negotiation, server } = before;
    const since = this.host.now();
    void this.host.drop();
    let current = reason;
    const publish = (attempt: number, retryAt: number, trying: boolean) =>
      this.host.status.set({ state: 'reconnecting', url: this.host.url, reason: current, attempt, retryAt, trying, since, negotiation, server });
    this.loop = new ReconnectLoop({
      attempt: async () => {
        const outcome = await this.tryReconnect(since, negotiation.era === 'modern');
        if (typeof outcome !== 'boolean') current = outcome;
        return outcome === true;
      },
      onWaiting: (attempt, retryAt) => publish(attempt, retryAt, false),
      onTrying: (attempt) => publish(attempt, this.host.now(), true),
      now: () => this.host.now(),
      ...(this.host.timers === undefined ? {} : { timers: this.host.timers }),
    });
    this.loop.start();
  }

  /** The `Reconnect now` button. */
  reconnectNow(): void {
    this.loop?.now();
  }

  stop(): void {
    this.stopped = true;
    this.loop?.stop();
    this.loop = undefined;
  }

  /** True when the session closed while `await`ing; a connection opened meanwhile is dropped again. */
  private async closedMeanwhile(opened: boolean): Promise<boolean> {
    if (!this.stopped) return false;
    if (opened) await this.host.drop();
    return true;
  }

  private async runRenewal(culprit: number | undefined): Promise<boolean> {
    const before = this.host.status.getSnapshot();
    const client = this.host.client();
    if (before.state !== 'connected' || client === undefined) return false;
    const uris = client.subscribedUris;
    // The SDK may still be reading the 404's body when the watcher reports it; closing the
    // transport then would abort that read and show the telling exchange as "aborted".
    if (culprit !== undefined) await this.host.traffic.whenSettled(culprit, 1_000);
    const since = this.host.traffic.nextExchangeId;
    await this.host.drop();
    let opened: Reopened;
    try {
      // A fresh initialize (spec §10.2 "MUST start over"), not a new probe: the era is known.
      opened = await this.host.open({ kind: 'legacy' }, this.host.now());
    } catch (err) {
      const error = await this.host.explain(err, since, 'legacy');
      if (await this.closedMeanwhile(false)) return false;
      if (error.data.kind === 'network') {
        this.host.status.set(before);
        this.lost(error.data);
      } else {
        const message = `The server forgot the session and a new one could not be started: ${error.data.message}`;
        this.host.status.set({ state: 'error', url: this.host.url, error: { ...error.data, message } });
      }
      return false;
    }
    const refused = await resubscribe(client, uris);
    if (await this.closedMeanwhile(true)) return false;
    const handshake = handshakeExchange(opened.exchanges);
    if (culprit !== undefined) this.host.traffic.annotate(culprit, 'session lost');
    if (handshake !== undefined) this.host.traffic.annotate(handshake.id, 'session renewed');
    const resubscribed = uris.length === 0 ? '' : ` ${uris.length - refused.length} of ${uris.length} resource subscriptions were made again.`;
    const message = `${RENEWED}${versionNote(before, opened.status)}${resubscribed}`;
    this.settle(opened.status, { kind: 'renewed', message, exchangeIds: [culprit, handshake?.id] });
    return true;
  }

  /** One reconnect attempt: true when connected again, else the reason to show until the next. */
  private async tryReconnect(since: number, wasModern: boolean): Promise<true | ConsoleErrorData> {
    const client = this.host.client();
    if (client === undefined) return { kind: 'protocol', message: 'The session was closed.' };
    const uris = client.subscribedUris;
    let opened: Reopened;
    try {
      // The era is probed again: a restarted server may speak another version now.
      opened = await this.host.open(undefined, this.host.now());
      if (wasModern && fellBackWithoutAnswer(opened.status.negotiation, opened.exchanges)) {
        // Nothing answered the probe, yet the initialize after it was answered: the server came
        // up in between. Its era is still unknown, so it is asked again rather than called legacy.
        await this.host.drop();
        opened = await this.host.open(undefined, this.host.now());
      }
    } catch (err) {
      const data = toConsoleError(err, { url: this.host.url }).data;
      // Without a CORS probe a bare fetch failure cannot be called CORS; it answered before.
      return data.kind === 'cors' ? { ...data, kind: 'network' } : data;
    }
    await resubscribe(client, uris);
    if (await this.closedMeanwhile(true)) return { kind: 'protocol', message: 'The session was closed.' };
    const handshake = handshakeExchange(opened.exchanges);
    if (handshake !== undefined) this.host.traffic.annotate(handshake.id, 'reconnected');
    const seconds = Math.max(1, Math.round((this.host.now() - since) / 1000));
    const fresh = opened.status.negotiation.era === 'legacy' ? ' with a new session' : '';
    const message = `The server answered again after ${seconds} s; the console reconnected${fresh} and read what is on screen again (a tool's last result is only marked: tools are never called again for you).`;
    this.loop = undefined;
    this.settle(opened.status, { kind: 'reconnected', message, exchangeIds: [handshake?.id] });
    return true;
  }

  private settle(status: Connected, notice: Omit<RecoveryNotice, 'at' | 'exchangeIds'> & { exchangeIds: (number | undefined)[] }): void {
    const exchangeIds = notice.exchangeIds.filter((id): id is number => id !== undefined);
    this.host.status.set({ ...status, recovery: { kind: notice.kind, message: notice.message, at: this.host.now(), exchangeIds } });
  }
}
