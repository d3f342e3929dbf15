'use client'

import { useEffect } from 'react'

/**
 * While `unsaved`, leaving asks first: the browser's own question when the tab closes or reloads,
 * and `question` before a link of the back-office takes the user elsewhere. The capture-phase
 * listener runs before the link's own handler, so a "no" keeps the user on the page.
 */
export function useLeaveGuard(unsaved: boolean, question: string) {
  useEffect(() => {
    if (!unsaved) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = '' // older browsers ask only when it is set
    }
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return
      if (link.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return // a new tab leaves nothing
      if (link.origin === window.location.origin && link.pathname === window.location.pathname) return
      if (window.confirm(question)) return
      event.preventDefault()
      event.stopPropagation()
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', click, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', click, true)
    }
  }, [unsaved, question])
}
