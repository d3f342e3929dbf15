'use client'

import { useEffect } from 'react'
import { replayEarlyInput } from '../../lib/site/earlyInput'

/**
 * The page's last client component: its effect runs once the whole page has hydrated, and
 * hands over from the early script in <head> (lib/site/earlyBehaviour.ts) to React, replaying
 * what the visitor pressed or submitted meanwhile.
 */
export function SiteBehaviour() {
  useEffect(() => replayEarlyInput(), [])
  return null
}
