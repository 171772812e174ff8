export { IconImage, SafeIcon } from './safe-icon';
export { IconConsentNote } from './icon-consent-note';
export { chooseIcon, type IconChoice, type IconLike } from './choose-icon';
