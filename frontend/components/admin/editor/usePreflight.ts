'use client'

import { useMemo } from 'react'
import { bodyOutline, internalPaths, preflight, type PreflightInput } from '../../../../domain/preflight'
import { useBrokenLinks } from './useBrokenLinks'

/** The check before going live on what the editor holds now: the body's outline, its links to this site asked about, the findings. */
export function usePreflight(fields: Omit<PreflightInput, 'outline' | 'broken'>, content: unknown, alts: ReadonlyMap<string, string>) {
  const outline = useMemo(() => bodyOutline(content, alts), [content, alts])
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const links = useBrokenLinks(useMemo(() => internalPaths(outline, origin), [outline, origin]))
  return { outline, findings: preflight({ ...fields, outline, broken: links.broken }), checking: links.checking }
}
