'use client'

import { useEffect, useId, useRef } from 'react'
import styled from 'styled-components'

/** One thing to fix: its message, and the id of the control it is about (a link to it), if any. */
export type SummaryEntry = { message: string; target?: string }

const Box = styled.section`
  border: 4px solid #c10015;
  border-radius: 8px;
  background: #fff;
  padding: 12px 16px;
  margin: 0 0 16px;
  &:focus {
    outline: 3px solid #1d4ed8;
    outline-offset: 2px;
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
  a {
    color: #8f0010;
    font-weight: 600;
  }
`

/**
 * GOV.UK's error summary, at the top of a form: after a refused save the focus comes here, so a
 * refusal is never off screen (issue #45, item 1); each entry is a link that moves the focus to
 * its field, which shows the same message beside it. `attempt` changes with each refused save.
 */
export function ErrorSummary({ title, entries, attempt }: { title: string; entries: SummaryEntry[]; attempt: number }) {
  const box = useRef<HTMLElement>(null)
  const heading = useId()
  const shown = entries.length > 0
  useEffect(() => {
    if (attempt > 0 && shown) box.current?.focus()
  }, [attempt, shown])
  if (!shown) return null
  return (
    <Box ref={box} tabIndex={-1} aria-labelledby={heading}>
      <h2 id={heading}>{title}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.target ?? ''}${entry.message}`}>
            {entry.target ? (
              <a
                href={`#${entry.target}`}
                onClick={(event) => {
                  const control = document.getElementById(entry.target!)
                  if (!control) return
                  event.preventDefault()
                  control.scrollIntoView({ block: 'center' })
                  control.focus()
                }}
              >
                {entry.message}
              </a>
            ) : (
              entry.message
            )}
          </li>
        ))}
      </ul>
    </Box>
  )
}
