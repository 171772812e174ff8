import { useStore } from '../hooks/use-store';
import type { ThemeStore } from './theme-store';

export function ThemeToggle({ store }: { store: ThemeStore }) {
  const theme = useStore(store);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" className="button button--ghost button--small" onClick={() => store.toggle()}>
      {next === 'dark' ? '☾' : '☀'} <span>{`Switch to ${next} theme`}</span>
    </button>
  );
}
