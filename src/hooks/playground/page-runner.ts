import { playgroundStore } from './page-store';
import { PlaygroundRunner } from './playground-runner';

/** The page's one run of the playground, kept beside its store so it outlives the panel. */
export const playgroundRunner = new PlaygroundRunner(playgroundStore);
