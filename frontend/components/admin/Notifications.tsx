'use client'

import { createContext, useCallback, useContext, useState } from 'react'
import styled from 'styled-components'

/** Spec section 9: notifications sit at the bottom and leave after 5000 ms. */
const NOTIFICATION_TIMEOUT_MS = 5000

type Note = { id: number; tone: 'success' | 'error'; text: string }
const Context = createContext<(tone: Note['tone'], text: string) => void>(() => undefined)
export const useNotify = () => useContext(Context)

const Stack = styled.div`
  position: fixed;
  left: 50%;
  bottom: 20px;
  transform: translateX(-50%);
  display: grid;
  gap: 8px;
  z-index: 70;
  width: min(520px, calc(100vw - 32px));
  div {
    padding: 12px 16px;
    border-radius: 10px;
    color: #fff;
    font-weight: 600;
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  }
  div[data-tone='success'] {
    background: #125c25;
  }
  div[data-tone='error'] {
    background: #8f0010;
  }
`

export function NotificationsProvider({ children }: { children: React.ReactNode }) {
  const [notes, setNotes] = useState<Note[]>([])
  const notify = useCallback((tone: Note['tone'], text: string) => {
    const id = Date.now() + Math.random()
    setNotes((all) => [...all, { id, tone, text }])
    setTimeout(() => setNotes((all) => all.filter((n) => n.id !== id)), NOTIFICATION_TIMEOUT_MS)
  }, [])
  return (
    <Context.Provider value={notify}>
      {children}
      <Stack aria-live="polite" role="status">
        {notes.map((n) => (
          <div key={n.id} data-tone={n.tone} role={n.tone === 'error' ? 'alert' : undefined}>
            {n.text}
          </div>
        ))}
      </Stack>
    </Context.Provider>
  )
}
