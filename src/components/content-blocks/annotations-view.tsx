import type { Annotations } from '@modelcontextprotocol/client';

/** Audience, priority and last-modified of a content block (spec: Annotations), as small badges. */
export function AnnotationsView({ annotations }: { annotations: Annotations | undefined }) {
  if (annotations === undefined) return null;
  const { audience, priority, lastModified } = annotations;
  if (audience === undefined && priority === undefined && lastModified === undefined) return null;
  return (
    <ul className="content-annotations" aria-label="Annotations">
      {audience !== undefined && <li className="badge">audience: {audience.length === 0 ? 'none' : audience.join(', ')}</li>}
      {priority !== undefined && <li className="badge">priority: {priority}</li>}
      {lastModified !== undefined && <li className="badge">modified: {lastModified}</li>}
    </ul>
  );
}
