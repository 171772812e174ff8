import { lazy, Suspense, useEffect, useMemo } from 'react';
import { parseEmbedFrame } from '../../lib/embed/embed-frame';
import type { PanelId } from '../../lib/urls/panel-ids';
import './embed-frame.css';
import { startEmbedFrame } from './embed-height';

// The walkthrough view (and the YAML parser with it) loads only when a walkthrough is given.
const WalkthroughView = lazy(async () => ({ default: (await import('../../features/walkthrough')).WalkthroughView }));

interface EmbedFrameProps {
  search: string;
  hash: string;
  panels: readonly PanelId[];
}

/** The walkthrough the frame was given: `walkthrough=<url>` in the query, else inline text from the element. */
function walkthroughSource(search: string, inline: string | undefined): { url: string } | { text: string } | undefined {
  const url = new URLSearchParams(search).get('walkthrough');
  if (url !== null && url !== '') return { url };
  return inline === undefined ? undefined : { text: inline };
}

/** The embed's link with its `<mcp-console>` element: height reports, host styling, a walkthrough. */
export function EmbedFrame({ search, hash, panels }: EmbedFrameProps) {
  const frame = useMemo(() => parseEmbedFrame(hash), [hash]);
  useEffect(() => (frame === undefined ? undefined : startEmbedFrame(frame)), [frame]);
  const source = useMemo(() => walkthroughSource(search, frame?.inlineWalkthrough), [search, frame]);
  if (source === undefined) return null;
  return (
    <Suspense fallback={<p className="note">Loading the walkthrough…</p>}>
      <WalkthroughView source={source} panels={panels} />
    </Suspense>
  );
}
