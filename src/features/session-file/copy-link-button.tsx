import { lazy, Suspense } from 'react';
import { useClipboard } from '../../hooks/use-clipboard';
import { useNavigation } from '../../hooks/use-navigation';
import { useConnectionStatus } from '../../hooks/use-session';
import { buildEmbedSnippet } from '../../lib/embed-snippet';
import { buildPermalink, type PermalinkView } from '../../lib/permalink';

// Radix DropdownMenu (with its popper) stays out of the first-paint bundle.
const CopyMenu = lazy(() => import('./copy-menu'));

/**
 * "Copy link" in the session toolbar: a permalink to the current view (server, panel,
 * selection), never a secret; beside it a menu that also copies the `<mcp-console>` embed code.
 */
export function CopyLinkButton() {
  const status = useConnectionStatus();
  const { panel, resourceUri } = useNavigation();
  const [copied, copy] = useClipboard<'link' | 'embed'>();
  const view = (): PermalinkView => ({ server: status.state === 'idle' ? undefined : status.url, panel, uri: resourceUri });
  const copyLink = () => void copy('link', buildPermalink(window.location.href, view()));
  const copyEmbed = () => void copy('embed', buildEmbedSnippet(window.location.href, view()));
  return (
    <>
      <button type="button" className="button button--small" onClick={copyLink}>
        Copy link
      </button>
      <Suspense fallback={null}>
        <CopyMenu onCopyLink={copyLink} onCopyEmbed={copyEmbed} />
      </Suspense>
      {copied !== undefined && (
        <span role="status" className="muted">
          {copied === 'link' ? 'Link copied' : 'Embed code copied'}
        </span>
      )}
    </>
  );
}
