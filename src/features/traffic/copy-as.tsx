// The menu is shared with every action's result, so it lives in components/copy-as.
export { CopyAsButtons } from '../../components/copy-as';
