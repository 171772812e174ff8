import type { RefObject } from 'react';
import { DropdownMenu } from 'radix-ui';
import './copy-menu.css';

interface CopyMenuProps {
  onCopyLink: () => void;
  onCopyEmbed: () => void;
  /** Opened by a click on the stand-in trigger before this code had loaded. */
  initiallyOpen?: boolean;
  /** True when the stand-in trigger had the focus as this menu replaced it. */
  focusHandoffRef?: RefObject<boolean>;
}

/**
 * The Copy link menu: the permalink, or the `<mcp-console>` snippet for the current view.
 * Radix DropdownMenu gives the menu roles, focus handling and arrow keys; it loads lazily
 * (copy-link-button.tsx) when the browser is idle after connecting, or on first use.
 */
export default function CopyMenu({ onCopyLink, onCopyEmbed, initiallyOpen = false, focusHandoffRef }: CopyMenuProps) {
  const takeFocus = (node: HTMLButtonElement | null) => {
    if (node === null || focusHandoffRef?.current !== true) return;
    focusHandoffRef.current = false;
    node.focus();
  };
  return (
    <DropdownMenu.Root defaultOpen={initiallyOpen}>
      <DropdownMenu.Trigger ref={takeFocus} className="button button--small copy-menu__trigger" aria-label="More ways to copy">
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="copy-menu" align="end" sideOffset={4}>
          <DropdownMenu.Item className="copy-menu__item" onSelect={onCopyLink}>
            Copy link
          </DropdownMenu.Item>
          <DropdownMenu.Item className="copy-menu__item" onSelect={onCopyEmbed}>
            Copy embed code
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
