import type { CSSProperties } from 'react'
import type { SiteBand } from '../../../domain/siteTexts'
import { ButtonLink } from '../ui/Button'
import { Section } from '../ui/layout'
import { Band } from './parts'

/**
 * A band of the home in the company's words (site texts, issue #59 item 3): a title, a text and a
 * button. A band whose title staff emptied is not shown; a button needs both its label and address.
 */
export function HomeBand({
  id,
  band,
  tone,
  variant,
  style,
}: {
  id: string
  band: SiteBand | undefined
  tone?: 'brand'
  variant: 'light' | 'secondary'
  style?: CSSProperties
}) {
  if (!band?.title) return null
  return (
    <Section $tone={tone} aria-labelledby={id} style={style}>
      <Band>
        <div>
          <h2 id={id}>{band.title}</h2>
          {band.text ? <p>{band.text}</p> : null}
        </div>
        {band.button && band.href ? (
          <div>
            <ButtonLink href={band.href} $variant={variant}>
              {band.button}
            </ButtonLink>
          </div>
        ) : null}
      </Band>
    </Section>
  )
}
