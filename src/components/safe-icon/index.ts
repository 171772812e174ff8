export { SafeIcon } from './safe-icon';
export { chooseIcon, type IconChoice, type IconLike } from './choose-icon';
