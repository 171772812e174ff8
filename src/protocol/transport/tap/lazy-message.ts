import type { RpcFrame } from '../../model/types';

/**
 * From this many characters on, a frame keeps its message as the text it came in and only a weak
 * reference to the parsed object. A `resources/list` page of 500 entries is about 150 KB: with
 * every page held parsed, the log doubled the listing's heap (decision 0020), though the whole
 * text is kept anyway for the exchange's body view.
 */
export const LAZY_MESSAGE_MIN_CHARS = 16 * 1024;

/** True when `text` is the JSON of one message (not a batch), large enough to keep as text. */
export function keepsAsText(text: string | undefined): text is string {
  return text !== undefined && text.length >= LAZY_MESSAGE_MIN_CHARS && text.trimStart().startsWith('{');
}

/**
 * A frame whose `message` is parsed again from `text` when read after the garbage collector took
 * the object; until then, and while any reader holds it, every read returns the same object.
 * `message` is an enumerable own property, so spreading and JSON see it as a plain field.
 */
export function withLazyMessage(frame: Omit<RpcFrame, 'message'>, parsed: object, text: string): RpcFrame {
  let held = new WeakRef(parsed);
  const message = (): unknown => {
    const alive = held.deref();
    if (alive !== undefined) return alive;
    const again: unknown = JSON.parse(text);
    if (typeof again === 'object' && again !== null) held = new WeakRef(again);
    return again;
  };
  return Object.defineProperty({ ...frame, message: undefined }, 'message', { enumerable: true, configurable: false, get: message });
}
