'use client'

import { useEffect } from 'react'

/**
 * Counts a read: one beacon per page view; the server counts a visitor once per article and
 * day (a daily salted hash, no cookie). sessionStorage spares repeat beacons in a session.
 */
export function ReadBeacon({ articleId }: { articleId: string }) {
  useEffect(() => {
    const key = `read:${articleId}:${new Date().toISOString().slice(0, 10)}`
    try {
      if (window.sessionStorage.getItem(key)) return
      window.sessionStorage.setItem(key, '1')
    } catch {
      // no storage: the server still counts once a day
    }
    const url = `/api/article/read/${encodeURIComponent(articleId)}`
    if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined)
  }, [articleId])
  return null
}
