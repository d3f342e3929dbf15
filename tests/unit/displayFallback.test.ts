import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fallbackOverrides } from '../../scripts/display-fallback-metrics.mjs'
import { DISPLAY_FALLBACKS, DISPLAY_FALLBACK_FAMILIES, displayFallbackFaces } from '../../frontend/lib/theme/displayFallback'

/** The display face's fallback is a local serif sized to its metrics, never the browser's Times (issue #43, item 5). */
describe("the display face's fallback", () => {
  it('is the list next/font is given, in the same order, ending with the generic serif', () => {
    const source = readFileSync(new URL('../../frontend/lib/theme/displayFont.ts', import.meta.url), 'utf8')
    const literal = /fallback: \[([^\]]*)\]/.exec(source)?.[1] ?? ''
    expect([...literal.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual(DISPLAY_FALLBACK_FAMILIES)
    expect(source).toContain('adjustFontFallback: false')
    expect(DISPLAY_FALLBACK_FAMILIES).not.toContain('Times New Roman')
  })

  it("carries the overrides computed from each serif's metrics", () => {
    type Overrides = { sizeAdjust: string; ascentOverride: string; descentOverride: string }
    const computed = fallbackOverrides() as unknown as Record<string, Overrides | undefined>
    for (const face of DISPLAY_FALLBACKS) {
      const name = face.family.replace('Display Fallback ', '')
      if (!computed[name]) continue // DejaVu Serif's file is only measured where it is installed
      expect({ sizeAdjust: face.sizeAdjust, ascentOverride: face.ascentOverride, descentOverride: face.descentOverride }, name).toEqual(computed[name])
    }
    expect(Object.keys(computed)).toEqual(expect.arrayContaining(['Georgia', 'Noto Serif']))
  })

  it('declares one bold face per serif, each with its size and vertical metrics', () => {
    expect(displayFallbackFaces.match(/@font-face/g)).toHaveLength(DISPLAY_FALLBACKS.length)
    for (const face of DISPLAY_FALLBACKS) expect(displayFallbackFaces).toContain(`font-family:'${face.family}';src:local('${face.local[0]}')`)
    expect(displayFallbackFaces).toContain('size-adjust:95.26%')
  })
})
