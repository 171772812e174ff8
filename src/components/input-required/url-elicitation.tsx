import type { ElicitRequestURLParams, ElicitResult } from '@modelcontextprotocol/client';
import { useState } from 'react';

interface UrlFacts {
  valid: boolean;
  host: string;
  warnings: string[];
}

/** What the user should know before opening a URL a server handed over (spec §11.4 URL mode). */
export function describeUrl(url: string): UrlFacts {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { valid: false, host: '', warnings: ['This is not a valid URL; it cannot be opened.'] };
  }
  const warnings: string[] = [];
  const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  if (!web) warnings.push(`The scheme ${parsed.protocol} is not a web page; it cannot be opened from here.`);
  else if (parsed.protocol === 'http:') warnings.push('The page is not served over HTTPS.');
  if (parsed.hostname.split('.').some((label) => label.startsWith('xn--'))) {
    warnings.push('The domain uses punycode (internationalised letters): check it is the site you expect.');
  }
  if (parsed.username !== '' || parsed.password !== '') warnings.push('The URL carries credentials before the host.');
  return { valid: web, host: parsed.hostname, warnings };
}

interface UrlElicitationProps {
  params: ElicitRequestURLParams;
  onRespond: (result: ElicitResult) => void;
}

/**
 * URL-mode elicitation: the full URL is shown first and opened only on an explicit click, in a
 * new browsing context with no opener (never prefetched, never framed). Accept means consent;
 * the server learns the outcome when the request is retried.
 */
export function UrlElicitation({ params, onRespond }: UrlElicitationProps) {
  const facts = describeUrl(params.url);
  const [opened, setOpened] = useState(false);
  const open = () => {
    window.open(params.url, '_blank', 'noopener,noreferrer');
    setOpened(true);
  };
  return (
    <div className="elicit-url">
      <p className="elicit-url__label">The server asks you to open this URL:</p>
      <code className="elicit-url__full">{params.url}</code>
      {facts.host !== '' && (
        <p>
          Domain: <strong className="elicit-url__host">{facts.host}</strong>
        </p>
      )}
      {facts.warnings.map((warning) => (
        <p key={warning} className="elicit-url__warning">{warning}</p>
      ))}
      <div className="elicit-form__actions">
        <button type="button" className="button" disabled={!facts.valid} onClick={open}>Open URL in a new tab</button>
        <button type="button" className="button button--primary" onClick={() => onRespond({ action: 'accept' })}>
          {opened ? 'Done, continue' : 'Accept'}
        </button>
        <button type="button" className="button" onClick={() => onRespond({ action: 'decline' })}>Decline</button>
        <button type="button" className="button button--ghost" onClick={() => onRespond({ action: 'cancel' })}>Cancel</button>
      </div>
    </div>
  );
}
