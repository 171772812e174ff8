/**
 * The import direction of decision 0035, in one place: eslint.config.ts turns it into lint
 * zones, and tests/architecture/layout.test.ts into dependency-cruiser rules. Each list runs
 * bottom first; a folder may import its own layer and the layers below it, never one above.
 */

/**
 * Top-level folders of src/. qa/ and recording/ share a layer but never import each other; so do
 * protocol/ (the MCP server) and models/ (the user's model endpoint, decision 0036).
 */
export const SRC_LAYERS: readonly (readonly string[])[] = [['lib'], ['protocol', 'models'], ['qa', 'recording'], ['cache'], ['components', 'hooks'], ['features'], ['app']];

/** Pairs of one layer that must not import each other. */
export const SRC_STRANGERS: readonly (readonly [string, string])[] = [['qa', 'recording'], ['protocol', 'models']];

/** The rooms of src/protocol/. auth/ sits beside diagnosis/ on the transport; the two never meet. */
export const PROTOCOL_ROOMS: readonly (readonly string[])[] = [['model'], ['transport'], ['diagnosis', 'auth'], ['client-features'], ['session'], ['server-features']];

export const PROTOCOL_STRANGERS: readonly (readonly [string, string])[] = [['diagnosis', 'auth']];

/** What the command line (bin/) may not import: everything of the page above qa/ and recording/. */
export const BIN_FORBIDDEN: readonly string[] = ['src/cache', 'src/components', 'src/hooks', 'src/features', 'src/app', 'demo-server', 'e2e', 'tests'];

/** Each top-level folder of src/ keeps at most this many loose source files; the rest live in named subfolders. */
export const MAX_LOOSE_FILES = 15;

/** The folders above layer `index` of `layers`, each prefixed. */
export function foldersAbove(layers: readonly (readonly string[])[], index: number, prefix: string): string[] {
  return layers.slice(index + 1).flatMap((layer) => layer.map((name) => `${prefix}${name}`));
}
