import { describe, expect, it } from 'vitest';
import { buildEmbedSnippet } from './embed-snippet';

describe('buildEmbedSnippet', () => {
  it('is the script tag next to the console and an element for the current panel and item', () => {
    const snippet = buildEmbedSnippet('https://console.example/app/?panel=prompts&prompt=code-review&theme=dark&token=x', {
      server: 'https://user:pw@mcp.example/mcp?api_key=1',
      panel: 'prompts',
    });
    expect(snippet).toBe(
      '<script src="https://console.example/app/embed.js"></script>\n<mcp-console panels="prompts" server="https://mcp.example/mcp" prompt="code-review" theme="dark"></mcp-console>\n',
    );
  });

  it('escapes attribute values', () => {
    const snippet = buildEmbedSnippet('https://console.example/', { server: undefined, panel: 'resources', uri: 'demo://a?"b"&<c>' });
    expect(snippet).toContain('uri="demo://a?&quot;b&quot;&amp;&lt;c>"');
  });
});
