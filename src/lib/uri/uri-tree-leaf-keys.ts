import type { UriPath } from './uri-tree';

/**
 * A URI that spells its tree path the one plain way: lower-case scheme, no escapes, no empty
 * segments, no query or fragment. Such a URI is its own key, so the 100,000 resources of a large
 * listing add no key string of their own (issue 43). Two spellings reach the same path
 * (`file:///a/b` and `file://a/b`: an empty authority adds no level), so each has its pattern.
 */
const WITH_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/[^/?#%]+(?:\/[^/?#%]+)*$/;
const ROOTED = /^[a-z][a-z0-9+.-]*:\/\/\/[^/?#%]+(?:\/[^/?#%]+)*$/;
/** Not hierarchical: the rest is the one segment, as sent. */
const OPAQUE = /^[a-z][a-z0-9+.-]*:(?!\/\/)/;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** A segment as it is spelled in a key: the characters that delimit segments are escaped. */
function escapeSegment(segment: string): string {
  return segment.replace(/[%/?#]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function spell(path: UriPath, depth: number, slashes: string): string {
  let key = `${path.scheme}:${slashes}`;
  for (let i = 0; i < depth; i += 1) key += (i === 0 ? '' : '/') + escapeSegment(path.segments[i] ?? '');
  return key;
}

/**
 * The key of every tree path that can hold a resource of its own below the scheme: a folder's map
 * from key to resource stands in for a node per resource. A key is a function of the path alone
 * and no two paths share one: a plain URI's key is the URI, any other URI's is the plain
 * spelling of its path (`x://`, the segments escaped), a new string only for such URIs.
 */
export class LeafKeys {
  /** Schemes with keys spelled `x://a/b` and `x:///a/b`: a lookup tries only spellings in use. */
  readonly #withAuthority = new Set<string>();
  readonly #rooted = new Set<string>();
  /** The last URI asked about and how it spells its path: a lookup and a key come in pairs. */
  #uri: string | undefined;
  #spelling: Spelling = undefined;

  /**
   * The key in `leaves` that holds the resource at the first `depth` segments of `path`, if one
   * does. `uri` is the URI that `path` was split from when `depth` is all of it (it may be the key).
   */
  find(leaves: ReadonlyMap<string, unknown> | undefined, path: UriPath, depth: number, uri: string | undefined): string | undefined {
    if (leaves === undefined) return undefined;
    if (!path.hierarchical) {
      const key = opaqueKey(path, uri);
      return leaves.has(key) ? key : undefined;
    }
    const spelling = uri === undefined ? undefined : this.#spellingOf(uri);
    if (this.#withAuthority.has(path.scheme)) {
      const key = spelling === 'authority' && uri !== undefined ? uri : spell(path, depth, '//');
      if (leaves.has(key)) return key;
    }
    if (this.#rooted.has(path.scheme)) {
      const key = spelling === 'rooted' && uri !== undefined ? uri : spell(path, depth, '///');
      if (leaves.has(key)) return key;
    }
    return undefined;
  }

  /** The key of the resource at `path`, all of it (split from `uri`), which holds nothing yet. */
  keyOf(path: UriPath, uri: string): string {
    if (!path.hierarchical) return opaqueKey(path, uri);
    if (this.#spellingOf(uri) === 'rooted') {
      this.#rooted.add(path.scheme);
      return uri;
    }
    this.#withAuthority.add(path.scheme);
    return this.#spellingOf(uri) === 'authority' ? uri : spell(path, path.segments.length, '//');
  }

  #spellingOf(uri: string): Spelling {
    if (uri !== this.#uri) {
      this.#uri = uri;
      this.#spelling = WITH_AUTHORITY.test(uri) ? 'authority' : ROOTED.test(uri) ? 'rooted' : undefined;
    }
    return this.#spelling;
  }
}

/** How a plain hierarchical URI spells its path; undefined for any other URI. */
type Spelling = 'authority' | 'rooted' | undefined;

/** A URI without a scheme is its own key; one with a scheme but no `//` is `scheme:` and the rest. */
function opaqueKey(path: UriPath, uri: string | undefined): string {
  if (uri !== undefined && (OPAQUE.test(uri) || !SCHEME.test(uri))) return uri;
  return path.scheme === '' ? (path.segments[0] ?? '') : `${path.scheme}:${path.segments[0] ?? ''}`;
}
