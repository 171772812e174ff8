import { familyGone, familyOf, groupRuns, killFamily } from './family';

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

/** Waits up to `ms` for `gone`, checking every 25 ms. */
async function waitFor(gone: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!gone()) {
    if (Date.now() >= until) return false;
    await delay(25);
  }
  return true;
}

const runs = (pid: number): boolean => groupRuns(pid) ?? groupAlive(pid);

/**
 * Ends what is left of a group whose leader has exited: SIGTERM, then SIGKILL after `graceMs`.
 * Then, as long again at most, waits for whoever adopted its zombies to reap them.
 */
export async function reapGroup(pid: number, graceMs: number): Promise<void> {
  if (runs(pid)) {
    signalGroup(pid, 'SIGTERM');
    if (!(await waitFor(() => !runs(pid), graceMs))) {
      signalGroup(pid, 'SIGKILL');
      await waitFor(() => !runs(pid), graceMs);
    }
  }
  await waitFor(() => !groupAlive(pid), graceMs);
}

/**
 * The stop sequence: stdin closed, SIGTERM, SIGKILL to the group, each after `stepMs`; then
 * what is left of the group, and of the child's family (family.ts) as seen before each step
 * and after the last, so a grandchild that left the group or the session is no orphan.
 */
export async function stopSequence(pid: number, exited: Promise<void>, closeStdin: () => void, stepMs: number): Promise<void> {
  const family = familyOf(pid);
  closeStdin();
  if (!(await within(exited, stepMs))) {
    family.push(...familyOf(pid));
    signalGroup(pid, 'SIGTERM');
    if (!(await within(exited, stepMs))) {
      family.push(...familyOf(pid));
      signalGroup(pid, 'SIGKILL');
      await exited;
    }
  }
  await reapGroup(pid, stepMs);
  await familyGone(killFamily([...family, ...familyOf(pid)]), stepMs);
}

const live = new Set<number>();
let hooked = false;

/** Kills a live group, and its family, if this process exits any other way than through the stop sequence. */
export function killOnExit(pid: number): () => void {
  live.add(pid);
  if (!hooked) {
    hooked = true;
    process.on('exit', () => {
      for (const group of live) {
        killFamily(familyOf(group));
        signalGroup(group, 'SIGKILL');
      }
    });
  }
  return () => live.delete(pid);
}
