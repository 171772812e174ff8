import { specTypeSchemas } from '@modelcontextprotocol/client';
import { methodOffered } from '../../session/offered';
import type { McpSession } from '../../session/session';
import type { LogLevelSetting } from '../../model/log-levels';

/**
 * Puts the user's server log level in force. In 2026-07-28 it rides on each call, read and prompt
 * (`session.logLevel`); a legacy server that declares `logging` is told once with
 * `logging/setLevel`. Legacy has no "off": the console asks for `emergency` only, the closest.
 * Resolves with the level sent to a legacy server, or undefined when none was sent.
 */
export async function applyLogLevel(session: McpSession, level: LogLevelSetting): Promise<string | undefined> {
  session.logLevel = level;
  const status = session.status.getSnapshot();
  if (status.state !== 'connected' || status.negotiation.era !== 'legacy') return undefined;
  if (!methodOffered(status.server.capabilities, 'logging/setLevel')) return undefined;
  const sent = level === 'off' ? 'emergency' : level;
  await session.request({ method: 'logging/setLevel', params: { level: sent } }, specTypeSchemas.EmptyResult);
  return sent;
}
