'use client'

import styled from 'styled-components'
import { WHATSAPP_DEFAULT_COLOR } from '../../../domain/site'
import { readablePair } from '../../lib/format/color'

const Float = styled.a<{ $bg: string }>`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: 40;
  width: 60px;
  height: 60px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  /* The icon is a graphic: 3:1 against its button (WCAG 1.4.11). */
  background: ${({ $bg }) => readablePair($bg, 3).background};
  color: ${({ $bg }) => readablePair($bg, 3).text};
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.25);
  svg {
    width: 32px;
    height: 32px;
    fill: currentColor;
  }
`

/** The WhatsApp glyph (24x24). */
const GLYPH = [
  'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3',
  ' .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8',
  ' 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3',
  ' 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9',
  ' 0 0 0 4.6 4c1.7.7 2.3.8 3.2.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3Z',
].join('')

/** The floating chat button from the WhatsApp settings (phone, message, colour). */
export function WhatsappButton({ phone, message, color, label }: { phone: string; message: string; color: string; label: string }) {
  const digits = phone.replace(/\D/g, '')
  if (!digits) return null
  const href = `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`
  const bg = /^#[0-9a-f]{3,6}$/i.test(color) ? color : WHATSAPP_DEFAULT_COLOR
  return (
    <Float href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} $bg={bg} data-testid="whatsapp-button" data-floating="">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={GLYPH} />
      </svg>
    </Float>
  )
}
