import { spawn } from 'node:child_process';

/** The OS's own "open this URL" command: no dependency, and the user's default browser. */
function opener(url: string): { command: string; args: string[] } {
  if (process.platform === 'darwin') return { command: 'open', args: [url] };
  // `start` is a cmd built-in; its first quoted argument is a window title, hence the "".
  if (process.platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url] };
  return { command: 'xdg-open', args: [url] };
}

/** Opens `url` in the default browser; a missing opener only costs a warning on stderr. */
export function openBrowser(url: string): void {
  const { command, args } = opener(url);
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.once('error', (error) => process.stderr.write(`mcp-console: could not open a browser (${error.message}); open ${url} yourself\n`));
  child.unref();
}
