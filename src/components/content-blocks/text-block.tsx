import { MarkdownView } from '../markdown';
import { PlainText, useRenderMarkdown } from '../markdown/text-mode';

/** True when a text block says it is Markdown (a `mimeType` some servers add beside `text`). */
export function declaresMarkdown(block: object): boolean {
  const mimeType: unknown = Reflect.get(block, 'mimeType');
  return typeof mimeType === 'string' && mimeType.split(';')[0]?.trim().toLowerCase() === 'text/markdown';
}

/**
 * Text content as the model receives it: the characters, line breaks and spaces as sent. Only
 * text that says it is Markdown, or a view where the user pressed Render Markdown, is rendered
 * as Markdown (without raw HTML), with `Show source` back to the exact text.
 */
export function TextBlock({ text, markdown = false }: { text: string; markdown?: boolean }) {
  const renderMarkdown = useRenderMarkdown();
  if (markdown || renderMarkdown) return <MarkdownView source={text} />;
  return <PlainText text={text} className="content-block__text" />;
}
