import type { ProcessState } from './child';
import type { StdoutAuditEntry } from './framing';
import type { OutputLine } from './output-log';

export type { OutputLine, ProcessState, StdoutAuditEntry };

/** A stdio server the console bridges. Its command comes from argv or a config file, never from a request. */
export interface StdioSpec {
  id: string;
  name: string;
  command: string;
  args: readonly string[];
  env?: Readonly<Record<string, string>>;
  cwd?: string;
  /** start on the first request that passes the guard (config entries) instead of at once */
  lazy?: boolean;
  /** The command as the page and the terminal see it: `${env:…}` parts masked (bin/config/expand.ts). */
  shown?: { command: string; args: readonly string[] };
}

/** A URL entry of `--config`: shown as a saved server with its headers. */
export interface UrlEntry {
  id: string;
  name: string;
  url: string;
  headers: Readonly<Record<string, string>>;
  transport: 'http' | 'sse';
}

export type BridgedServer =
  | { id: string; kind: 'stdio'; name: string; url: string; command: string }
  | { id: string; kind: 'http'; name: string; url: string; headers: Record<string, string>; transport: 'http' | 'sse'; injectedHeaders?: string[]; useLocalProxy?: boolean };

export interface BridgeHandle {
  readonly spec: StdioSpec;
  state(): ProcessState;
  stdoutAudit(): readonly StdoutAuditEntry[];
  outputLines(): readonly OutputLine[];
  start(): Promise<void>;
  restart(): Promise<ProcessState>;
  stop(): Promise<void>;
  stdinCloseExit(timeoutMs: number): Promise<{ exited: boolean; ms: number; code: number | null; signal: string | null }>;
}
