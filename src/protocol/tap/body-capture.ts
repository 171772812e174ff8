import type { CapturedBody } from '../types';
import { redactBodyText } from './redact';

const encoder = new TextEncoder();

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
    this.bytes += bytes ?? encoder.encode(chunk).length;
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
