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
      <pre className="code-block__code">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
