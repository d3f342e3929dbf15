'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

/**
 * In /cms's Live Preview pane, the page renders its newest draft again each time the editor
 * saves (autosave every two seconds), so the preview follows the typing (issue #43, item 2).
 * The panels are this very site: their origin is the page's own.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => {
    // Only inside the panel's frame: a preview opened in its own tab has nobody to listen to.
    if (window.parent !== window) setOrigin(window.location.origin)
  }, [])
  const refresh = useCallback(() => router.refresh(), [router])
  return origin ? <RefreshRouteOnSave serverURL={origin} refresh={refresh} /> : null
}
