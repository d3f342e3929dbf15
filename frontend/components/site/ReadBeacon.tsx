'use client'

import { useEffect } from 'react'

/**
 * Counts a read: one beacon per page view; the server counts a visitor once per article and
 * day (a daily salted hash, no cookie). sessionStorage spares repeat beacons in a session.
 * The page builds `url` from the route table on the server, so the route table's schemas stay
 * out of the article page's script.
 */
export function ReadBeacon({ articleId, url }: { articleId: string; url: string }) {
  useEffect(() => {
    const key = `read:${articleId}:${new Date().toISOString().slice(0, 10)}`
    try {
      if (window.sessionStorage.getItem(key)) return
      window.sessionStorage.setItem(key, '1')
    } catch {
      // no storage: the server still counts once a day
    }
    if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined)
  }, [articleId, url])
  return null
}
