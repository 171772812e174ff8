/**
 * A response with a body of its own and the head of `source`: the status and status text go to
 * the constructor, and what `Response`'s constructor cannot set (headers as received, URL,
 * redirect flag, type) is read from the source. The tap's buffered and paced views share it.
 */
export class ResponseView extends Response {
  protected readonly source: Response;

  constructor(source: Response, body: ReadableStream<Uint8Array<ArrayBuffer>> | null) {
    super(body, { status: source.status, statusText: source.statusText });
    this.source = source;
  }

  override get headers(): Headers {
    return this.source.headers;
  }

  override get url(): string {
    return this.source.url;
  }

  override get redirected(): boolean {
    return this.source.redirected;
  }

  override get type(): ResponseType {
    return this.source.type;
  }
}
