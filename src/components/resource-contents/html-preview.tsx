import { useState } from 'react';
import { isAppMimeType } from '../../protocol/server-features/apps/app-resource';
import { CodeView } from '../code-view';

/**
 * Blocks every fetch from the previewed document (images, styles, fonts, frames), so a
 * preview cannot beacon to a tracker; inline styles and `data:` images still render.
 * Prepended as text to `srcdoc`: the parser puts it into the frame's head.
 */
const PREVIEW_CSP = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:">`;

/** Whether a text resource is HTML a user may want to see rendered. */
export function isHtmlMime(mimeType: string | undefined): boolean {
  const mime = (mimeType ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  return mime === 'text/html' || mime === 'application/xhtml+xml';
}

/**
 * HTML from a server: the source by default; "Preview" renders it only inside an
 * `<iframe sandbox="">` (no scripts, no same origin, no forms, no popups, no navigation
 * of the console) with no referrer, so server markup never touches the console's DOM.
 */
export function HtmlBody({ uri, text, language, mimeType }: { uri: string; text: string; language: string | undefined; mimeType: string | undefined }) {
  const [preview, setPreview] = useState(false);
  // An MCP App needs its scripts: a no-script preview of it is an empty frame, so it runs only as an App (its own sandbox and bridge).
  if (isAppMimeType(mimeType)) {
    return (
      <div className="html-body">
        <p className="note">An MCP App view ({mimeType}): it runs only as an App, in its own sandbox; a ui:// resource opened in Resources runs below as the App preview.</p>
        <CodeView text={text} language={language} />
      </div>
    );
  }
  return (
    <div className="html-body">
      <div className="markdown__toolbar">
        <button type="button" className="button button--small" aria-pressed={preview} onClick={() => setPreview(!preview)}>
          Preview
        </button>
        <span className="note">Previews run in a sandbox: no scripts, no network.</span>
      </div>
      {preview ? (
        <iframe
          className="html-body__frame"
          title={`Preview of ${uri}`}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={`${PREVIEW_CSP}${text}`}
        />
      ) : (
        <CodeView text={text} language={language} />
      )}
    </div>
  );
}
