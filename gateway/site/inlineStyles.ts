/**
 * The public pages' own stylesheet is under a kilobyte (the fonts' @font-face rules: every
 * other style is styled-components', already in the page), yet as a <link> it is render-blocking
 * and costs a phone one more round trip before anything paints (issue #32: LCP at most 1.0 s in
 * Lighthouse mobile). Kept pages carry such small stylesheets inline instead. Large ones (the
 * panels') stay links, cached by the browser across pages.
 *
 * The web fonts themselves (three files, 71 KB) are declared apart, switched on by the script
 * loader once the first frame is painted (deferScripts.ts, DEFERRED_FONTS_ATTRIBUTE): on a slow
 * phone they no longer compete with the page and its cover before the first paint. The first
 * paint uses the fallback faces next/font sized to the fonts' metrics (kept in the immediate
 * part), so the swap moves nothing. Without JavaScript a <noscript> copy declares them at once.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEFERRED_FONTS_ATTRIBUTE } from './deferScripts'

/** Larger files stay links: inlining them would repeat their bytes in every page. */
const MAX_INLINE_BYTES = 4 * 1024

/** `<link rel="stylesheet" href="/_next/static/….css" nonce="…" data-precedence="…"/>` as Next writes it. */
const NEXT_STYLESHEET = /<link rel="stylesheet" href="\/_next\/static\/([^"<>?]+\.css)"(?: nonce="[^"<>]*")?(?: data-precedence="[^"<>]*")?\/>/g

/** File names carry their content's hash: a file read once never changes. */
const files = new Map<string, string | null>()

function stylesheet(staticDir: string, file: string): string | null {
  if (files.has(file)) return files.get(file)!
  let css: string | null = null
  try {
    const full = path.resolve(staticDir, file)
    if (full.startsWith(path.resolve(staticDir) + path.sep)) {
      const text = readFileSync(full, 'utf8')
      // Relative addresses (the fonts: ../media/…) were relative to the file's own folder.
      const folder = `/_next/static/${path.posix.dirname(file)}/`
      if (Buffer.byteLength(text) <= MAX_INLINE_BYTES && !text.includes('</'))
        css = text.replace(
          /url\((?!["']?(?:data:|\/|https?:))(["']?)([^)"']+)\1\)/g,
          (_m, _q, url: string) => `url(${new URL(url, `http://x${folder}`).pathname})`,
        )
    }
  } catch {
    css = null
  }
  files.set(file, css)
  return css
}

/** An @font-face rule that downloads a file (not a local() fallback). */
const WEB_FONT_FACE = /@font-face\{[^{}]*url\([^{}]*\}/g

export function inlineSmallStylesheets(html: string, staticDir: string | undefined): string {
  if (!staticDir) return html
  return html.replace(NEXT_STYLESHEET, (tag, file: string) => {
    const css = stylesheet(staticDir, file)
    if (css === null) return tag
    const fonts = css.match(WEB_FONT_FACE)?.join('') ?? ''
    const rest = css.replace(WEB_FONT_FACE, '')
    const own = `<style data-href="/_next/static/${file}">${rest}</style>`
    return fonts ? `${own}<style media="print" ${DEFERRED_FONTS_ATTRIBUTE}="">${fonts}</style><noscript><style>${fonts}</style></noscript>` : own
  })
}
