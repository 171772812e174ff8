import { PlaygroundStore } from './playground-store';

/** The page's one playground: `Run in playground`, session files and the panel share it. */
export const playgroundStore = new PlaygroundStore();
