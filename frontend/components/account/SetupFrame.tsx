'use client'

import type React from 'react'
import styled from 'styled-components'

const Page = styled.div`
  min-height: 100vh;
  background: linear-gradient(160deg, #eef1f8 0%, #f8f9fc 60%);
  padding-bottom: 32px;
  header {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 16px 24px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
  }
  header svg {
    width: 32px;
    height: 32px;
    flex: none;
  }
  header p {
    margin: 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`

/** A neutral frame for the setup screen: a plain bar naming the step, the card below. */
export function SetupFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Page>
      <header>
        <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="8" fill="#02236B" />
          <path d="M9 17l5 5 9-11" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p>{title}</p>
      </header>
      {children}
    </Page>
  )
}
