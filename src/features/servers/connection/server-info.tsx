import type { Implementation } from '@modelcontextprotocol/client';
import { IconImage } from '../../../components/safe-icon';
import { isAllowedIconSrc, isWebUrl } from '../../../lib/urls/safe-url';

function Icons({ icons }: { icons: NonNullable<Implementation['icons']> }) {
  const allowed = icons.filter((icon) => isAllowedIconSrc(icon.src));
  const refused = icons.length - allowed.length;
  return (
    <div className="server-info__icons">
      {allowed.map((icon, index) => (
        <IconImage key={index} src={icon.src} size={24} />
      ))}
      {refused > 0 && (
        <span className="note">
          {refused === 1 ? '1 icon' : `${refused} icons`} not loaded: only https: and data: icons are shown.
        </span>
      )}
    </div>
  );
}

/** Who the server says it is. Every string is a text node; nothing from the server is markup. */
export function ServerInfo({ info }: { info: Implementation | undefined }) {
  if (info === undefined) return <p className="note">The server did not describe itself.</p>;
  const website = info.websiteUrl;
  return (
    <div className="server-info">
      {info.icons !== undefined && info.icons.length > 0 && <Icons icons={info.icons} />}
      <dl className="facts">
        <dt>Name</dt>
        <dd>{info.name}</dd>
        {info.title !== undefined && (
          <>
            <dt>Title</dt>
            <dd>{info.title}</dd>
          </>
        )}
        <dt>Version</dt>
        <dd>{info.version}</dd>
        {info.description !== undefined && (
          <>
            <dt>Description</dt>
            <dd>{info.description}</dd>
          </>
        )}
        {website !== undefined && (
          <>
            <dt>Website</dt>
            <dd>
              {isWebUrl(website) ? (
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {website}
                </a>
              ) : (
                <span>
                  {website} <span className="note">(not a web address; not linked)</span>
                </span>
              )}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
