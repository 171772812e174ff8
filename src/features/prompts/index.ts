export { PromptsPanel } from './prompts-panel';
