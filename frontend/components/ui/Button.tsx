'use client'

import styled, { css } from 'styled-components'

type Variant = 'primary' | 'secondary' | 'light' | 'ghost'

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  // The spec's accent (#9C27b0) carries white text at 6.2:1.
  secondary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.accent};
  `,
  light: css`
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    border-color: #fff;
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
}

const base = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 22px;
  border-radius: 999px;
  border: 2px solid transparent;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition: filter 0.15s;
  ${({ $variant }) => variants[$variant ?? 'primary']}
  &:hover {
    filter: brightness(1.12);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
    filter: none;
  }
`

export const Button = styled.button<{ $variant?: Variant }>`
  ${base}
`
export const ButtonLink = styled.a<{ $variant?: Variant }>`
  ${base}
`
