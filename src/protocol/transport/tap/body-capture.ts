import type { CapturedBody } from '../../model/types';
import { redactBodyText } from './redact';

/** UTF-8 size of `text` without encoding it (an encode per request body was measurable per call). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair is one 4-byte code point
      i += 1;
    } else bytes += 3; // lone surrogates encode as U+FFFD, also 3 bytes
  }
  return bytes;
}

/**
 * Accumulates a body up to a character limit while counting its full size, so
 * a 50 MB resource does not sit in the log but the UI can still say how big it was.
 */
export class BodyCapture {
  private text = '';
  private bytes = 0;
  private truncated = false;
  private cached: CapturedBody | undefined;

  constructor(private readonly maxChars: number) {}

  /** `bytes` is the raw chunk size when known; otherwise the UTF-8 length of `chunk`. */
  append(chunk: string, bytes?: number): void {
    this.bytes += bytes ?? utf8Length(chunk);
    this.cached = undefined;
    if (this.truncated) return;
    const room = this.maxChars - this.text.length;
    if (chunk.length <= room) {
      this.text += chunk;
    } else {
      this.text += chunk.slice(0, room);
      this.truncated = true;
    }
  }

  snapshot(): CapturedBody {
    this.cached ??= { text: redactBodyText(this.text), bytes: this.bytes, truncated: this.truncated };
    return this.cached;
  }
}
