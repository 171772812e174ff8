// The entry of `embed.js` (built to the site's root, issue 19): a docs page adds this one script
// and any number of `<mcp-console>` elements. No framework, no SDK; see docs/embedding.md.
import { defineMcpConsole } from './mcp-console-element';

// The console lives next to this script unless an element's `src` says otherwise.
const script = document.currentScript;
const base = script instanceof HTMLScriptElement && script.src !== '' ? new URL('./', script.src).href : new URL('./', document.baseURI).href;
defineMcpConsole(base);
