import { useMemo } from 'react';
import { MarkdownView } from '../markdown';
import { prettyJson, type AnalyzedContents } from './analyze';

/** Text as the developer expects it: JSON pretty-printed, Markdown rendered (safely), code monospace. */
export function TextBody({ item, text }: { item: AnalyzedContents; text: string }) {
  const json = useMemo(() => (item.kind === 'json' ? prettyJson(text) : undefined), [item.kind, text]);
  if (item.kind === 'markdown') return <MarkdownView source={text} />;
  if (json !== undefined) {
    return (
      <>
        {!json.valid && <p className="note">Not valid JSON; shown as sent.</p>}
        <pre className="resource-contents__code" data-language="json">
          <code>{json.text}</code>
        </pre>
      </>
    );
  }
  return (
    <pre className={item.kind === 'code' ? 'resource-contents__code' : 'resource-contents__text'}>
      <code>{text}</code>
    </pre>
  );
}
