import type { RecordedDrops } from '../../recording/session-file/schema';
import { noun } from '../../lib/plural';

const count = new Intl.NumberFormat('en-US');

function plural(n: number, one: string, many: string): string {
  return `${count.format(n)} ${noun(n, one, many)}`;
}

/** "a, b and c" */
function listed(parts: readonly string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/** What the recording lost to the console's bounded logs before it was exported, in words; undefined when nothing. */
export function recordingGapsText(dropped: RecordedDrops | undefined): string | undefined {
  if (dropped === undefined) return undefined;
  const parts = [
    dropped.exchanges > 0 ? plural(dropped.exchanges, 'exchange', 'exchanges') : undefined,
    dropped.frames > 0 ? plural(dropped.frames, 'JSON-RPC frame', 'JSON-RPC frames') : undefined,
    (dropped.invalidations ?? 0) > 0 ? `${plural(dropped.invalidations ?? 0, 'cache invalidation', 'cache invalidations')} (counted across every server)` : undefined,
  ].filter((p) => p !== undefined);
  if (parts.length === 0) return undefined;
  return `This recording starts after what the console's logs had already dropped when it was exported: ${listed(parts)}. To record a long session whole, raise Exchanges kept and Frames kept (Traffic) and Invalidations kept (Cache) first.`;
}

/** The note above a replayed Timeline whose recording is missing its beginning. */
export function RecordingGaps({ dropped }: { dropped: RecordedDrops | undefined }) {
  const text = recordingGapsText(dropped);
  return text === undefined ? null : (
    <p className="note" role="note" aria-label="Recording gaps">
      {text}
    </p>
  );
}
