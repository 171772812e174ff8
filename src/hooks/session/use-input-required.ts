import type { ElicitResult } from '@modelcontextprotocol/client';
import type { DeclinedInput, InputBrokerSnapshot, PendingInput } from '../../protocol';
import { isMcpSession } from './is-mcp-session';
import type { ExternalStore } from '../../protocol/model/types';
import { useSession } from './use-session';
import { useStore } from '../use-store';

const NOTHING_PENDING: ExternalStore<InputBrokerSnapshot> = {
  subscribe: () => () => undefined,
  getSnapshot: () => EMPTY,
};
const EMPTY: InputBrokerSnapshot = { pending: [], declined: [] };

export interface InputRequiredState {
  /** Elicitations of the active session waiting for the user, oldest first. */
  pending: readonly PendingInput[];
  /** Answers one of them; the SDK then retries the original request (spec §11.3). */
  respond: (id: number, result: ElicitResult) => void;
  /** Deprecated sampling/roots requests the console declined, shown until dismissed. */
  declined: readonly DeclinedInput[];
  dismiss: (id: number) => void;
}

/** The active session's input requests (`input_required` and legacy `elicitation/create`). */
export function useInputRequired(): InputRequiredState {
  const { session } = useSession();
  const broker = isMcpSession(session) ? session.inputs : undefined;
  const { pending, declined } = useStore(broker ?? NOTHING_PENDING);
  return { pending, respond: (id, result) => broker?.respond(id, result), declined, dismiss: (id) => broker?.dismiss(id) };
}
