import { DropdownMenu } from 'radix-ui';
import './copy-menu.css';

interface CopyMenuProps {
  onCopyLink: () => void;
  onCopyEmbed: () => void;
}

/**
 * The Copy link menu: the permalink, or the `<mcp-console>` snippet for the current view.
 * Radix DropdownMenu gives the menu roles, focus handling and arrow keys; it loads lazily
 * (copy-link-button.tsx), since the header is first paint.
 */
export default function CopyMenu({ onCopyLink, onCopyEmbed }: CopyMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="button button--small copy-menu__trigger" aria-label="More ways to copy">
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
