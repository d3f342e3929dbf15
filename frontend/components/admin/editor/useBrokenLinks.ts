'use client'

import { useEffect, useRef, useState } from 'react'

/** At most this many of a body's links to this site are asked about. */
const MOST = 25

/**
 * Which of these addresses of this site answer 404 or 410: asked with HEAD a second after the body
 * stops changing, each address once per screen. `checking` while answers are awaited.
 */
export function useBrokenLinks(paths: string[]) {
  const known = useRef(new Map<string, boolean>())
  const [broken, setBroken] = useState<string[]>([])
  const [checking, setChecking] = useState(false)
  const key = paths.slice(0, MOST).join('\n')
  useEffect(() => {
    const wanted = key ? key.split('\n') : []
    const show = () => setBroken(wanted.filter((path) => known.current.get(path) === true))
    const unknown = wanted.filter((path) => !known.current.has(path))
    if (!unknown.length) return show()
    const stop = new AbortController()
    const timer = window.setTimeout(() => {
      setChecking(true)
      void Promise.all(
        unknown.map(async (path) => {
          try {
            const answer = await fetch(path, { method: 'HEAD', credentials: 'omit', signal: stop.signal })
            known.current.set(path, answer.status === 404 || answer.status === 410)
          } catch {
            // Not answered (aborted, offline): asked again next time.
          }
        }),
      ).then(() => {
        if (stop.signal.aborted) return
        setChecking(false)
        show()
      })
    }, 1000)
    return () => {
      stop.abort()
      window.clearTimeout(timer)
      setChecking(false)
    }
  }, [key])
  return { broken, checking }
}
