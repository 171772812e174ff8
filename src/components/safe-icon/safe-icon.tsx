import { useResolvedTheme } from '../../hooks/use-resolved-theme';
import { chooseIcon, type IconLike } from './choose-icon';

interface SafeIconProps {
  icons: readonly IconLike[] | undefined;
  /** Rendered size in CSS pixels. */
  size?: number;
}

/**
 * An icon from the server, loaded as a plain `<img>` without credentials or referrer, only
 * from https:/data: (design.md "Untrusted content stays data"); refused sources are flagged.
 * Decorative: the label beside it names the thing.
 */
export function SafeIcon({ icons, size = 16 }: SafeIconProps) {
  const theme = useResolvedTheme();
  const { icon, refused } = chooseIcon(icons, theme, size * 2);
  return (
    <>
      {icon === undefined ? (
        <span className="safe-icon safe-icon--none" style={{ width: size, height: size }} aria-hidden="true" />
      ) : (
        <img
          className="safe-icon"
          src={icon.src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          crossOrigin="anonymous"
        />
      )}
      {refused.length > 0 && (
        <span className="safe-icon__refused" title={`${refused.length} icon source(s) refused: only https: and data: are loaded`}>
          !
        </span>
      )}
    </>
  );
}
