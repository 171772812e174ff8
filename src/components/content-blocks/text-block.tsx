import { MarkdownView } from '../markdown';

/**
 * Text content: rendered as Markdown without raw HTML, with a toggle to the exact text
 * (`Show source`), because a model receives the characters, not the rendering.
 */
export function TextBlock({ text }: { text: string }) {
  return <MarkdownView source={text} />;
}
