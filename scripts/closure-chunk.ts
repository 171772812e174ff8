/**
 * One chunk for a lazily loaded module and everything it imports statically. Rolldown gives each
 * module that another lazy chunk also imports a chunk of its own, so the session's import()
 * fetched a dozen files (the SDK client, zod's two halves, the SDK's validator, the fetch tap, the
 * console's error class, …) that always arrive together. One file gzips better than the dozen,
 * each with its own header and none sharing the others' dictionary, and it is one request. A lazy
 * chunk that uses one of these modules then loads the whole closure, which is what the session
 * brings anyway: use it only for a module every page loads (the session connects on every page).
 *
 * Rolldown decides chunks after the build phase, from groups whose `test` sees a module id only,
 * so the plugin reads the module graph when the build ends and the group's `test` asks it.
 */
import { isAbsolute, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Every module `root` reaches through static imports, `root` included, in `imports`. */
export function staticClosure(root: string, imports: ReadonlyMap<string, readonly string[]>): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(imports.get(id) ?? []));
  }
  return seen;
}

/**
 * The plugin that reads the graph and the codeSplitting group `name` that holds the closure of
 * `roots` (modules loaded together, relative to the project root or absolute). `priority` orders
 * it against other groups: a module that a group of higher priority took stays there, so a group
 * of what every page loads must outrank one of what only some pages load.
 */
export function closureChunk(name: string, roots: readonly string[], priority = 0): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  let rootIds = roots;
  const imports = new Map<string, readonly string[]>();
  let closure: Set<string> | undefined;
  const plugin: Plugin = {
    name: `mcp-console-closure-chunk-${name}`,
    apply: 'build',
    configResolved(config) {
      rootIds = roots.map((root) => (isAbsolute(root) ? root : resolve(config.root, root)));
    },
    buildEnd() {
      imports.clear();
      closure = undefined;
      for (const id of this.getModuleIds()) imports.set(id, this.getModuleInfo(id)?.importedIds ?? []);
      // A root missing from the build would quietly shrink the group to nothing: fail instead.
      const missing = roots.filter((_, i) => !imports.has(rootIds[i] ?? ''));
      if (missing.length > 0) this.error(`${missing.join(', ')}: not in the build, so the ${name} chunk cannot be grouped`);
    },
  };
  const group: Rolldown.CodeSplittingGroup = {
    name,
    priority,
    test: (id) => (closure ??= new Set(rootIds.flatMap((root) => [...staticClosure(root, imports)]))).has(id),
  };
  return { plugin, group };
}
