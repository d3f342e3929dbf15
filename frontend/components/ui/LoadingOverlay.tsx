'use client'

import { useEffect, useState } from 'react'
import styled from 'styled-components'

/** Spec section 9: the overlay hides 500 ms after hiding is requested. */
const OVERLAY_HIDE_DELAY_MS = 500

const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  background: rgba(255, 255, 255, 0.92);
  div {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 16px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  img {
    width: 72px;
    height: 72px;
    animation: pulse 1.2s ease-in-out infinite;
  }
  @keyframes pulse {
    50% {
      opacity: 0.5;
      transform: scale(0.94);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      animation: none;
    }
  }
`

/** Full-screen overlay with the company logo while something long happens (spec section 2). */
export function LoadingOverlay({ visible, logoUrl, label }: { visible: boolean; logoUrl?: string | null; label: string }) {
  const [shown, setShown] = useState(visible)
  useEffect(() => {
    if (visible) return setShown(true)
    const timer = setTimeout(() => setShown(false), OVERLAY_HIDE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [visible])
  if (!shown) return null
  return (
    <Cover role="status" aria-live="polite" data-testid="loading-overlay">
      <div>
        {logoUrl ? <img src={logoUrl} alt="" width={72} height={72} /> : null}
        <span>{label}</span>
      </div>
    </Cover>
  )
}
