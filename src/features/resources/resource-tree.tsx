import type { Resource } from '@modelcontextprotocol/client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SafeIcon } from '../../components/safe-icon';
import type { TreeRow } from '../../lib/uri-tree';
import { formatBytes } from '../../components/resource-contents';
import { resourceLabel } from './filter';
import { treeKeyAction } from './tree-keys';

const ROW_HEIGHT = 26;
/** Deeper rows stop moving right (and show their level), so a 100-level URI keeps its label on screen. */
const MAX_INDENT_LEVEL = 16;

function indentOf(level: number): number {
  return 4 + (Math.min(level, MAX_INDENT_LEVEL) - 1) * 14;
}

interface ResourceTreeProps {
  rows: readonly TreeRow<Resource>[];
  selectedUri: string | undefined;
  onSelect: (resource: Resource) => void;
  onToggle: (id: string, expand: boolean) => void;
}

function rowLabel(row: TreeRow<Resource>): string {
  return row.node.item === undefined ? row.node.segment : resourceLabel(row.node.item);
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
export function ResourceTree({ rows, selectedUri, onSelect, onToggle }: ResourceTreeProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  // The compiler skips this component (the virtualizer's API is not memoisable); it re-renders from props.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 320, height: 480 },
  });
  const found = activeId === undefined ? -1 : rows.findIndex((row) => row.node.id === activeId);
  const activeIndex = found === -1 ? (rows.length > 0 ? 0 : -1) : found;

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
          return (
            <div
              key={row.node.id}
              id={`${baseId}-${virtual.index}`}
              role="treeitem"
              aria-label={label}
              aria-level={row.level}
              aria-setsize={row.setSize}
              aria-posinset={row.posInSet}
              aria-expanded={row.expanded}
              aria-selected={item !== undefined && item.uri === selectedUri}
              className={classes.join(' ')}
              title={rowTitle(item)}
              style={{ transform: `translateY(${virtual.start}px)`, height: ROW_HEIGHT, paddingLeft: indentOf(row.level) }}
              onClick={() => activate(virtual.index)}
            >
              <span
                className="resource-tree__twisty"
                aria-hidden="true"
                onClick={(event) => {
                  if (row.expanded === undefined) return;
                  event.stopPropagation();
                  setActiveId(row.node.id);
                  onToggle(row.node.id, !row.expanded);
                }}
              >
                {row.expanded === undefined ? '' : row.expanded ? '▾' : '▸'}
              </span>
              {item === undefined ? <span className="resource-tree__folder" aria-hidden="true" /> : <SafeIcon icons={item.icons} size={16} />}
              {row.level > MAX_INDENT_LEVEL && <span className="resource-tree__depth" aria-hidden="true">{row.level}</span>}
              <span className="resource-tree__label">{label}</span>
              {row.node.children.length > 0 && <span className="resource-tree__count">{row.node.count}</span>}
              {item?.size !== undefined && <span className="resource-tree__size">{formatBytes(item.size)}</span>}
              {row.node.duplicates > 0 && (
                <span className="resource-tree__flag" title="This URI is listed more than once; URIs must identify one resource">
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
