import type { Readable } from 'node:stream';

/** A line longer than this is cut: one endless line must not grow `serve`'s memory. */
export const MAX_LINE_BYTES = 1024 * 1024;
/** What a cut line keeps of its start: enough to see what the server was writing. */
export const CUT_KEPT_BYTES = 64 * 1024;

export interface SplitLine {
  text: string;
  /** The line's whole length in bytes, newline excluded. */
  bytes: number;
  /** Longer than the cap: `text` is only its first `kept` bytes. */
  cut: boolean;
  kept: number;
}

/**
 * Splits a byte stream at `\n` (a `\r` before it is dropped), as readline does, but with a
 * bound: once a line passes `max` bytes, only its first `kept` bytes stay and the rest is
 * counted and dropped as it streams in. readline would hold the whole line until its newline.
 */
export class LineSplitter {
  private parts: Buffer[] = [];
  private held = 0;
  private total = 0;

  constructor(
    private readonly onLine: (line: SplitLine) => void,
    private readonly limits: { max: number; kept: number } = { max: MAX_LINE_BYTES, kept: CUT_KEPT_BYTES },
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    for (let newline = chunk.indexOf(0x0a, start); newline !== -1; newline = chunk.indexOf(0x0a, start)) {
      this.take(chunk.subarray(start, newline));
      this.emit();
      start = newline + 1;
    }
    this.take(chunk.subarray(start));
  }

  /** The stream ended: a last line without a newline still counts. */
  end(): void {
    if (this.total > 0) this.emit();
  }

  private take(piece: Buffer): void {
    if (piece.length === 0) return;
    this.total += piece.length;
    if (this.total <= this.limits.max) {
      this.parts.push(piece);
      this.held += piece.length;
      return;
    }
    if (this.held > this.limits.kept) {
      // A copy of the first bytes only, so the megabyte held so far can be collected.
      this.parts = [Buffer.concat(this.parts, this.limits.kept)];
      this.held = this.limits.kept;
    }
  }

  private emit(): void {
    const cut = this.total > this.limits.max;
    const text = Buffer.concat(this.parts, this.held).toString('utf8');
    const line = { text: cut || !text.endsWith('\r') ? text : text.slice(0, -1), bytes: this.total, cut, kept: this.held };
    this.parts = [];
    this.held = 0;
    this.total = 0;
    this.onLine(line);
  }
}

/** Feeds a readable stream (a child's stdout or stderr) through a LineSplitter. */
export function readLines(stream: Readable, onLine: (line: SplitLine) => void): void {
  const splitter = new LineSplitter(onLine);
  stream.on('data', (chunk: Buffer) => splitter.push(chunk));
  stream.on('end', () => splitter.end());
}

/** A cut line as it is shown: its kept start and how long it was. */
export function cutLineText(line: SplitLine): string {
  return `${line.text}… [line cut: it was ${line.bytes} bytes long; only its first ${line.kept} are kept]`;
}
