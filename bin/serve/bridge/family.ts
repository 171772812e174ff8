import { readdirSync, readFileSync } from 'node:fs';

/** One process as /proc/<pid>/stat describes it; `start` (clock ticks after boot) tells a reused pid apart. */
export interface ProcEntry {
  pid: number;
  ppid: number;
  pgrp: number;
  sid: number;
  start: string;
  zombie: boolean;
}

function readEntry(pid: number): ProcEntry | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Field 2 (the name) is in parentheses and may hold spaces or parentheses: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state = '', ppid = '', pgrp = '', sid = ''] = fields;
  return { pid, ppid: Number(ppid), pgrp: Number(pgrp), sid: Number(sid), start: fields[19] ?? '', zombie: state === 'Z' || state === 'X' };
}

/** Every process this user can see; empty where there is no /proc (macOS, Windows). */
function processTable(): ProcEntry[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const entry = /^\d+$/.test(name) ? readEntry(Number(name)) : undefined;
    return entry === undefined ? [] : [entry];
  });
}

/**
 * Whether process group `pgid` still runs anything: a zombie runs nothing, and one adopted by
 * an init that reaps slowly would otherwise hold the stop sequence up. Undefined without /proc.
 */
export function groupRuns(pgid: number): boolean | undefined {
  const table = processTable();
  return table.length === 0 ? undefined : table.some((entry) => entry.pgrp === pgid && !entry.zombie);
}

/**
 * What a stdio child leaves behind if it is not all killed: its descendants by parentage (a
 * grandchild that called setsid is in no group or session of the child, but is still its
 * descendant while the child lives) and every process of its session (the child is spawned
 * `detached`, so it leads one; a grandchild that changed group or lost its parent stays in it).
 * Never this process, nor anything in this process's own session.
 */
export function familyOf(pid: number): ProcEntry[] {
  const table = processTable();
  const ownSid = table.find((entry) => entry.pid === process.pid)?.sid;
  const children = new Map<number, ProcEntry[]>();
  for (const entry of table) {
    const siblings = children.get(entry.ppid);
    if (siblings === undefined) children.set(entry.ppid, [entry]);
    else siblings.push(entry);
  }
  const family = new Map<number, ProcEntry>();
  const queue = table.filter((entry) => entry.pid === pid || (entry.sid === pid && pid !== ownSid));
  for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
    if (family.has(entry.pid) || entry.pid === process.pid) continue;
    family.set(entry.pid, entry);
    queue.push(...(children.get(entry.pid) ?? []));
  }
  return [...family.values()];
}

/** Whether `entry` is still that very process (not a reused pid), alive and not a zombie. */
function stillThere(entry: ProcEntry): boolean {
  const now = readEntry(entry.pid);
  return now !== undefined && now.start === entry.start && !now.zombie;
}

/** SIGKILL to each member that is still there; returns those it signalled. */
export function killFamily(members: readonly ProcEntry[]): ProcEntry[] {
  return members.filter((entry) => {
    if (!stillThere(entry)) return false;
    try {
      process.kill(entry.pid, 'SIGKILL');
      return true;
    } catch {
      return false;
    }
  });
}

/** Waits up to `ms` for every member to be gone (a zombie counts as gone: it runs nothing), checking every 25 ms. */
export async function familyGone(members: readonly ProcEntry[], ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (members.some(stillThere)) {
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 25).unref());
  }
  return true;
}
