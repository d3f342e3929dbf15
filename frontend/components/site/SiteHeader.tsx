'use client'

import Image from 'next/image'
import styled from 'styled-components'
import { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher'
import type { MenuLink } from '../../../domain/navigation'
import { SearchForm } from './SearchForm'
type DesignVersion = 'v1' | 'v2'

const Skip = styled.a`
  position: absolute;
  left: -999px;
  top: 8px;
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  padding: 10px 16px;
  border-radius: 8px;
  z-index: 60;
  &:focus {
    left: 8px;
  }
`

const Bar = styled.header<{ $v: DesignVersion }>`
  background: ${({ $v, theme }) => ($v === 'v2' ? '#fff' : theme.colors.primary)};
  color: ${({ $v, theme }) => ($v === 'v2' ? theme.colors.primary : '#fff')};
  border-bottom: ${({ $v, theme }) => ($v === 'v2' ? `4px solid ${theme.colors.accent}` : '0')};
  a {
    color: inherit;
  }
`

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 12px 20px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  flex-wrap: wrap;
`

const Brand = styled.a<{ $v: DesignVersion }>`
  font-weight: 800;
  font-size: 1.2rem;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  img {
    width: 40px;
    height: 40px;
    border-radius: ${({ $v }) => ($v === 'v2' ? '50%' : '8px')};
    background: ${({ $v }) => ($v === 'v2' ? '#02236B' : '#fff')};
    padding: ${({ $v }) => ($v === 'v2' ? '4px' : '2px')};
  }
  span {
    letter-spacing: ${({ $v }) => ($v === 'v2' ? '0.02em' : '0')};
    text-transform: ${({ $v }) => ($v === 'v2' ? 'uppercase' : 'none')};
  }
`

const Nav = styled.nav`
  ul {
    display: flex;
    gap: 4px 18px;
    list-style: none;
    margin: 0;
    padding: 0;
    flex-wrap: wrap;
  }
  a {
    text-decoration: none;
    font-weight: 600;
    display: inline-block;
    padding: 10px 2px;
    /* Primary navigation: targets of at least 44 x 44 px, short words ("Blog") included. */
    min-width: 44px;
    min-height: 44px;
  }
  a:hover,
  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 6px;
    text-decoration-thickness: 2px;
  }
  /* One level of children: under their item on phones; on wide screens a box that opens on hover
     and on keyboard focus inside it (no script needed either way). */
  li {
    position: relative;
  }
  ul ul {
    flex-direction: column;
    gap: 0;
    padding-left: 16px;
  }
  @media (min-width: 720px) {
    ul ul {
      display: none;
      position: absolute;
      top: 100%;
      left: -12px;
      z-index: 40;
      min-width: 220px;
      padding: 8px 12px;
      background: #fff;
      color: ${({ theme }) => theme.colors.primary};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: 8px;
      box-shadow: 0 8px 24px rgba(2, 35, 107, 0.16);
    }
    li:hover > ul,
    li:focus-within > ul {
      display: flex;
    }
  }
`

/** Below this width the navigation and the language form fold behind a Menu button. */
const PHONE = '719px'

const MenuToggle = styled.button`
  display: none;
  @media (max-width: ${PHONE}) {
    html[data-js] & {
      display: inline-flex;
    }
  }
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 14px;
  font: inherit;
  font-weight: 700;
  color: inherit;
  background: transparent;
  border: 2px solid currentColor;
  border-radius: 8px;
  cursor: pointer;
  &::before {
    content: '';
    width: 18px;
    height: 12px;
    border-block: 2px solid currentColor;
    background: linear-gradient(currentColor, currentColor) center / 100% 2px no-repeat;
  }
  &[aria-expanded='true']::before {
    border-block-color: transparent;
    background:
      linear-gradient(45deg, transparent 45%, currentColor 45% 55%, transparent 55%),
      linear-gradient(-45deg, transparent 45%, currentColor 45% 55%, transparent 55%);
  }
`

/** The navigation and the language form: a row on wide screens, a folding panel on phones. */
const Panel = styled.div`
  display: flex;
  align-items: center;
  gap: 12px 24px;
  flex-wrap: wrap;
  @media (max-width: ${PHONE}) {
    flex-basis: 100%;
    flex-direction: column;
    align-items: flex-start;
    html[data-js] [aria-expanded='false'] + & {
      display: none;
    }
    nav ul {
      flex-direction: column;
    }
  }
`

/** The blog's search in the phone menu (issue #43, item 5): on a phone the blog's own form is far below the list. */
const PhoneSearch = styled.div`
  display: none;
  @media (max-width: ${PHONE}) {
    display: block;
    width: 100%;
    padding: 12px;
    border-radius: 10px;
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
  }
`

type HeaderProps = {
  version: DesignVersion
  companyName: string
  logoUrl?: string | null
  homeLabel: string
  menuLabel: string
  links: MenuLink[]
  navLabel: string
  search: { label: string; placeholder: string; submit: string }
  current: string
  language: LanguageSwitcherProps
}

const isCurrent = (href: string, current: string) =>
  href === '/' ? current === '/' || current === '/home-v2' : current === href || current.startsWith(`${href}/`)

/** The first stop of the keyboard on every page, before the cookie banner's buttons. */
export function SkipLink({ label }: { label: string }) {
  return <Skip href="#main">{label}</Skip>
}

/** The site header; v1 and v2 homes each have their own look and logo treatment. */
export function SiteHeader(props: HeaderProps) {
  return (
    <>
      <Bar $v={props.version}>
        <Inner>
          <Brand href="/" $v={props.version} aria-label={props.homeLabel}>
            {props.logoUrl ? <Image src={props.logoUrl} alt="" width={40} height={40} /> : null}
            <span>{props.companyName}</span>
          </Brand>
          {/* Opened and closed by the early script (earlyBehaviour.ts), so it works before React. */}
          <MenuToggle type="button" data-menu-toggle="" aria-expanded="false" aria-controls="site-menu">
            {props.menuLabel}
          </MenuToggle>
          <Panel id="site-menu">
            <Nav aria-label={props.navLabel}>
              <ul>
                {props.links.map((link, index) => (
                  <li key={`${index}-${link.href}`}>
                    <a href={link.href} aria-current={isCurrent(link.href, props.current) ? 'page' : undefined}>
                      {link.label}
                    </a>
                    {link.children?.length ? (
                      <ul>
                        {link.children.map((child, childIndex) => (
                          <li key={`${childIndex}-${child.href}`}>
                            <a href={child.href} aria-current={isCurrent(child.href, props.current) ? 'page' : undefined}>
                              {child.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Nav>
            <PhoneSearch>
              <SearchForm id="header-search" {...props.search} />
            </PhoneSearch>
            <LanguageSwitcher {...props.language} tone={props.version === 'v2' ? 'light' : 'dark'} />
          </Panel>
        </Inner>
      </Bar>
    </>
  )
}
