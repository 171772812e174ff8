import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PanelId } from '../../hooks/navigation/navigation-store';

interface MorePanelsMenuProps {
  /** The panels whose tabs did not fit, in tab order. */
  panels: readonly { id: PanelId; label: string }[];
  onChoose: (id: PanelId) => void;
  /** Pointing at or focusing an item starts loading that panel's code, as on a tab. */
  onPreview: (id: PanelId) => void;
}

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu === null ? [] : [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

/** The item a menu key moves to (WAI-ARIA menu button pattern: arrows wrap, Home, End). */
function target(key: string, list: readonly HTMLElement[], current: number): HTMLElement | undefined {
  if (key === 'ArrowDown') return list[(current + 1) % list.length];
  if (key === 'ArrowUp') return list[(current - 1 + list.length) % list.length];
  if (key === 'Home') return list[0];
  if (key === 'End') return list.at(-1);
  return undefined;
}

/**
 * The tabs that did not fit the bar, as a menu button (WAI-ARIA menu button pattern): each item
 * is named like its tab, and choosing one opens its panel, whose tab then stands in the bar.
 * Hand-made rather than a menu library: the tab bar is on the first screen, and a popper is not.
 */
export function MorePanelsMenu({ panels, onChoose, onPreview }: MorePanelsMenuProps) {
  const [open, setOpen] = useState<'first' | 'last' | undefined>(undefined);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (open === undefined) return undefined;
    const list = items(menu.current);
    (open === 'first' ? list[0] : list.at(-1))?.focus();
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && wrapper.current?.contains(event.target) !== true) setOpen(undefined);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(undefined);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Tab') {
      setOpen(undefined);
      return;
    }
    const list = items(menu.current);
    const next = target(event.key, list, list.findIndex((item) => item === document.activeElement));
    if (next === undefined) return;
    event.preventDefault();
    next.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  return (
    <div className="panels__more-wrap" ref={wrapper}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="panels__more"
        aria-haspopup="menu"
        aria-expanded={open !== undefined}
        aria-controls={open === undefined ? undefined : `${id}-menu`}
        onClick={() => setOpen((was) => (was === undefined ? 'first' : undefined))}
        onKeyDown={onButtonKey}
      >
        More
        <span className="panels__chevron" aria-hidden="true" />
      </button>
      {open !== undefined && (
        <div ref={menu} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} className="panels__menu" onKeyDown={onMenuKey}>
          {panels.map((panel) => (
            <button
              key={panel.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="panels__menu-item"
              onPointerEnter={() => onPreview(panel.id)}
              onFocus={() => onPreview(panel.id)}
              onClick={() => {
                setOpen(undefined);
                onChoose(panel.id);
              }}
            >
              {panel.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
