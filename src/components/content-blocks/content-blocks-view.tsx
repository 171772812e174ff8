import type { ContentBlock } from '@modelcontextprotocol/client';
import { AnnotationsView } from './annotations-view';
import { EmbeddedResourceBlock } from './embedded-resource-block';
import { AudioBlock, ImageBlock } from './media-blocks';
import { ResourceLinkBlock } from './resource-link-block';
import { declaresMarkdown, TextBlock } from './text-block';

function BlockBody({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'text':
      return <TextBlock text={block.text} markdown={declaresMarkdown(block)} />;
    case 'image':
      return <ImageBlock data={block.data} mimeType={block.mimeType} />;
    case 'audio':
      return <AudioBlock data={block.data} mimeType={block.mimeType} />;
    case 'resource_link':
      return <ResourceLinkBlock link={block} />;
    case 'resource':
      return <EmbeddedResourceBlock resource={block} />;
  }
}

const TYPE_LABEL: Record<ContentBlock['type'], string> = {
  text: 'text',
  image: 'image',
  audio: 'audio',
  resource_link: 'resource link',
  resource: 'embedded resource',
};

/**
 * One MCP content block (spec §16 "Content"): text as sent (Markdown when it says so), image/audio with their
 * facts, a resource link that opens the Resources panel, an embedded resource, and the
 * block's annotations. Server strings always stay text nodes.
 */
export function ContentBlockView({ block }: { block: ContentBlock }) {
  return (
    <div className={`content-block content-block--${block.type}`}>
      <div className="content-block__meta">
        <span className="content-block__type">{TYPE_LABEL[block.type]}</span>
        <AnnotationsView annotations={block.annotations} />
      </div>
      <BlockBody block={block} />
    </div>
  );
}

/** A list of content blocks, e.g. a tool result's `content`. */
export function ContentBlocksView({ blocks }: { blocks: readonly ContentBlock[] }) {
  if (blocks.length === 0) return <p className="note">No content blocks.</p>;
  return (
    <div className="content-blocks">
      {blocks.map((block, index) => (
        <ContentBlockView key={index} block={block} />
      ))}
    </div>
  );
}
