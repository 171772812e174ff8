// The part of `compression` the CLI uses. The middleware works on plain node:http requests and
// responses (it patches `res.write`/`res.end`); its DefinitelyTyped types would pull in Express.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface CompressionOptions {
    /** Responses smaller than this many bytes are sent as they are (default 1 kB). */
    threshold?: number | string;
  }

  function compression(options?: CompressionOptions): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  export default compression;
}
