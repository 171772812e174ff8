import { useClipboard } from '../../hooks/use-clipboard';
import { useNavigation } from '../../hooks/use-navigation';
import { useConnectionStatus } from '../../hooks/use-session';
import { buildPermalink } from '../../lib/permalink';

/** "Copy link" in the session toolbar: a permalink to the current view (server, panel, selection); never a secret. */
export function CopyLinkButton() {
  const status = useConnectionStatus();
  const { panel, resourceUri } = useNavigation();
  const [copied, copy] = useClipboard<'link'>();
  const copyLink = () => {
    const server = status.state === 'idle' ? undefined : status.url;
    void copy('link', buildPermalink(window.location.href, { server, panel, uri: resourceUri }));
  };
  return (
    <>
      <button type="button" className="button button--small" onClick={copyLink}>
        Copy link
      </button>
      {copied !== undefined && (
        <span role="status" className="muted">
          Link copied
        </span>
      )}
    </>
  );
}
