import type { EmbeddedResource } from '@modelcontextprotocol/client';
import { ResourceContentsView } from '../resource-contents';

/** An embedded `resource`: its URI, then the contents through the resource viewer's renderer (spec §13.3). */
export function EmbeddedResourceBlock({ resource }: { resource: EmbeddedResource }) {
  const contents = resource.resource;
  return (
    <section className="content-resource" aria-label={`Embedded resource ${contents.uri}`}>
      <header className="content-resource__header">
        <span className="content-resource__uri">{contents.uri}</span>
      </header>
      <ResourceContentsView contents={[contents]} />
    </section>
  );
}
