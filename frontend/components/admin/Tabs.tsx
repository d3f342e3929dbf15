'use client'

import { useEffect, type KeyboardEvent, type ReactNode } from 'react'
import { PillTabs } from './ui'

/**
 * The tab a keyboard or pointer just chose, to focus once it is rendered as selected. Module
 * state, because choosing a settings tab is a route change that may mount the screen again.
 */
let focusNext: string | null = null

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (the selected tab), arrow keys, Home and
 * End move along the row and select, and focus stays on the selected tab across the change.
 */
export function Tabs<T extends string>(props: {
  name: string
  label: string
  tabs: { id: T; label: ReactNode }[]
  active: T
  onSelect: (id: T) => void
  children: ReactNode
}) {
  const { name, tabs, active, onSelect } = props
  const tabId = (id: string) => `${name}-tab-${id}`
  const panelId = `${name}-panel`
  // Keys pressed faster than a route change renders move from the tab last chosen, not the one still shown.
  const intended = () => tabs.find((tab) => tabId(tab.id) === focusNext)?.id ?? active
  const choose = (id: T) => {
    const from = intended()
    focusNext = tabId(id)
    if (id !== from) onSelect(id)
    // Already the one shown (a choice made while another was still rendering): nothing renders again to focus it.
    if (id === active) {
      document.getElementById(focusNext)?.focus()
      focusNext = null
    }
  }
  useEffect(() => {
    if (focusNext === tabId(active)) {
      document.getElementById(focusNext)?.focus()
      focusNext = null
    }
  })
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key]
    const from = intended()
    const index = tabs.findIndex((tab) => tab.id === from)
    if (!move || index < 0) return
    event.preventDefault()
    choose(tabs[move(index, tabs.length)]!.id)
  }
  return (
    <>
      <PillTabs role="tablist" aria-label={props.label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            aria-controls={panelId}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => choose(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </PillTabs>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)}>
        {props.children}
      </div>
    </>
  )
}
