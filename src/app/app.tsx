import '../styles/index.css';
import { AppShell } from './app-shell';
import { getDefaultServices } from './services/default-services';
import { panels } from './panels/panels';

/** The console as the browser runs it. */
export function App() {
  return <AppShell services={getDefaultServices()} panels={panels} />;
}
