/** The one exit-code convention of every sub-command (ui-contract.md "Command line"). */
export const EXIT = {
  /** The job is done and nothing failed. */
  ok: 0,
  /** The server failed the job (a check failed). */
  failed: 1,
  /** Bad arguments, or the job could not start (no connection, port in use). */
  usage: 2,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Wrong arguments: the message and the command's usage go to stderr, exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}

/** The job could not start (unreachable server, busy port): the diagnosis goes to stderr, exit 2. */
export class StartError extends Error {
  override readonly name = 'StartError';
}
