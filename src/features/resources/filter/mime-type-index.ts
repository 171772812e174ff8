import type { Resource } from '@modelcontextprotocol/client';

/**
 * The distinct MIME types of a listing that grows page by page: an update whose list begins
 * with the previous one reads only the new tail, so "Load all" of 100,000 resources does not
 * rescan every loaded resource each time the tree catches up (issue 43).
 */
export class MimeTypeIndex {
  #last: readonly Resource[] = [];
  #types = new Set<string>();
  #sorted: string[] = [];

  /** The MIME types of `resources`, sorted; the same array while nothing new appeared. */
  update(resources: readonly Resource[]): string[] {
    const last = this.#last;
    const grows = last.length > 0 && resources.length >= last.length && last.every((resource, i) => resources[i] === resource);
    const from = grows ? last.length : 0;
    if (!grows) this.#types = new Set();
    const before = this.#types.size;
    for (let i = from; i < resources.length; i += 1) {
      const type = resources[i]?.mimeType;
      if (type !== undefined) this.#types.add(type);
    }
    if (!grows || this.#types.size !== before) this.#sorted = [...this.#types].sort();
    this.#last = resources;
    return this.#sorted;
  }
}
