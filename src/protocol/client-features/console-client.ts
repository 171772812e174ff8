import { Client, type RequestOptions } from '@modelcontextprotocol/client';
import type { DeclinedMethod } from './input-required';

const DECLINED: ReadonlySet<string> = new Set<DeclinedMethod>(['sampling/createMessage', 'roots/list']);

type SubscribeParams = Parameters<Client['subscribeResource']>[0];

/**
 * The SDK client, allowed to register handlers for sampling and roots without declaring
 * those capabilities. The console never advertises them (they are deprecated, spec §11.4),
 * but a server may still embed them in `input_required`; a handler lets the console show
 * the request and fail the call with a clear reason rather than "no handler registered".
 *
 * It also remembers which legacy `resources/subscribe` calls are live: a renewed session
 * starts with none on the server's side, so the session makes each of them again.
 */
export class ConsoleClient extends Client {
  private readonly subscribed = new Set<string>();

  protected override assertRequestHandlerCapability(method: string): void {
    if (DECLINED.has(method)) return;
    super.assertRequestHandlerCapability(method);
  }

  override async subscribeResource(params: SubscribeParams, options?: RequestOptions): ReturnType<Client['subscribeResource']> {
    const result = await super.subscribeResource(params, options);
    this.subscribed.add(params.uri);
    return result;
  }

  override unsubscribeResource(params: SubscribeParams, options?: RequestOptions): ReturnType<Client['unsubscribeResource']> {
    this.subscribed.delete(params.uri);
    return super.unsubscribeResource(params, options);
  }

  /** URIs with a live legacy subscription, oldest first. */
  get subscribedUris(): readonly string[] {
    return [...this.subscribed];
  }
}
