import { deserializeMessage, type JSONRPCMessage } from '@modelcontextprotocol/client';

/** A stdout line that was not a JSON-RPC frame: what the `stdio.*` checks quote. */
export interface StdoutAuditEntry {
  at: number;
  text: string;
  reason: 'not-json' | 'not-json-rpc' | 'multi-line';
}

type Decoded = { message: JSONRPCMessage } | { reason: 'not-json' | 'not-json-rpc' };

/** The SDK's own line decoding (the one its StdioClientTransport uses), keeping why a line failed. */
export function decodeLine(text: string): Decoded {
  try {
    return { message: deserializeMessage(text) };
  } catch (error) {
    return { reason: error instanceof SyntaxError ? 'not-json' : 'not-json-rpc' };
  }
}

/** How long an unfinished `{`… fragment waits for the lines that would complete it. */
const FRAGMENT_WAIT_MS = 300;
const FRAGMENT_MAX_LINES = 200;

/**
 * Classifies the child's stdout lines (already split by lines.ts). A frame goes to `onMessage`;
 * anything else to `onStray`. A pretty-printed message (`{` on one line, the rest on the next
 * ones) is recognised when the fragments together parse: it is reported once as `multi-line`
 * and still delivered, so the console keeps working while the check names the defect.
 */
export class StdoutFramer {
  private pending: string[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly onMessage: (message: JSONRPCMessage) => void,
    private readonly onStray: (entry: StdoutAuditEntry) => void,
  ) {}

  line(text: string): void {
    const decoded = decodeLine(text);
    if (this.pending.length > 0) {
      if ('message' in decoded) {
        this.flush();
        this.onMessage(decoded.message);
        return;
      }
      this.pending.push(text);
      const joined = this.pending.join('\n');
      const whole = decodeLine(joined);
      if ('message' in whole) {
        this.clearPending();
        this.onStray({ at: Date.now(), text: joined, reason: 'multi-line' });
        this.onMessage(whole.message);
      } else if (this.pending.length >= FRAGMENT_MAX_LINES) this.flush();
      return;
    }
    if ('message' in decoded) this.onMessage(decoded.message);
    else if (text.trim() === '') return;
    else if (decoded.reason === 'not-json' && /^\s*[{[]/.test(text)) {
      this.pending = [text];
      this.timer = setTimeout(() => this.flush(), FRAGMENT_WAIT_MS);
    } else this.onStray({ at: Date.now(), text, reason: decoded.reason });
  }

  /** A line cut for its length (lines.ts) is no frame: reported as it is, after any pending fragment. */
  cut(text: string): void {
    this.flush();
    this.onStray({ at: Date.now(), text, reason: 'not-json' });
  }

  /** Reports the lines of an unfinished fragment one by one, as plain non-JSON lines. */
  flush(): void {
    const lines = this.pending;
    this.clearPending();
    for (const text of lines) if (text.trim() !== '') this.onStray({ at: Date.now(), text, reason: 'not-json' });
  }

  private clearPending(): void {
    this.pending = [];
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
