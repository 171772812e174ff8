import type { Resource } from '@modelcontextprotocol/client';
import type { CacheContext } from '../../cache';
import { ServerLogSection } from '../../components/server-log';
import { ResourceDetails } from './resource-details';
import { ResourceViewer } from './resource-viewer';

export interface ResourceMainProps {
  ctx: CacheContext;
  uri: string;
  listed: Resource | undefined;
  now: number;
  warnMb: number;
  onWarnMb: (mb: number) => void;
  confirmed: boolean;
  onConfirm: () => void;
  onShowExchange: (id: number) => void;
}

/**
 * The selected resource: details, the size guard, contents and the server's log lines. Its own
 * chunk (with the contents renderers, app views and Copy as), loaded once a resource is selected
 * or when the browser is idle after connecting (issue 20), not on the way to "connected".
 */
export default function ResourceMain({ ctx, uri, listed, now, warnMb, onWarnMb, confirmed, onConfirm, onShowExchange }: ResourceMainProps) {
  return (
    <>
      {listed !== undefined && <ResourceDetails resource={listed} now={now} />}
      <label className="resources-panel__warn">
        Ask before reading above{' '}
        <input
          type="number"
          className="input input--narrow"
          min={0}
          step={0.5}
          value={warnMb}
          onChange={(event) => onWarnMb(Math.max(0, Number(event.target.value) || 0))}
        />{' '}
        MiB
      </label>
      <ResourceViewer ctx={ctx} uri={uri} listed={listed} warnAboveBytes={warnMb * 1024 * 1024} confirmed={confirmed} onConfirm={onConfirm} />
      <ServerLogSection session={ctx.session} onShowExchange={onShowExchange} />
    </>
  );
}
