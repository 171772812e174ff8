import { CopyButton } from './copy-button';

interface CodeBlockProps {
  title: string;
  code: string;
}

/** A titled, copyable block of code. The code is a text node, never markup. */
export function CodeBlock({ title, code }: CodeBlockProps) {
  return (
    <figure className="code-block">
      <figcaption className="code-block__title">
        <span>{title}</span>
        <CopyButton text={code} label={title} />
      </figcaption>
      {/* Focusable so a keyboard can scroll a line wider than the alert (axe: scrollable-region-focusable). */}
      <pre className="code-block__code" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
