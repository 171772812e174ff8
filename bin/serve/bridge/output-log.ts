/** One line the child wrote: its stderr, or a stdout line that was not a JSON-RPC frame. */
export interface OutputLine {
  seq: number;
  at: number;
  stream: 'stderr' | 'stdout';
  text: string;
}

export const OUTPUT_LINES_KEPT = 500;

/**
 * The child's own output, newest `limit` lines, for the page's `Server output` log (through the
 * events endpoint) and echoed to the terminal with the bridge's name in front, so the author
 * running `mcp-console -- node build/index.js` still sees their server's logs where they ran it.
 */
export class OutputLog {
  private readonly lines: OutputLine[] = [];
  private readonly listeners = new Set<(line: OutputLine) => void>();
  private seq = 0;

  constructor(
    private readonly prefix: string,
    private readonly echo: ((line: string) => void) | undefined,
    private readonly limit = OUTPUT_LINES_KEPT,
  ) {}

  add(stream: OutputLine['stream'], text: string): OutputLine {
    this.seq += 1;
    const line: OutputLine = { seq: this.seq, at: Date.now(), stream, text };
    this.lines.push(line);
    if (this.lines.length > this.limit) this.lines.splice(0, this.lines.length - this.limit);
    this.echo?.(`[${this.prefix}]${stream === 'stdout' ? ' (stdout, not JSON-RPC)' : ''} ${text}`);
    for (const listener of this.listeners) listener(line);
    return line;
  }

  all(): readonly OutputLine[] {
    return this.lines;
  }

  /** The newest `count` stderr lines: what an exit notice quotes. */
  lastStderr(count: number, since = 0): string[] {
    return this.lines
      .filter((l) => l.stream === 'stderr' && l.seq > since)
      .slice(-count)
      .map((l) => l.text);
  }

  get lastSeq(): number {
    return this.seq;
  }

  subscribe(listener: (line: OutputLine) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
