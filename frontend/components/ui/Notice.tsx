'use client'

import { useEffect, useRef } from 'react'
import styled from 'styled-components'

type Tone = 'info' | 'success' | 'error'

const colours: Record<Tone, { bg: string; border: string; text: string }> = {
  // Text colours are darker shades of the spec's info/positive/negative: AA on their tints.
  info: { bg: '#e8f8fc', border: '#31CCEC', text: '#0b4f5e' },
  success: { bg: '#e9f8ec', border: '#21BA45', text: '#125c25' },
  error: { bg: '#fdecee', border: '#C10015', text: '#8f0010' },
}

const Box = styled.div<{ $tone: Tone }>`
  border-left: 4px solid ${({ $tone }) => colours[$tone].border};
  background: ${({ $tone }) => colours[$tone].bg};
  color: ${({ $tone }) => colours[$tone].text};
  padding: 12px 16px;
  border-radius: 8px;
  margin: 12px 0;
  p {
    margin: 0;
  }
`

/**
 * A message in place: errors are announced at once (alert), others politely (status).
 * `takeFocus`: the message replaces what had the focus (a form that was sent), so it takes the
 * focus itself rather than leave it on <body>.
 */
export function Notice({ tone = 'info', children, id, takeFocus = false }: { tone?: Tone; children: React.ReactNode; id?: string; takeFocus?: boolean }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takeFocus) box.current?.focus()
  }, [takeFocus])
  return (
    <Box ref={box} $tone={tone} role={tone === 'error' ? 'alert' : 'status'} id={id} tabIndex={takeFocus ? -1 : undefined}>
      {children}
    </Box>
  )
}
