'use client'

import Link from 'next/link'
import styled from 'styled-components'

const Section = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, #0a3a9e 60%, ${({ theme }) => theme.colors.accent});
  color: #fff;
  padding: 72px 20px;
  h1 { font-size: clamp(2rem, 5vw, 3.2rem); line-height: 1.1; margin: 0 0 16px; max-width: 760px; }
  p { font-size: 1.15rem; max-width: 640px; margin: 0 0 28px; }
`

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
`

const Cta = styled(Link)`
  display: inline-block;
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  padding: 12px 24px;
  border-radius: 999px;
  text-decoration: none;
`

export function Hero(props: { title: string; text: string; cta: string; href: string }) {
  return (
    <Section>
      <Inner>
        <h1>{props.title}</h1>
        <p>{props.text}</p>
        <Cta href={props.href}>{props.cta}</Cta>
      </Inner>
    </Section>
  )
}
