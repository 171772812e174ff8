import type { TreeItem, TreeRow } from '../../lib/uri/uri-tree';

/** What a key press in the tree does (WAI-ARIA APG tree view pattern). */
export type TreeAction =
  | { type: 'focus'; index: number }
  | { type: 'expand'; id: string }
  | { type: 'collapse'; id: string; index: number }
  | { type: 'activate'; index: number }
  | { type: 'none' };

function parentIndex<T extends TreeItem>(rows: readonly TreeRow<T>[], index: number): number {
  const parentId = rows[index]?.parentId;
  if (parentId === undefined) return -1;
  for (let i = index - 1; i >= 0; i -= 1) if (rows[i]?.node.id === parentId) return i;
  return -1;
}

/**
 * Maps a key to a tree action: ↑/↓ move, → expands or enters a folder, ← collapses or goes
 * to the parent, Home/End jump, Enter/Space activate.
 */
export function treeKeyAction<T extends TreeItem>(key: string, rows: readonly TreeRow<T>[], active: number): TreeAction {
  const row = rows[active];
  if (row === undefined) return rows.length > 0 ? { type: 'focus', index: 0 } : { type: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', index: Math.min(rows.length - 1, active + 1) };
    case 'ArrowUp':
      return { type: 'focus', index: Math.max(0, active - 1) };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: rows.length - 1 };
    case 'ArrowRight':
      if (row.expanded === false) return { type: 'expand', id: row.node.id };
      if (row.expanded === true) return { type: 'focus', index: active + 1 };
      return { type: 'none' };
    case 'ArrowLeft': {
      if (row.expanded === true) return { type: 'collapse', id: row.node.id, index: active };
      const parent = parentIndex(rows, active);
      return parent === -1 ? { type: 'none' } : { type: 'focus', index: parent };
    }
    case 'Enter':
    case ' ':
      return { type: 'activate', index: active };
    default:
      return { type: 'none' };
  }
}
