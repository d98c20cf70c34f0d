/**
 * Hostile input for the XSS suite (R8). Every payload, if it ever ran, would set `self.__xss` to its own number
 * and call `alert(<number>)`: the page-level flag and Chromium's `dialog` event are the two canaries, and the
 * number says which payload got through.
 */

/** The JavaScript a payload tries to run. */
export const canary = (id: number): string => `self.__xss=${id};alert(${id})`;

const base64 = (text: string): string => Buffer.from(text).toString('base64');

/** Builds payloads with consecutive canary numbers, starting at `first`. */
function numbered(first: number, templates: ReadonlyArray<(hit: string) => string>): string[] {
  return templates.map((template, index) => template(canary(first + index)));
}

/**
 * Markdown (with raw HTML) for a blog post body: script tags, event handlers, javascript:/data: URLs in every
 * place Markdown and HTML can put one, iframes, SVG/MathML namespace confusion, style and attribute breakouts.
 */
export const MARKDOWN_PAYLOADS: readonly string[] = numbered(100, [
  (hit) => `<script>${hit}</script>`,
  (hit) => `<img src="x" onerror="${hit}">`,
  (hit) => `<img src=x onerror=${hit}>`,
  (hit) => `<img srcset="x 1x" onerror="${hit}">`,
  (hit) => `[markdown link](javascript:${hit})`,
  (hit) => `[entity link](jav&#x61;script:${hit})`,
  (hit) => `<a href="javascript:${hit}">raw link</a>`,
  (hit) => `<a href="  JaVaScRiPt:${hit}">spaced link</a>`,
  (hit) => `<a href="java&#09;script:${hit}">tab link</a>`,
  (hit) => `<a href="https://example.com" onclick="${hit}">onclick link</a>`,
  (hit) => `<svg onload="${hit}"><circle r="1"/></svg>`,
  (hit) => `<svg><script>${hit}</script></svg>`,
  (hit) => `<iframe srcdoc="<script>${hit}</script>"></iframe>`,
  (hit) => `<iframe src="javascript:${hit}"></iframe>`,
  (hit) => `<object data="data:text/html,<script>${hit}</script>"></object>`,
  (hit) => `<embed src="data:text/html;base64,${base64(`<script>${hit}</script>`)}">`,
  (hit) => `<details open ontoggle="${hit}"><summary>details</summary></details>`,
  (hit) => `<input autofocus onfocus="${hit}">`,
  (hit) => `<video><source onerror="${hit}"></video>`,
  (hit) => `<body onload="${hit}">`,
  (hit) => `<form action="javascript:${hit}"><button>go</button></form>`,
  (hit) => `<math><mtext><table><mglyph><style><img src=x onerror="${hit}">`,
  (hit) => `<noscript><p title="</noscript><img src=x onerror=${hit}>"></p></noscript>`,
  (hit) => `<p style="background:url('javascript:${hit}')">styled paragraph</p>`,
  (hit) => `<style>*{background:url("javascript:${hit}")}</style>`,
  (hit) => `<meta http-equiv="refresh" content="0;url=javascript:${hit}">`,
  (hit) => `<base href="javascript:${hit}//">`,
  (hit) => `![alt" onerror="${hit}](x)`,
  (hit) => `![image](javascript:${hit})`,
  (hit) => `[title breakout](https://example.com "a\\" onmouseover=\\"${hit}")`,
  (hit) => `[data url](data:text/html;base64,${base64(`<script>${hit}</script>`)})`,
  (hit) =>
    `![data svg](data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${hit}"/>`)})`,
  (hit) => `<code class="language-x&quot; onmouseover=&quot;${hit}">code</code>`,
  (hit) => `<img src="https://example.com/a.png" alt="x&quot; onerror=&quot;${hit}">`,
  (hit) => `<xmp><img src=x onerror=${hit}></xmp>`,
  (hit) => `<template><img src=x onerror=${hit}></template>`,
  (hit) => `<table background="javascript:${hit}"><tr><td>cell</td></tr></table>`,
  (hit) => `<a href="x" onmouseover="${hit}" style="display:block;position:fixed;inset:0">overlay link</a>`,
  (hit) => '```html\n<script>' + hit + '</script>\n```',
  (hit) => `\`<img src=x onerror=${hit}>\``,
]);

/** Plain-text fields (titles, tags, names, prompts, file names): tag injection and attribute/script breakouts. */
export const TEXT_PAYLOADS: readonly string[] = numbered(200, [
  (hit) => `<img src=x onerror="${hit}">`,
  (hit) => `"><svg onload=${hit}>`,
  (hit) => `'><script>${hit}</script>`,
  (hit) => `</script><script>${hit}</script>`,
  (hit) => `</title><script>${hit}</script>`,
  (hit) => `javascript:${hit}`,
  (hit) => `\${${hit}}{{constructor.constructor('${hit}')()}}`,
]);

/** One string carrying every text payload (for fields that hold a single value). */
export const ALL_TEXT_PAYLOADS = TEXT_PAYLOADS.join(' ');

/** A short hostile value for fields with a tight length limit. */
export const SHORT_TEXT_PAYLOAD = TEXT_PAYLOADS[0]!;

/** A hostile file name (no slash: a file name cannot hold one). */
export const HOSTILE_FILE_STEM = `"><img src=x onerror=${canary(300)}>`;
