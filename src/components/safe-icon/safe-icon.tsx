import { useEffect } from 'react';
import { useActiveServerUrl } from '../../hooks/session/use-session';
import { useResolvedTheme } from '../../hooks/use-resolved-theme';
import { useStore } from '../../hooks/use-store';
import { chooseIcon, type IconLike } from './choose-icon';
import { consentHostFor } from './icon-consent';
import { iconConsents } from './icon-consent-store';

interface SafeIconProps {
  icons: readonly IconLike[] | undefined;
  /** Rendered size in CSS pixels. */
  size?: number;
}

/** The page's own origin, for telling a bridged stdio server (undefined outside a browser). */
export function pageOrigin(): string | undefined {
  const location: unknown = Reflect.get(globalThis, 'location');
  if (typeof location !== 'object' || location === null || !('origin' in location)) return undefined;
  return typeof location.origin === 'string' && location.origin !== 'null' ? location.origin : undefined;
}

/**
 * The host a local server's icon waits on (see `consentHostFor`), reported to the consent store
 * so the connection card offers it; undefined when the icon may load.
 */
export function useWithheldIconHost(src: string | undefined): string | undefined {
  const server = useActiveServerUrl();
  const consents = iconConsents();
  useStore(consents);
  const host = src === undefined ? undefined : consentHostFor(src, server, pageOrigin());
  const withheld = host !== undefined && server !== undefined && !consents.allows(server, host) ? host : undefined;
  useEffect(() => {
    if (withheld !== undefined && server !== undefined) consents.withhold(server, withheld);
  }, [consents, server, withheld]);
  return withheld;
}

/**
 * One icon source the caller has checked (https: or data:), loaded as a plain `<img>` without
 * credentials or referrer; a local server's icon from another origin is a placeholder until the
 * user allows its host (the connection card has the button).
 */
export function IconImage({ src, size }: { src: string; size: number }) {
  const withheld = useWithheldIconHost(src);
  if (withheld !== undefined) {
    return <span className="safe-icon safe-icon--withheld" style={{ width: size, height: size }} title={`Icon from ${withheld} not loaded`} aria-hidden="true" />;
  }
  return <img className="safe-icon" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" referrerPolicy="no-referrer" crossOrigin="anonymous" />;
}

/**
 * An icon from the server, only from https:/data: (design.md "Untrusted content stays data");
 * refused sources are flagged. Decorative: the label beside it names the thing.
 */
export function SafeIcon({ icons, size = 16 }: SafeIconProps) {
  const theme = useResolvedTheme();
  const { icon, refused } = chooseIcon(icons, theme, size * 2);
  return (
    <>
      {icon === undefined ? (
        <span className="safe-icon safe-icon--none" style={{ width: size, height: size }} aria-hidden="true" />
      ) : (
        <IconImage src={icon.src} size={size} />
      )}
      {refused.length > 0 && (
        <span className="safe-icon__refused" title={`${refused.length} icon source(s) refused: only https: and data: are loaded`}>
          !
        </span>
      )}
    </>
  );
}
