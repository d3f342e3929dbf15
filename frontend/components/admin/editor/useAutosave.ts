'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { ArticleAutosaveInput } from '../../../../contract/articles'
import type { ContentLocale } from '../../../../domain/contentLocales'
import { call } from '../../../lib/admin/api'

/** How often the editor's unsaved work is kept on the server: a crash loses at most this much. */
export const AUTOSAVE_EVERY_MS = 4000

/**
 * The editor's autosave: each edit calls `touch`; every few seconds, work edited since the last
 * autosave is sent (one row per user, article and language on the server, the article itself
 * untouched). `saved` after a real save, `flush` before the texts change language.
 */
export function useAutosave(key: string, locale: ContentLocale, work: () => ArticleAutosaveInput, active: boolean) {
  const edits = useRef(0) // edits made
  const sent = useRef(0) // edits the server holds (autosave or save)
  const read = useRef(work)
  read.current = work
  const [unsaved, setUnsaved] = useState(false)
  const [keptAt, setKeptAt] = useState<string | null>(null)

  const touch = useCallback(() => {
    edits.current += 1
    setUnsaved(true)
  }, [])

  const flush = useCallback(async () => {
    const at = edits.current
    if (at === sent.current) return
    const before = sent.current
    sent.current = at
    try {
      setKeptAt((await call('articleAutosavePut', { params: { key }, query: { lang: locale }, body: read.current() })).data.savedAt)
    } catch {
      sent.current = before // tried again at the next tick
    }
  }, [key, locale])

  /** The work is saved (or dropped on purpose): nothing is pending. */
  const settle = useCallback(() => {
    sent.current = edits.current
    setUnsaved(false)
    setKeptAt(null)
  }, [])

  useEffect(() => {
    if (!active) return
    const timer = window.setInterval(() => void flush(), AUTOSAVE_EVERY_MS)
    return () => window.clearInterval(timer)
  }, [active, flush])

  return { touch, flush, settle, unsaved, keptAt }
}
