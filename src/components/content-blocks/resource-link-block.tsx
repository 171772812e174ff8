import type { ResourceLink } from '@modelcontextprotocol/client';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { PlainText } from '../markdown/text-mode';

/**
 * A `resource_link`: the URI is shown as text and opened in the Resources panel on click; the
 * console never fetches it by itself.
 */
export function ResourceLinkBlock({ link }: { link: ResourceLink }) {
  const navigation = useNavigationStore();
  const label = link.title ?? link.name;
  return (
    <div className="content-link">
      <button type="button" className="link-button" onClick={() => navigation.selectResource(link.uri, true)}>
        Open {label} in Resources
      </button>
      <span className="content-link__uri">{link.uri}</span>
      {link.mimeType !== undefined && <span className="badge">{link.mimeType}</span>}
      {link.description !== undefined && <PlainText className="content-link__description" text={link.description} />}
    </div>
  );
}
