/**
 * How the server's page loads its script: after its first paint, not before. The HTML already shows
 * the screen; fetched at once, the entry (~145 KB) and the route's chunks share a slow cell with the
 * status banner's picture and on a fast one are compiled before the first frame, so the screen paints
 * later than it could (Lighthouse's LCP counted every script that arrived before that paint). An inline
 * script (this response's nonce) at the end of <body> appends the template's module scripts and the
 * route's modulepreloads once the first frame is out (or at once in a hidden tab, where frames wait),
 * and meanwhile records the last tap on a control for the client to replay (renderer/browser/earlyTaps.ts). The app
 * screens the page asks for before the tap (a step's `prefetch`) are asked for at that moment too, first: a page of a
 * few KB at the lowest priority, that a tap soon after the paint can open at once; asked for from the <head> it shared
 * the slow cell with the first paint and put it off.
 * The static shell keeps the template's own tags: it has nothing to paint first.
 */
import { EARLY_TAP_MARK, EARLY_TAPS, TAPPABLE } from '../contract/earlyTaps.ts';
import { BROWSER_RENDER_PRELOAD } from '../contract/buildChunks.ts';

/** The template's module scripts and modulepreloads (vite writes them in <head>), taken out for the loader. */
export function takeScripts(template: string): { template: string; entries: string[]; preloads: string[] } {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = template
    .replace(
      /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/g,
      (_tag, src: string) => (entries.push(src), ''),
    )
    // What only the browser's own render needs at once (the HTTP client) is not fetched for the server's page: its data
    // came with it.
    .replace(
      /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g,
      (tag, href: string) => (tag.includes(BROWSER_RENDER_PRELOAD) || preloads.push(href), ''),
    );
  return { template: rest, entries, preloads };
}

/** JSON for inside an inline <script>: nothing in it can close the tag. */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The loader's source: plain ES5 (it runs before any of our code, on the oldest WebViews we serve),
 * its inputs as JSON arguments. The tap recorder skips a link with an href (it navigates by itself) and
 * a control that says it cannot be used, holds back the tapped control's default (a button in a form would
 * submit it without the app), and marks the control pressed and busy at once (EARLY_TAP_MARK and
 * aria-busy, styled by the template's CSS) so the borrower sees the tap was taken. It keeps the last tap
 * only (a second tap on Pay is the same payment: it is made once), and only the kept one is marked.
 */
export function pageLoaderScript(
  entries: readonly string[],
  preloads: readonly string[],
  prefetch: readonly string[] = [],
): string {
  return `(function(d,w,entries,preloads,prefetch,key,tappable,mark){
var taps=w[key]={on:true,last:null};
d.addEventListener("click",function(e){
if(!taps.on)return;
var t=e.target&&e.target.closest?e.target.closest(tappable):null;
if(!t||t.closest("a[href]")||t.getAttribute("aria-disabled")==="true")return;
e.preventDefault();
var was=taps.last;
if(was&&was!==t){was.removeAttribute(mark);was.removeAttribute("aria-busy");}
t.setAttribute(mark,"");t.setAttribute("aria-busy","true");
taps.last=t;
},true);
var started=false;
function add(tag,props){var el=d.createElement(tag);for(var k in props)el[k]=props[k];d.head.appendChild(el);}
function start(){
if(started)return;started=true;
prefetch.forEach(function(href){add("link",{rel:"prefetch",href:href});});
entries.forEach(function(src){add("script",{type:"module",crossOrigin:"",src:src});});
preloads.forEach(function(href){add("link",{rel:"modulepreload",crossOrigin:"",href:href});});
}
if(d.visibilityState==="hidden"||!w.requestAnimationFrame)start();
else{w.requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,250);}
})(document,window,${inScript(entries)},${inScript(preloads)},${inScript(prefetch)},${inScript(EARLY_TAPS)},${inScript(TAPPABLE)},${inScript(EARLY_TAP_MARK)});`;
}
