/**
 * Public pages are complete without JavaScript (plain links, forms that post, the early
 * script's cookie banner, menu and language select): React only adds behaviour, and only
 * where a visitor acts. Next puts its runtime (about 140 KB compressed) in <head> as async
 * scripts; this rewrites a rendered page so they are requested on the visitor's first act (a
 * key, a focus, a click, a mouse press) and not before: a reader who only reads and scrolls
 * downloads none of it, and the page's content has the connection to itself (issue #32, item
 * 2). What is pressed or submitted meanwhile is held by the early script and replayed once
 * React has hydrated (lib/site/earlyBehaviour.ts). Nothing else in the page changes; a page
 * without Next's scripts is returned as it came.
 */

import { EARLY_INPUT_QUEUE, EARLY_PENDING } from '../../domain/site'
import { FLIGHT_HEADER, FLIGHT_VALUE } from './flightData'

/**
 * `<script src="/_next/static/….js" async="" nonce="…"></script>` as Next writes them, the
 * nonce (the response's CSP) before or after async, or absent (never the noModule polyfill).
 */
const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)"(?=[^>]* async="")((?: async=""| nonce="[^"<>]*")+)><\/script>/g
/** The low-priority preloads Next adds for the same files: fetched by the loader instead. */
const NEXT_SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"<>]*")? href="\/_next\/static\/[^"<>]+\.js"\/>/g
const NONCE = / nonce="([^"<>]*)"/

/** What counts as acting on the page: a touch that starts a scroll does not (its click does). */
const INTENT_EVENTS = ['keydown', 'focusin', 'click', 'pointerdown']

/**
 * Starts the scripts on the first intent event, once; the listeners go with it. The loader
 * sits at the end of <body>: a press the early script already held before it was parsed starts
 * them at once. A stored page's React data is not in the page (flightData.ts): the loader asks
 * for it first, hands it to Next's bootstrap queue (`__next_f`), then adds the scripts that
 * read it. Should that fail (the page changed or is gone), the page is loaded again, once,
 * unless a submission is held: the early script then sends it as a plain post.
 */
export function loaderScript(sources: string[], nonce?: string): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c')
  const open = nonce ? `<script nonce="${nonce}">` : '<script>'
  const again = JSON.stringify(`${FLIGHT_VALUE}-reload`)
  return (
    `${open}(function(){var s=${list},e=${JSON.stringify(INTENT_EVENTS)},d=false,w=window,P=${JSON.stringify(EARLY_PENDING)};` +
    `function p(n){w[P]=(w[P]||0)+n}` +
    `function g(){for(var j=0;j<s.length;j++){var x=document.createElement("script");x.src=s[j];x.async=true;p(1);x.onload=x.onerror=function(){p(-1)};document.head.appendChild(x)}}` +
    `function r(){var q=w[${JSON.stringify(EARLY_INPUT_QUEUE)}];if(q&&q.length)return;try{if(sessionStorage.getItem(${again})===location.href)return;sessionStorage.setItem(${again},location.href)}catch(z){return}location.reload()}` +
    `function l(v){if(d||(v.type==="pointerdown"&&v.pointerType==="touch"))return;d=true;` +
    `for(var i=0;i<e.length;i++)document.removeEventListener(e[i],l,true);` +
    `var f=w.__next_f=w.__next_f||[];for(var k=0;k<f.length;k++)if(f[k][0]!==0)return g();p(1);` +
    `w.fetch(location.href,{headers:{${JSON.stringify(FLIGHT_HEADER)}:${JSON.stringify(FLIGHT_VALUE)}},cache:"no-store",credentials:"same-origin"})` +
    `.then(function(a){if(!a.ok)throw a.status;return a.json()})` +
    `.then(function(a){for(var m=0;m<a.length;m++)f.push(a[m]);g();p(-1)},function(){p(-1);r()})}` +
    `for(var k=0;k<e.length;k++)document.addEventListener(e[k],l,{capture:true,passive:true});` +
    `var h=w[${JSON.stringify(EARLY_INPUT_QUEUE)}];if(h&&h.length)l({type:"held"})})()</script>`
  )
}

export function deferNextScripts(html: string): string {
  const sources: string[] = []
  let nonce: string | undefined
  let body = html.replace(NEXT_SCRIPT, (_tag, src: string, attributes: string) => {
    if (!sources.includes(src)) sources.push(src)
    // The loader runs under the page's CSP: it carries the nonce Next gave its scripts.
    nonce ??= NONCE.exec(attributes)?.[1]
    return ''
  })
  if (!sources.length) return html
  body = body.replace(NEXT_SCRIPT_PRELOAD, '')
  const end = body.lastIndexOf('</body>')
  const loader = loaderScript(sources, nonce)
  return end === -1 ? body + loader : body.slice(0, end) + loader + body.slice(end)
}
