import { lazy, Suspense, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useClipboard } from '../../hooks/use-clipboard';
import { useIdleAfterConnected } from '../../hooks/session/use-idle-after-connected';
import { useNavigation } from '../../hooks/navigation/use-navigation';
import { useConnectionStatus, useWorkspace } from '../../hooks/session/use-session';
import { workspaceUrls } from './workspace-set';
import { buildEmbedSnippet } from '../../lib/embed/embed-snippet';
import { buildPermalink, type PermalinkView } from '../../lib/urls/permalink';
import './copy-link-button.css';

// Radix DropdownMenu with its popper (~23 KiB gzip) is on neither the first-paint nor the
// "connected" path: it loads when the browser is idle after connecting, or on first use.
const loadCopyMenu = () => import('./copy-menu');
const CopyMenu = lazy(loadCopyMenu);

/**
 * Looks and is named like the menu's trigger; a click loads the menu and opens it. If it has
 * the focus when the real trigger replaces it, the real one takes the focus over.
 */
function StandInTrigger({ onOpen, handoffRef }: { onOpen: () => void; handoffRef: RefObject<boolean> }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const node = button.current;
    return () => {
      handoffRef.current = node !== null && document.activeElement === node;
    };
  }, [handoffRef]);
  return (
    <button
      ref={button}
      type="button"
      className="button button--small copy-menu__trigger"
      aria-label="More ways to copy"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadCopyMenu()}
      onFocus={() => void loadCopyMenu()}
      onClick={onOpen}
    >
      <span aria-hidden="true">▾</span>
    </button>
  );
}

/**
 * "Copy link" in the session toolbar: a permalink to the current view (server, panel,
 * selection), never a secret; beside it a menu that also copies the `<mcp-console>` embed code.
 */
export function CopyLinkButton() {
  const status = useConnectionStatus();
  const { panel, resourceUri } = useNavigation();
  const [copied, copy] = useClipboard<'link' | 'embed'>();
  const idle = useIdleAfterConnected();
  const [openedEarly, setOpenedEarly] = useState(false);
  const handoffRef = useRef(false);
  const workspace = useWorkspace();
  const others = workspaceUrls(workspace?.snapshot);
  const view = (): PermalinkView => ({ server: status.state === 'idle' ? undefined : status.url, others, panel, uri: resourceUri });
  const copyLink = () => void copy('link', buildPermalink(window.location.href, view()));
  const copyEmbed = () => void copy('embed', buildEmbedSnippet(window.location.href, view()));
  const standIn = <StandInTrigger onOpen={() => setOpenedEarly(true)} handoffRef={handoffRef} />;
  return (
    <>
      <button type="button" className="button button--small" onClick={copyLink}>
        Copy link
      </button>
      {idle || openedEarly ? (
        <Suspense fallback={standIn}>
          <CopyMenu onCopyLink={copyLink} onCopyEmbed={copyEmbed} initiallyOpen={openedEarly} focusHandoffRef={handoffRef} />
        </Suspense>
      ) : (
        standIn
      )}
      {copied !== undefined && (
        <span role="status" className="muted">
          {copied === 'link' ? 'Link copied' : 'Embed code copied'}
        </span>
      )}
    </>
  );
}
