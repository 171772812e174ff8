import { ResponseView } from './response-view';
/**
 * A response whose body the tap reads exactly once, for both itself and the caller.
 *
 * Teeing a body (`Response.clone()`) costs two extra streams per request, which was most of
 * the protocol layer's per-call overhead on JSON responses. For a finite JSON body the tap
 * instead reads the bytes once and hands the caller this view of the same response: the head
 * (status, headers, url, type) is the original's, and every body method answers from the
 * shared bytes. The promise resolves when the bytes arrive, so the caller still gets the
 * response at header time and a body that fails mid-way rejects its read like a real one.
 */
export interface ReadBody {
  bytes: Uint8Array<ArrayBuffer>;
  /** `bytes` decoded as UTF-8 (BOM dropped), as `Response.text()` would. */
  text: string;
  /** `text` parsed, or the SyntaxError of `JSON.parse`: the tap's parse (see `JsonOnce`). */
  json: JsonOnce;
}

/**
 * A body's JSON parsed once for the tap and the caller's first `json()`: a page of 500 resources
 * is ≈ 150 KB, and parsing it twice was a measurable share of "Load all" (decision 0020). Both
 * only read the object (the SDK validates it into new objects), so sharing it changes nothing
 * they see; a clone's later `json()` gets its own object, as `Response` gives.
 */
export class JsonOnce {
  readonly #text: string;
  #outcome: { value: unknown } | { error: unknown } | undefined;
  #handedOut = false;

  constructor(text: string) {
    this.#text = text;
  }

  /** The tap's read: the one parse. Throws what `JSON.parse` throws. */
  value(): unknown {
    this.#outcome ??= parse(this.#text);
    if ('error' in this.#outcome) throw this.#outcome.error;
    return this.#outcome.value;
  }

  /** A caller's `json()`: the shared parse the first time, a fresh one after. */
  take(): unknown {
    if (this.#handedOut) return JSON.parse(this.#text);
    this.#handedOut = true;
    return this.value();
  }
}

function parse(text: string): { value: unknown } | { error: unknown } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error };
  }
}

/** Reads a body once and decodes it once; tap and caller share the result. */
export async function readBody(response: Response): Promise<ReadBody> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  return { bytes, text, json: new JsonOnce(text) };
}

export class BufferedResponse extends ResponseView {
  readonly #body: Promise<ReadBody>;
  #used = false;
  #stream: ReadableStream<Uint8Array<ArrayBuffer>> | undefined;

  constructor(source: Response, body: Promise<ReadBody>) {
    // A null body here: the real one is `body`. Only statuses Response accepts get here.
    super(source, null);
    this.#body = body;
    // The caller may never read the body (e.g. a 202 it ignores); that is not a failure.
    body.catch(() => undefined);
  }

  override get bodyUsed(): boolean {
    return this.#used;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    // Pulled, not started: looking at `body` (e.g. `body !== null`) must not consume it.
    this.#stream ??= new ReadableStream<Uint8Array<ArrayBuffer>>({
      pull: async (controller) => {
        this.#used = true;
        controller.enqueue((await this.#body).bytes.slice());
        controller.close();
      },
    });
    return this.#stream;
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return (await this.#take()).bytes.slice();
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return (await this.#take()).bytes.slice().buffer;
  }

  override async text(): Promise<string> {
    return (await this.#take()).text;
  }

  override async json(): Promise<unknown> {
    return (await this.#take()).json.take();
  }

  override async blob(): Promise<Blob> {
    return new Blob([(await this.#take()).bytes], { type: this.headers.get('content-type') ?? '' });
  }

  override async formData(): Promise<FormData> {
    return new Response((await this.#take()).bytes, { headers: this.headers }).formData();
  }

  override clone(): Response {
    if (this.#used) throw new TypeError('Response.clone: Body has already been consumed.');
    return new BufferedResponse(this.source, this.#body);
  }

  #take(): Promise<ReadBody> {
    if (this.#used) {
      return Promise.reject(new TypeError('Body is unusable: Body has already been read'));
    }
    this.#used = true;
    return this.#body;
  }
}

/** Whether `response` can be re-presented as a BufferedResponse without changing what the caller sees. */
export function canBuffer(response: Response, contentType: string | undefined): boolean {
  if (response.body === null || response.type === 'opaque' || response.type === 'opaqueredirect') return false;
  // Redirects keep their original object: the SDK reads `Location` and the redirect status as-is.
  if (response.status < 200 || response.status > 599 || (response.status >= 300 && response.status < 400)) return false;
  return contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);
}
