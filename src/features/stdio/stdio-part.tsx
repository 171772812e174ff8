import { LoadFailure } from '../../components/load-failure';
import { onDemand, useOnDemand, type OnDemand } from '../../hooks/use-on-demand';
import { useStore } from '../../hooks/use-store';
import type { BridgeStore } from './bridge-store';

const STDIO_SECTION = onDemand(() => import('./stdio-section'));

interface StdioPartProps {
  bridge: BridgeStore;
  /** Connects again to a bridge whose connection failed or was closed (with its saved settings). */
  onReconnect: (url: string) => void;
  section?: OnDemand<typeof import('./stdio-section')>;
}

/**
 * The stdio part of the connection card, loaded once the bridge has said something: its listing
 * (a console served by `mcp-console -- <command>`) or its refusal. A console served without a
 * bridge never asks it, and so never loads the section (issue 43).
 */
export function StdioPart({ bridge, onReconnect, section = STDIO_SECTION }: StdioPartProps) {
  const { access } = useStore(bridge);
  const { module, error, retry } = useOnDemand(section, access !== 'none');
  if (error !== undefined) return <LoadFailure what="The stdio server's section" error={error} onRetry={retry} />;
  if (module === undefined || access === 'none') return null;
  const { StdioSection } = module;
  return <StdioSection bridge={bridge} onReconnect={onReconnect} />;
}
