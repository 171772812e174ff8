/**
 * Which folders import each other, from a module graph. For an import between two files, the
 * folders that meet are the children of their deepest common folder, one on each side; a file
 * loose in that common folder stands as `<folder>/*`. So `a/x/f.ts → a/y/g.ts` makes `a/x`
 * import `a/y`, and `a/index.ts → a/x/f.ts` makes `a/*` import `a/x`.
 */

export interface Edge {
  from: string;
  to: string;
}

export interface FolderImport {
  from: string;
  to: string;
  /** One file-level import that makes it, for the message. */
  example: Edge;
}

function meeting(a: string, b: string): [string, string] {
  const da = a.split('/').slice(0, -1);
  const db = b.split('/').slice(0, -1);
  let common = 0;
  while (common < da.length && common < db.length && da[common] === db[common]) common++;
  const parent = da.slice(0, common).join('/');
  const side = (dirs: string[]): string => (dirs.length > common ? dirs.slice(0, common + 1).join('/') : `${parent}/*`);
  return [side(da), side(db)];
}

/** Every folder-to-folder import the edges make, one per ordered pair. */
export function folderImports(edges: readonly Edge[]): Map<string, FolderImport> {
  const found = new Map<string, FolderImport>();
  for (const edge of edges) {
    const [from, to] = meeting(edge.from, edge.to);
    if (from === to) continue;
    const key = `${from} → ${to}`;
    if (!found.has(key)) found.set(key, { from, to, example: edge });
  }
  return found;
}

/** Pairs of folders that import each other, each once, as "a ↔ b (x → y; y → x)". */
export function mutualImports(edges: readonly Edge[], inScope: (folderImport: FolderImport) => boolean): string[] {
  const imports = folderImports(edges);
  const pairs: string[] = [];
  for (const one of imports.values()) {
    const back = imports.get(`${one.to} → ${one.from}`);
    if (back === undefined || one.from > one.to || !inScope(one)) continue;
    pairs.push(`${one.from} ↔ ${one.to} (${one.example.from} → ${one.example.to}; ${back.example.from} → ${back.example.to})`);
  }
  return pairs;
}
