import { describe, expect, it } from 'vitest';
import { buildUriTree, visibleRows } from '../../lib/uri/uri-tree';
import { treeKeyAction } from './tree-keys';

// x:// > h > a (folder: 1, 2), b
const rows = visibleRows(buildUriTree([{ uri: 'x://h/a/1' }, { uri: 'x://h/a/2' }, { uri: 'x://h/b' }]).roots, (id) => !id.endsWith('\u0000a'));

describe('treeKeyAction (WAI-ARIA tree view keys)', () => {
  it('moves with arrows, Home and End, clamped at the ends', () => {
    expect(treeKeyAction('ArrowDown', rows, 0)).toEqual({ type: 'focus', index: 1 });
    expect(treeKeyAction('ArrowUp', rows, 0)).toEqual({ type: 'focus', index: 0 });
    expect(treeKeyAction('End', rows, 0)).toEqual({ type: 'focus', index: rows.length - 1 });
    expect(treeKeyAction('Home', rows, 3)).toEqual({ type: 'focus', index: 0 });
  });

  it('expands a closed folder with →, enters an open one, and does nothing on a leaf', () => {
    expect(treeKeyAction('ArrowRight', rows, 2)).toEqual({ type: 'expand', id: rows[2]?.node.id });
    expect(treeKeyAction('ArrowRight', rows, 0)).toEqual({ type: 'focus', index: 1 });
    expect(treeKeyAction('ArrowRight', rows, 3)).toEqual({ type: 'none' });
  });

  it('collapses an open folder with ←, else goes to the parent', () => {
    expect(treeKeyAction('ArrowLeft', rows, 1)).toEqual({ type: 'collapse', id: rows[1]?.node.id, index: 1 });
    expect(treeKeyAction('ArrowLeft', rows, 3)).toEqual({ type: 'focus', index: 1 });
    expect(treeKeyAction('ArrowLeft', rows, 0)).toEqual({ type: 'collapse', id: rows[0]?.node.id, index: 0 });
  });

  it('activates with Enter and Space', () => {
    expect(treeKeyAction('Enter', rows, 3)).toEqual({ type: 'activate', index: 3 });
    expect(treeKeyAction(' ', rows, 3)).toEqual({ type: 'activate', index: 3 });
  });
});
