import type { ConsoleErrorData } from '../model/types';

/**
 * An error the UI can render as-is: `data` says what kind of failure it was and why.
 * Kept apart from the SDK error mapping in `errors.ts` so code on the first screen can
 * throw and recognise it without loading the SDK.
 */
export class ConsoleError extends Error {
  readonly data: ConsoleErrorData;

  constructor(data: ConsoleErrorData, options?: ErrorOptions) {
    super(data.message, options);
    this.name = 'ConsoleError';
    this.data = data;
  }
}
