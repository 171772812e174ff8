import { ConsoleError } from '../diagnosis/errors';
import { withLogLevel, type LogLevelSetting } from '../model/log-levels';
import type { ConnectionStatus, Era } from '../model/types';
import { declaresCapability, methodOffered, notOfferedReason } from './offered';
import type { RpcRequest } from './session-request';

/** The era of the connection there is, kept while reconnecting. */
export function negotiatedEra(status: ConnectionStatus): Era | undefined {
  return status.state === 'connected' || status.state === 'reconnecting' ? status.negotiation.era : undefined;
}

/**
 * What a panel's request becomes before it is sent: refused when the server never declared the
 * capability (issue 33: panels show why instead), and on a 2026-07-28 server with logging, carrying
 * the user's log level in `_meta`.
 */
export function requestToSend(status: ConnectionStatus, request: RpcRequest, logLevel: LogLevelSetting): RpcRequest | ConsoleError {
  const capabilities = status.state === 'connected' || status.state === 'reconnecting' ? status.server.capabilities : undefined;
  if (capabilities !== undefined && !methodOffered(capabilities, request.method)) return new ConsoleError({ kind: 'protocol', message: notOfferedReason(request.method) });
  return negotiatedEra(status) === 'modern' && declaresCapability(capabilities, 'logging') ? withLogLevel(request, logLevel) : request;
}
