import { lazy, Suspense, useMemo } from 'react';
import { CodeView } from '../code-view';
import { useRenderMarkdown } from '../markdown/text-mode';
import { prettyJson, type AnalyzedContents } from './analyze';
import { codeLanguage } from './code-language';
import { HtmlBody, isHtmlMime } from './html-preview';

// The Markdown renderer (about 35 KiB gzip) loads when a Markdown text is shown, not with the panel.
const MarkdownView = lazy(async () => ({ default: (await import('../markdown')).MarkdownView }));

function PlainText({ text }: { text: string }) {
  return (
    <pre className="resource-contents__text">
      <code>{text}</code>
    </pre>
  );
}

/**
 * Text as the developer expects it: JSON pretty-printed, Markdown rendered (safely), code
 * highlighted, and plain text as sent unless the view's Render Markdown is on.
 */
export function TextBody({ item, text }: { item: AnalyzedContents; text: string }) {
  const json = useMemo(() => (item.kind === 'json' ? prettyJson(text) : undefined), [item.kind, text]);
  const renderMarkdown = useRenderMarkdown();
  if (item.kind === 'markdown' || (item.kind === 'text' && renderMarkdown)) {
    return (
      <Suspense fallback={<PlainText text={text} />}>
        <MarkdownView source={text} />
      </Suspense>
    );
  }
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
    if (isHtmlMime(item.mimeType)) return <HtmlBody uri={item.uri} text={text} language={language} mimeType={item.mimeType} />;
    return <CodeView text={text} language={language} />;
  }
  return <PlainText text={text} />;
}
