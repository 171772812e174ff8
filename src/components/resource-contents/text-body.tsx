import { useMemo } from 'react';
import { CodeView } from '../code-view';
import { MarkdownView } from '../markdown';
import { prettyJson, type AnalyzedContents } from './analyze';
import { codeLanguage } from './code-language';
import { HtmlBody, isHtmlMime } from './html-preview';

/** Text as the developer expects it: JSON pretty-printed, Markdown rendered (safely), code highlighted. */
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
  if (item.kind === 'code') {
    const language = codeLanguage(item.mimeType, item.uri);
    if (isHtmlMime(item.mimeType)) return <HtmlBody uri={item.uri} text={text} language={language} />;
    return <CodeView text={text} language={language} />;
  }
  return (
    <pre className="resource-contents__text">
      <code>{text}</code>
    </pre>
  );
}
