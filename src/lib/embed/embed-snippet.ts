import { buildPermalink, type PermalinkView } from '../urls/permalink';

/** Deep-link parameters the `<mcp-console>` element takes as attributes of the same names (ui-contract.md). */
const ATTRIBUTES = ['server', 'uri', 'template', 'prompt', 'tool', 'theme'] as const;

function attribute(name: string, value: string): string {
  return ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`;
}

/**
 * "Copy embed code": the script tag and one `<mcp-console>` element that shows the current view
 * (its panel alone). Built from the permalink, so it carries exactly what a shared link may:
 * no credentials, no secret-looking values.
 */
export function buildEmbedSnippet(currentHref: string, view: PermalinkView): string {
  const link = new URL(buildPermalink(currentHref, view));
  const consoleBase = new URL('./', link);
  let attributes = attribute('panels', view.panel);
  for (const name of ATTRIBUTES) {
    const value = link.searchParams.get(name);
    if (value !== null && value !== '') attributes += attribute(name, value);
  }
  return `<script src="${consoleBase.href}embed.js"></script>\n<mcp-console${attributes}></mcp-console>\n`;
}
