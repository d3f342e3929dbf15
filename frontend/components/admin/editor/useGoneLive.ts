'use client'

import { useState } from 'react'
import { useAdminNavigation } from '../../../lib/admin/navigation'

/** What a publish or schedule just did (its dialog); `started`: the save began the send to subscribers. */
export type Done = { kind: 'publish' | 'schedule'; id: number | string; slug: string; href: string; date?: string; started: boolean }

/**
 * The dialog after an article went live or was scheduled. Closing it keeps the editor open; a
 * new article (`isNew`) reopens as itself, so the next save updates it.
 */
export function useGoneLive(isNew: boolean) {
  const navigation = useAdminNavigation()
  const [done, setDone] = useState<Done | null>(null)
  const closeDone = () => {
    const was = done
    setDone(null)
    if (was && isNew) navigation.replace('compose', was.slug, was.id)
  }
  return { done, setDone, closeDone }
}
