'use client'

import styled from 'styled-components'
import type { MenuLink } from '../../../domain/navigation'

const Foot = styled.footer`
  margin-top: 48px;
  background: ${({ theme }) => theme.colors.dark};
  color: #e8e8e8;
  a {
    color: #fff;
    /* Targets at least 24 px tall (WCAG 2.5.8): these links stand alone, not inside a sentence. */
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
  }
  address {
    font-style: normal;
  }
  p {
    margin: 4px 0;
  }
`

const FootGrid = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 36px 20px;
  display: grid;
  gap: 24px;
  @media (min-width: 760px) {
    grid-template-columns: 2fr 1.5fr 1fr;
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 8px;
    color: #fff;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 6px;
  }
`

type FooterProps = {
  companyName: string
  about: string
  rights: string
  contactTitle: string
  email?: string | null
  phone?: string | null
  address?: string | null
  linksLabel: string
  /** The footer menu staff edit (issue #43, item 4). */
  links: MenuLink[]
  year: number
}

/** The site footer: about, contacts, legal links, RSS and newsletter, the rights line. */
export function SiteFooter(props: FooterProps) {
  return (
    <Foot>
      <FootGrid>
        <div>
          <h2>{props.companyName}</h2>
          {props.about ? <p>{props.about}</p> : null}
          <p>
            © {props.year} {props.companyName}. {props.rights}
          </p>
        </div>
        {/* The heading stands outside <address>, which may hold no heading (HTML: flow content without headings). */}
        {/* Without an address, phone or e-mail yet (a new site), the column says nothing and is not drawn. */}
        {props.email || props.phone || props.address ? (
          <div>
            <h2>{props.contactTitle}</h2>
            <address>
              {props.email ? (
                <p>
                  <a href={`mailto:${props.email}`}>{props.email}</a>
                </p>
              ) : null}
              {props.phone ? (
                <p>
                  <a href={`tel:${props.phone.replace(/[^+\d]/g, '')}`}>{props.phone}</a>
                </p>
              ) : null}
              {props.address ? <p>{props.address}</p> : null}
            </address>
          </div>
        ) : (
          <div />
        )}
        <nav aria-label={props.linksLabel}>
          <ul>
            {props.links.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                {/* data-section: the home scrolls to the stored target (spec section 2) */}
                <a href={link.href} data-section={/^\/#[\w-]+$/.test(link.href) ? link.href.slice(2) : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </FootGrid>
    </Foot>
  )
}
