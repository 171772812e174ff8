import { Client } from '@modelcontextprotocol/client';
import type { DeclinedMethod } from './input-required';

const DECLINED: ReadonlySet<string> = new Set<DeclinedMethod>(['sampling/createMessage', 'roots/list']);

/**
 * The SDK client, allowed to register handlers for sampling and roots without declaring
 * those capabilities. The console never advertises them (they are deprecated, spec §11.4),
 * but a server may still embed them in `input_required`; a handler lets the console show
 * the request and fail the call with a clear reason rather than "no handler registered".
 */
export class ConsoleClient extends Client {
  protected override assertRequestHandlerCapability(method: string): void {
    if (DECLINED.has(method)) return;
    super.assertRequestHandlerCapability(method);
  }
}
