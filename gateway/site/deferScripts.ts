/**
 * Public pages are complete without JavaScript (plain links, forms that post): React only
 * adds behaviour. Next puts its runtime (~130 KB compressed) in <head> as async scripts, so on
 * a slow phone those downloads compete with the stylesheet, the fonts and the cover image,
 * and their evaluation lands before the first paint. This rewrites a rendered page so the
 * same scripts are requested only once the first frame has been painted: content first,
 * then hydration. Nothing else in the page changes; a page without Next's scripts is returned
 * as it came.
 */

/**
 * `<script src="/_next/static/….js" async="" nonce="…"></script>` as Next writes them, the
 * nonce (the response's CSP) before or after async, or absent (never the noModule polyfill).
 */
const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)"(?=[^>]* async="")((?: async=""| nonce="[^"<>]*")+)><\/script>/g
/** The low-priority preloads Next adds for the same files: fetched by the loader instead. */
const NEXT_SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"<>]*")? href="\/_next\/static\/[^"<>]+\.js"\/>/g
const NONCE = / nonce="([^"<>]*)"/

/** Scripts start after this long even if the browser never reports a paint. */
const SAFETY_MS = 4000

/**
 * Runs after the whole document is parsed and starts the scripts once the browser reports the
 * first contentful paint (text or image on screen, not merely a frame: text waiting for its
 * font is not painted yet). Browsers without paint timing wait two frames instead. A hidden
 * tab paints nothing, so there the scripts load at once; and if no paint is ever reported,
 * they load after a few seconds anyway.
 */
export function loaderScript(sources: string[], nonce?: string): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c')
  const open = nonce ? `<script nonce="${nonce}">` : '<script>'
  return (
    `${open}(function(){var s=${list},d=false;` +
    `function l(){if(d)return;d=true;for(var i=0;i<s.length;i++){` +
    `var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}` +
    `function later(){setTimeout(l,0)}if(document.visibilityState==="hidden")return l();setTimeout(l,${SAFETY_MS});` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")!==-1){` +
    `new PerformanceObserver(function(p){var e=p.getEntries();for(var i=0;i<e.length;i++)if(e[i].name==="first-contentful-paint")later()})` +
    `.observe({type:"paint",buffered:true});return}}catch(x){}` +
    `requestAnimationFrame(function(){requestAnimationFrame(later)})})()</script>`
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
