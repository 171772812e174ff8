import '../../styles/panels/playground.css';

export { PlaygroundPanel } from './playground-panel';
