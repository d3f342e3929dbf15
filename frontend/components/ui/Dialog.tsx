'use client'

import { useEffect, useRef } from 'react'
import styled from 'styled-components'

const Native = styled.dialog`
  border: 0;
  border-radius: 16px;
  padding: 0;
  width: min(560px, calc(100vw - 32px));
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.3);
  &::backdrop {
    background: rgba(13, 20, 40, 0.6);
  }
  &[open] {
    animation: appear 300ms ease-out;
  }
  @keyframes appear {
    from {
      opacity: 0;
      transform: translateY(12px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[open] {
      animation: none;
    }
  }
  > div {
    padding: 24px;
  }
  h2 {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.primary};
  }
`

/**
 * A modal built on <dialog>: the browser keeps focus inside it (the rest of the page is
 * inert), Esc closes it, and focus returns to what opened it (spec: 300 ms animation).
 */
export function Dialog(props: { open: boolean; onClose: () => void; labelledBy: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (props.open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!props.open && dialog.open) {
      dialog.close()
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
  }, [props.open])
  return (
    <Native
      ref={ref}
      aria-labelledby={props.labelledBy}
      onCancel={(event) => {
        event.preventDefault()
        props.onClose()
      }}
      onKeyDown={(event) => {
        // A modal <dialog> makes the page inert, but Tab can still leave for the browser's own
        // controls; keep it cycling inside the dialog.
        if (event.key !== 'Tab' || !ref.current) return
        const focusable = [
          ...ref.current.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
          ),
        ]
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        if (!first || !last) return
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }}
    >
      <div>{props.open ? props.children : null}</div>
    </Native>
  )
}
