import { CommandPalette } from '../features/command-palette';
import { usePaletteActions } from './palette-actions';
import type { PanelRegistry } from './panels/panel-registry';
import type { AppServices } from './services/services';

/** The command palette with the app's actions; needs the providers above it. */
export function AppCommandPalette({ services, panels }: { services: AppServices; panels: PanelRegistry }) {
  return <CommandPalette actions={usePaletteActions(services, panels)} />;
}
