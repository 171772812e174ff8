import type { Resource } from '@modelcontextprotocol/client';
import { useVirtualizer } from './lazy-virtualizer';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SafeIcon } from '../../components/safe-icon';
import type { TreeRow } from '../../lib/uri/uri-tree';
import { formatBytes } from '../../lib/format-bytes';
import { resourceLabel } from './filter/filter';
import { treeKeyAction } from './tree-keys';

const ROW_HEIGHT = 26;
const RENDER_ALL_ROWS = 64;
/** Deeper rows stop moving right (and show their level), so a 100-level URI keeps its label on screen. */
const MAX_INDENT_LEVEL = 16;

function indentOf(level: number): number {
  return 4 + (Math.min(level, MAX_INDENT_LEVEL) - 1) * 14;
}

interface ResourceTreeProps {
  rows: readonly TreeRow<Resource>[];
  selectedUri: string | undefined;
  /** The selected URI when no loaded page lists it yet (its row is a stand-in, marked as such). */
  pendingUri?: string | undefined;
  onSelect: (resource: Resource) => void;
  onToggle: (id: string, expand: boolean) => void;
}

function rowLabel(row: TreeRow<Resource>): string {
  return row.node.item === undefined ? row.node.segment : resourceLabel(row.node.item);
}

/** The row's marks (visible, kept out of its name) become its description. */
function describedBy(row: TreeRow<Resource>, rowId: string, pendingUri: string | undefined): string | undefined {
  const ids: string[] = [];
  if (row.node.item !== undefined && row.node.item.uri === pendingUri) ids.push(`${rowId}-pending`);
  if (row.node.duplicates > 0) ids.push(`${rowId}-duplicates`);
  return ids.length === 0 ? undefined : ids.join(' ');
}

function rowTitle(resource: Resource | undefined): string | undefined {
  if (resource === undefined) return undefined;
  return [resource.description, resource.uri, resource.mimeType].filter((part) => part !== undefined && part !== '').join('\n');
}

/**
 * The URI-hierarchy tree (ui-contract: tree `Resources`), virtualised so that 10,000
 * resources keep a few dozen rows in the DOM. Focus stays on the tree element and moves
 * through `aria-activedescendant`, so a focused row may scroll out and be unmounted safely.
 */
export function ResourceTree({ rows, selectedUri, pendingUri, onSelect, onToggle }: ResourceTreeProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // A small tree renders every row, so nothing in it depends on scrolling; a large one keeps a
    // few dozen rows in the DOM.
    overscan: rows.length <= RENDER_ALL_ROWS ? rows.length : 4,
    initialRect: { width: 320, height: 480 },
  });
  const found = activeId === undefined ? -1 : rows.findIndex((row) => row.node.id === activeId);
  const activeIndex = found === -1 ? (rows.length > 0 ? 0 : -1) : found;
  const selectedIndex = selectedUri === undefined ? -1 : rows.findIndex((row) => row.node.item?.uri === selectedUri);
  const selectedPending = selectedUri !== undefined && selectedUri === pendingUri;
  // Scroll the selection into view when it changes, while its stand-in moves (pages arrive around
  // it), and once more when its listed row replaces the stand-in; a listed selection is not
  // chased on every page that arrives, which would take the scroll away from the user.
  const revealed = useRef<string | undefined>(undefined);
  const revealKey = selectedIndex === -1 ? undefined : `${selectedUri ?? ''}\u0000${selectedPending ? `pending ${selectedIndex}` : 'listed'}`;
  const selectedRowId = rows[selectedIndex]?.node.id;
  useEffect(() => {
    if (revealKey === undefined || revealed.current === revealKey) return;
    revealed.current = revealKey;
    setActiveId(selectedRowId);
    virtualizer.scrollToIndex(selectedIndex, { align: 'center' });
    // The tree may not be the element that scrolls (a short tree grows with the page): once the
    // row is rendered, bring it into the page's view as well. Not in a frame (an `<mcp-console>`
    // embed): there it would scroll the host's docs page to the embed on load.
    if (window.self !== window.top) return;
    const frame = requestAnimationFrame(() => document.getElementById(`${baseId}-${selectedIndex}`)?.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [revealKey, selectedIndex, selectedRowId, virtualizer, baseId]);

  const activate = (index: number) => {
    const row = rows[index];
    if (row === undefined) return;
    setActiveId(row.node.id);
    if (row.node.item !== undefined) onSelect(row.node.item);
    else if (row.expanded !== undefined) onToggle(row.node.id, !row.expanded);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = treeKeyAction(event.key, rows, activeIndex);
    if (action.type === 'none') return;
    event.preventDefault();
    if (action.type === 'focus') {
      setActiveId(rows[action.index]?.node.id);
      virtualizer.scrollToIndex(action.index, { align: 'auto' });
    } else if (action.type === 'expand') onToggle(action.id, true);
    else if (action.type === 'collapse') onToggle(action.id, false);
    else activate(action.index);
  };

  return (
    <div
      ref={scrollRef}
      className="resource-tree"
      role="tree"
      aria-label="Resources"
      tabIndex={0}
      aria-activedescendant={activeIndex === -1 ? undefined : `${baseId}-${activeIndex}`}
      onKeyDown={onKeyDown}
    >
      <div className="resource-tree__canvas" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index];
          if (row === undefined) return null;
          const item = row.node.item;
          const label = rowLabel(row);
          const classes = ['resource-tree__row'];
          if (virtual.index === activeIndex) classes.push('resource-tree__row--active');
          if (row.expanded === undefined) classes.push('resource-tree__row--leaf');
          return (
            <div
              key={row.node.id}
              id={`${baseId}-${virtual.index}`}
              role="treeitem"
              aria-level={row.level}
              aria-setsize={row.setSize}
              aria-posinset={row.posInSet}
              aria-expanded={row.expanded}
              aria-selected={item !== undefined && item.uri === selectedUri}
              aria-describedby={describedBy(row, `${baseId}-${virtual.index}`, pendingUri)}
              className={classes.join(' ')}
              title={rowTitle(item)}
              style={{ transform: `translateY(${virtual.start}px)`, height: ROW_HEIGHT, paddingLeft: indentOf(row.level) }}
              onClick={() => activate(virtual.index)}
            >
              {row.expanded !== undefined && (
                <span
                  className="resource-tree__twisty"
                  aria-hidden="true"
                  onClick={(event) => {
                    event.stopPropagation();
                    setActiveId(row.node.id);
                    onToggle(row.node.id, !row.expanded);
                  }}
                >
                  {row.expanded ? '▾' : '▸'}
                </span>
              )}
              {/* Decorative here (the refused-icon mark keeps its tooltip): the row's name is its label alone. */}
              {/* A folder or an icon-less resource is drawn by CSS: a 10,000-item tree keeps few DOM nodes (issue 20). */}
              <span className={item === undefined ? 'resource-tree__icon resource-tree__icon--folder' : 'resource-tree__icon'} aria-hidden="true">
                {item?.icons !== undefined && item.icons.length > 0 && <SafeIcon icons={item.icons} size={16} />}
              </span>
              {row.level > MAX_INDENT_LEVEL && <span className="resource-tree__depth" aria-hidden="true">{row.level}</span>}
              <span className="resource-tree__label">{label}</span>
              {item !== undefined && item.uri === pendingUri && (
                <span id={`${baseId}-${virtual.index}-pending`} className="resource-tree__pending" aria-hidden="true">
                  not in the loaded pages yet
                </span>
              )}
              {/* The row is named by its content; counts and sizes are visual extras kept out of the name. */}
              {row.node.hasChildren && (
                <span className="resource-tree__count" aria-hidden="true">
                  {row.node.count}
                </span>
              )}
              {item?.size !== undefined && (
                <span className="resource-tree__size" aria-hidden="true">
                  {formatBytes(item.size)}
                </span>
              )}
              {row.node.duplicates > 0 && (
                <span
                  id={`${baseId}-${virtual.index}-duplicates`}
                  className="resource-tree__flag"
                  aria-hidden="true"
                  title="This URI is listed more than once; URIs must identify one resource"
                >
                  listed {(row.node.duplicates + 1).toLocaleString('en-US')} times
                </span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
