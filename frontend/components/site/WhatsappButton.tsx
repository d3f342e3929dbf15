'use client'

import styled from 'styled-components'
import { WHATSAPP_DEFAULT_COLOR } from '../../../domain/site'
import { readablePair } from '../../lib/format/color'

/** The phone bar's height (px). */
const PHONE_BAR = 48

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
  span {
    display: none;
  }
  /* On a phone a round button over the text column covers the words under it (issue #43, item 5):
     there it is a slim bar along the bottom edge, with its name written out, and the page ends
     with as much room (Room), so no line of text is ever left beneath it. */
  @media (max-width: 719px) {
    left: 0;
    right: 0;
    bottom: 0;
    width: auto;
    height: ${PHONE_BAR}px;
    border-radius: 0;
    display: flex;
    gap: 10px;
    align-items: center;
    justify-content: center;
    font-weight: 700;
    text-decoration: none;
    box-shadow: 0 -2px 12px rgba(0, 0, 0, 0.2);
    svg {
      width: 24px;
      height: 24px;
    }
    span {
      display: inline;
    }
  }
`

/** The room the phone bar takes, at the end of the page. */
const Room = styled.div`
  @media (max-width: 719px) {
    height: ${PHONE_BAR}px;
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
    <>
      <Room aria-hidden="true" />
      <Float href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} $bg={bg} data-testid="whatsapp-button" data-floating="">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={GLYPH} />
        </svg>
        <span aria-hidden="true">{label}</span>
      </Float>
    </>
  )
}
