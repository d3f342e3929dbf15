'use client'

import Link from 'next/link'
import styled from 'styled-components'

export type NavLabels = { home: string; blog: string; product: string; faq: string; contact: string }

const Skip = styled.a`
  position: absolute;
  left: -999px;
  top: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  padding: 8px 16px;
  border-radius: 8px;
  z-index: 10;
  &:focus { left: 8px; }
`

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
`

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 14px 20px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
`

const Brand = styled(Link)`
  color: #fff;
  font-weight: 800;
  font-size: 1.2rem;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: 10px;
`

const Nav = styled.nav`
  ul { display: flex; gap: 18px; list-style: none; margin: 0; padding: 0; flex-wrap: wrap; }
  a { color: #fff; text-decoration: none; font-weight: 500; }
  a:hover { text-decoration: underline; }
`

export function SiteHeader(props: { companyName: string; logoUrl?: string | null; nav: NavLabels; navLabel: string; skipLabel: string }) {
  const { companyName, logoUrl, nav, navLabel, skipLabel } = props
  return (
    <>
      <Skip href="#main">{skipLabel}</Skip>
      <Bar>
        <Inner>
          <Brand href="/">
            {logoUrl ? <img src={logoUrl} alt="" width={36} height={36} /> : null}
            <span>{companyName}</span>
          </Brand>
          <Nav aria-label={navLabel}>
            <ul>
              <li><Link href="/">{nav.home}</Link></li>
              <li><Link href="/blog">{nav.blog}</Link></li>
              <li><Link href="/rc-sistemI">{nav.product}</Link></li>
              <li><Link href="/faq">{nav.faq}</Link></li>
              <li><Link href="/contact">{nav.contact}</Link></li>
            </ul>
          </Nav>
        </Inner>
      </Bar>
    </>
  )
}

const Foot = styled.footer`
  margin-top: 64px;
  background: ${({ theme }) => theme.colors.dark};
  color: #e8e8e8;
  a { color: #fff; }
`

export function SiteFooter(props: { companyName: string; rights: string; links: { privacy: string; terms: string; cookies: string } }) {
  return (
    <Foot>
      <Inner>
        <span>
          © {new Date().getFullYear()} {props.companyName}. {props.rights}
        </span>
        <Nav aria-label={props.companyName}>
          <ul>
            <li><Link href="/privacy-police">{props.links.privacy}</Link></li>
            <li><Link href="/utilization-terms">{props.links.terms}</Link></li>
            <li><Link href="/cookies">{props.links.cookies}</Link></li>
          </ul>
        </Nav>
      </Inner>
    </Foot>
  )
}

export const Main = styled.main`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 32px 20px;
`
