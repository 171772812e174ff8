export { CommandPalette } from './command-palette';
export type { PaletteCommand } from './rank';
