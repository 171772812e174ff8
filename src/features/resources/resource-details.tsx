import type { Resource } from '@modelcontextprotocol/client';
import { formatBytes } from '../../lib/format-bytes';
import { LongValue } from '../../components/long-value';
import { SafeIcon, chooseIcon } from '../../components/safe-icon';
import type { ReactNode } from 'react';
import { audienceChips, formatLastModified, formatPriority } from './filter/annotations';
import { PlainText } from '../../components/markdown/text-mode';

function Priority({ value }: { value: number }) {
  const priority = formatPriority(value);
  return (
    <span className="priority">
      <span>{priority.text}</span>
      <meter className="priority__bar" min={0} max={1} value={priority.fraction} aria-label="Priority" />
      {!priority.valid && <span className="note"> (outside 0–1)</span>}
    </span>
  );
}

function LastModified({ value, now }: { value: string; now: number }) {
  const formatted = formatLastModified(value, now);
  if (formatted.relative === undefined) return <span>{value} <span className="note">(not an ISO 8601 time)</span></span>;
  return (
    <time dateTime={formatted.iso} title={formatted.iso}>
      {formatted.relative}
    </time>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Everything the listing says about one resource (spec §13.2); every server string is a text node. */
export function ResourceDetails({ resource, now }: { resource: Resource; now: number }) {
  const annotations = resource.annotations;
  const refused = chooseIcon(resource.icons, 'light', 32).refused;
  const chips = audienceChips(annotations?.audience);
  return (
    <section className="resource-details" aria-label="Resource details">
      <h3 className="resource-details__title">
        <SafeIcon icons={resource.icons} size={20} /> {resource.title ?? resource.name}
      </h3>
      <dl className="facts">
        <Fact term="Name">{resource.name}</Fact>
        {resource.description !== undefined && <Fact term="Description">
            <PlainText text={resource.description} />
          </Fact>}
        <Fact term="URI">
          <LongValue value={resource.uri} label="resource URI" />
        </Fact>
        <Fact term="MIME type">{resource.mimeType ?? '—'}</Fact>
        {resource.size !== undefined && <Fact term="Size">{`${formatBytes(resource.size)} (${resource.size} bytes)`}</Fact>}
        {chips.length > 0 && (
          <Fact term="Audience">
            {chips.map((chip) => (
              <span key={chip} className="chip">
                {chip}
              </span>
            ))}
          </Fact>
        )}
        {annotations?.priority !== undefined && (
          <Fact term="Priority">
            <Priority value={annotations.priority} />
          </Fact>
        )}
        {annotations?.lastModified !== undefined && (
          <Fact term="Last modified">
            <LastModified value={annotations.lastModified} now={now} />
          </Fact>
        )}
      </dl>
      {refused.length > 0 && (
        <p className="note" role="note">
          {refused.length === 1 ? '1 icon was' : `${refused.length} icons were`} refused: only https: and data: sources are loaded
          ({refused.map((icon) => icon.src.slice(0, 60)).join(', ')}).
        </p>
      )}
    </section>
  );
}
