export { useSplitPane, type SplitOptions } from './use-split-pane';
