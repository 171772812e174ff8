import type { PendingSampling, SamplingReply } from '../../protocol';
import type { ExternalStore } from '../../protocol/model/types';
import { isMcpSession } from './is-mcp-session';
import { useSession } from './use-session';
import { useStore } from '../use-store';

const NONE: readonly PendingSampling[] = [];
const NOTHING_PENDING: ExternalStore<readonly PendingSampling[]> = { subscribe: () => () => undefined, getSnapshot: () => NONE };

export interface SamplingState {
  /** Sampling requests of the active session waiting for the user, oldest first. */
  pending: readonly PendingSampling[];
  reply: (id: number, reply: SamplingReply) => void;
  /** Answers the user-rejected error (-1). */
  decline: (id: number) => void;
}

/** The active session's sampling requests (legacy server requests and `input_required` rounds alike). */
export function useSampling(): SamplingState {
  const { session } = useSession();
  const queue = isMcpSession(session) ? session.inputs.sampling : undefined;
  const pending = useStore(queue ?? NOTHING_PENDING);
  return { pending, reply: (id, reply) => queue?.reply(id, reply), decline: (id) => queue?.decline(id) };
}
