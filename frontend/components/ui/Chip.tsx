'use client'

import styled from 'styled-components'
import { readablePair } from '../../lib/format/color'
import { CATEGORY_DEFAULT_BACKGROUND } from '../../../domain/taxonomy'

const chip = `
  display: inline-block;
  font-size: 0.78rem;
  font-weight: 700;
  line-height: 1.2;
  padding: 5px 10px; /* at least 24 px tall: a target of WCAG 2.5.8's minimum size */
  border-radius: 999px;
  text-decoration: none;
`

/**
 * A category chip in the colours staff chose. Text is dark on light backgrounds and white on
 * dark ones (spec section 5, threshold 0.6), whatever text colour was stored; a background
 * that cannot carry that text at AA contrast is shaded until it can.
 */
const Span = styled.span<{ $bg: string }>`
  ${chip}
  background: ${({ $bg }) => readablePair($bg).background};
  color: ${({ $bg }) => readablePair($bg).text};
`
const Anchor = styled.a<{ $bg: string; $current?: boolean }>`
  ${chip}
  background: ${({ $bg }) => readablePair($bg).background};
  color: ${({ $bg }) => readablePair($bg).text};
  outline: ${({ $current }) => ($current ? '3px solid #1d1d1d' : 'none')};
  outline-offset: 2px;
  /* The rule above would hide the site's keyboard focus ring (WCAG 2.4.7): put it back. */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    text-decoration: underline;
  }
`

/**
 * A category as cards and article headers name it (issue #32): small capitals beside a dot in its
 * colour, so a bright pill does not compete with the cover next to it. The filters keep the pill.
 */
const Mark = styled.a<{ $bg: string }>`
  display: inline-flex;
  align-items: center;
  gap: 7px;
  min-height: 24px; /* WCAG 2.5.8 */
  font-size: 0.74rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.dark};
  &::before {
    content: '';
    flex: none;
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: ${({ $bg }) => readablePair($bg).background};
  }
  &:hover {
    text-decoration: underline;
  }
`

export function Chip(props: { name: string; background: string; href?: string; current?: boolean; variant?: 'pill' | 'mark' }) {
  const bg = /^#[0-9a-f]{3,6}$/i.test(props.background) ? props.background : CATEGORY_DEFAULT_BACKGROUND
  if (props.variant === 'mark' && props.href)
    return (
      <Mark href={props.href} $bg={bg}>
        {props.name}
      </Mark>
    )
  return props.href ? (
    <Anchor href={props.href} $bg={bg} $current={props.current} aria-current={props.current ? 'page' : undefined}>
      {props.name}
    </Anchor>
  ) : (
    <Span $bg={bg}>{props.name}</Span>
  )
}

export const ChipList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
