/**
 * Signals for a child spawned with `detached: true`: it leads its own process group, so a
 * signal to `-pid` also reaches what it forked (`npx -y pkg` runs the server as a grandchild).
 */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, signal);
  } catch {
    // ESRCH: the group is gone already.
  }
}

export function groupAlive(pid: number): boolean {
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, 0);
    return true;
  } catch {
    // EPERM: it exists but is not ours to signal (a pid reused by another user): not our child.
    return false;
  }
}

export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Whether `promise` settled within `ms`. */
export async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits up to `ms` for a process group to empty, checking every 25 ms. */
async function groupGone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (groupAlive(pid)) {
    if (Date.now() >= until) return false;
    await delay(25);
  }
  return true;
}

/** Ends what is left of a group whose leader has exited: SIGTERM, then SIGKILL after `graceMs`. */
export async function reapGroup(pid: number, graceMs: number): Promise<void> {
  if (!groupAlive(pid)) return;
  signalGroup(pid, 'SIGTERM');
  if (await groupGone(pid, graceMs)) return;
  signalGroup(pid, 'SIGKILL');
  await groupGone(pid, graceMs);
}

const live = new Set<number>();
let hooked = false;

/** Kills a live group if this process exits any other way than through the stop sequence. */
export function killOnExit(pid: number): () => void {
  live.add(pid);
  if (!hooked) {
    hooked = true;
    process.on('exit', () => {
      for (const group of live) signalGroup(group, 'SIGKILL');
    });
  }
  return () => live.delete(pid);
}
