const MAX_SUMMARY = 120;

/**
 * A response body as one short line of plain text for an alert. An HTML page is never shown as
 * markup: its <title> and first heading or text stand for it (Traffic keeps the whole body).
 * This is a summary for reading, not a sanitiser: the result is still rendered as a text node.
 */
export function summariseBody(text: string, contentType: string | undefined): string {
  const plain = isHtmlBody(text, contentType) ? htmlGist(text) : collapse(text);
  return plain.length > MAX_SUMMARY ? `${plain.slice(0, MAX_SUMMARY - 1)}…` : plain;
}

/** An HTML page, by its media type (essence) or by how it starts. */
export function isHtmlBody(text: string, contentType: string | undefined): boolean {
  return contentType === 'text/html' || /^\s*<(!doctype|html|head|body)\b/i.test(text);
}

function htmlGist(html: string): string {
  const title = collapse(decodeEntities(stripTags(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '')));
  const bodyStart = html.search(/<body\b/i);
  const body = html
    .slice(bodyStart < 0 ? 0 : bodyStart)
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const text = collapse(decodeEntities(stripTags(body)));
  if (title === '') return text;
  if (text === '' || text === title) return title;
  return `${title} — ${text.startsWith(title) ? text.slice(title.length).trim() : text}`;
}

function stripTags(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ' ');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return safeCodePoint(Number.parseInt(name.slice(2), 16)) ?? whole;
    if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10)) ?? whole;
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
