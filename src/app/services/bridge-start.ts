import type { BridgedServer } from '../../features/stdio';

/** What the CLI announced: its servers, the one `--server` named, and `--connect-all`. */
export interface Announcement {
  servers: readonly BridgedServer[];
  open: string | undefined;
  connectAll: boolean;
}

export interface StartPlan {
  /** Connected first and shown in the panels. */
  active: BridgedServer | undefined;
  /** Connected beside it in the background (`--connect-all`). */
  background: BridgedServer[];
}

/**
 * The servers a served console connects on load: the one the CLI marked `open`, else the first
 * stdio one (a config's other stdio processes start only when connected); with `--connect-all`,
 * every other one too, up to `max` live at once, since a connect past the workspace's bound
 * would replace the active server.
 */
export function startPlan(announced: Announcement, max: number): StartPlan {
  const { servers, open, connectAll } = announced;
  const active = servers.find((s) => s.id === open) ?? (connectAll ? servers[0] : servers.find((s) => s.kind === 'stdio'));
  if (!connectAll || active === undefined) return { active, background: [] };
  return { active, background: servers.filter((s) => s !== active).slice(0, Math.max(0, max - 1)) };
}
