// A server-rendered page paints without JavaScript, so its ~130 KB of modules should not
// compete with the HTML, the stylesheet and the LCP picture on a slow link. Parsed from the HTML, a
// module script and its `modulepreload`s are fetched at High priority next to them (and Lighthouse's
// simulation counts every such request that finished before the paint as blocking it). A rendered
// page therefore names its modules in data attributes of this inline script, which asks for them
// once the page has painted its first content, all at once (no waterfall), and hydrates from there.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../lib/html.ts';

/**
 * Kept byte for byte (the CSP allows it by its hash). Starts on the first contentful paint; where
 * the Paint Timing API is missing or the page opened in a background tab (which paints nothing until
 * shown), on the load event or when shown; and 3 s after the load event if no paint was reported.
 * Asks for the modules PER_TASK at a time, one task each, the entry module last: each module
 * preload it starts costs the main thread 2–3 ms on a slow device (8–12 ms at Lighthouse's 4× CPU
 * slowdown), right after the first paint, when a reader may already tap. The player's 25 at once
 * were one task of 88 ms at 4×; six at a time, tasks of 46–73 ms (BENCHMARKS.md); three, 50–63 ms
 * in Lighthouse's traces on a later host; two, about 35.
 */
const PER_TASK = 2;
export const BOOT_SCRIPT =
  '(function(){var d=document,s=d.currentScript,done=0;' +
  "function go(){if(done)return;done=1;var h=(s.dataset.preload||'').split(' ').filter(Boolean),i=0;" +
  `(function next(){for(var n=0;n<${PER_TASK}&&i<h.length;n++,i++){` +
  "var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h[i];d.head.appendChild(l)}" +
  'if(i<h.length)return setTimeout(next,0);' +
  "var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=s.dataset.entry;d.head.appendChild(e)})()}" +
  'var P=window.PerformanceObserver,o=!!(P&&P.supportedEntryTypes&&' +
  "P.supportedEntryTypes.indexOf('paint')>=0&&d.visibilityState==='visible');" +
  "if(o)new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});" +
  "addEventListener('load',function(){o?setTimeout(go,3000):go()});" +
  "d.addEventListener('visibilitychange',function(){if(d.visibilityState==='visible')setTimeout(go,0)})})()";

/** The CSP source that allows BOOT_SCRIPT, and only it, among inline scripts. */
export const BOOT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The boot script of a page whose entry module is `entry` and whose other modules are `preload`. */
export function bootScriptTag(entry: string, preload: string[]): string {
  return `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload.join(' '))}">${BOOT_SCRIPT}</script>`;
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The web build's index.html without its module script and module preloads, and their paths
 * (`{ html, entry: null }` when it has no module script, e.g. a test's template).
 */
export function takeModuleTags(html: string): { html: string; entry: string | null; preload: string[] } {
  const entry = MODULE_SCRIPT.exec(html)?.[1] ?? null;
  if (!entry) return { html, entry: null, preload: [] };
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return { html: html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, preload };
}
