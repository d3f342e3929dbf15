'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../../../../domain/preflight'
import { CARD_DESCRIPTION_MAX, snippet } from '../../../../domain/snippet'
import { LOCALE_NAMES } from '../../../../domain/contentLocales'
import type { Compose } from './useCompose'

const Result = styled.div`
  font-family: Arial, Helvetica, sans-serif;
  margin: 0 0 16px;
  .site {
    font-size: 0.8rem;
    color: #202124;
    overflow-wrap: anywhere;
  }
  .title {
    display: block;
    color: #1a0dab;
    font-size: 1.1rem;
    line-height: 1.3;
    margin: 2px 0;
  }
  .text {
    color: #4d5156;
    font-size: 0.85rem;
    margin: 0;
  }
`

const Card = styled.div`
  border: 1px solid #c5ccd6;
  border-radius: 10px;
  overflow: hidden;
  font-family: Arial, Helvetica, sans-serif;
  .image {
    aspect-ratio: 1.91 / 1;
    background: #e8ebf0 center / cover no-repeat;
    display: grid;
    place-items: center;
    color: #4d5156;
    font-size: 0.85rem;
  }
  .body {
    padding: 8px 12px 10px;
    background: #f2f3f5;
  }
  .site {
    text-transform: uppercase;
    font-size: 0.75rem;
    color: #4d5156;
  }
  .title {
    display: block;
    font-weight: 700;
    color: #1c1e21;
    margin: 2px 0;
  }
  .text {
    margin: 0;
    color: #4d5156;
    font-size: 0.85rem;
  }
`

/**
 * How the article will look as a search result and as a shared link (issue #45, item 2), in the
 * language being edited: its title and summary as the site's head tags give them (the
 * summary is the meta description and og:description; the cover the og:image), cut where
 * search engines and social networks cut them. Pictures, not links: nothing here is clickable.
 */
export function SearchPreview({ compose, headingId }: { compose: Compose; headingId: string }) {
  const { t } = useTranslation()
  const { fields, loaded, language } = compose
  const [host, setHost] = useState('')
  useEffect(() => setHost(window.location.host), [])
  const title = fields.title.trim() || t('admin.searchPreview.untitled')
  const description = fields.excerpt.trim()
  const path = loaded ? `post › ${loaded.slug}` : 'post › …'
  return (
    <>
      <h2 id={headingId}>{t('admin.searchPreview.heading', { language: LOCALE_NAMES[language.locale] })}</h2>
      <h3>{t('admin.searchPreview.search')}</h3>
      <Result>
        <span className="site">
          {host} › {path}
        </span>
        <span className="title">{snippet(title, SEO_TITLE_MAX)}</span>
        <p className="text">{description ? snippet(description, SEO_DESCRIPTION_MAX) : t('admin.searchPreview.noDescription')}</p>
      </Result>
      <h3>{t('admin.searchPreview.social')}</h3>
      <Card>
        <div className="image" style={fields.image ? { backgroundImage: `url("${fields.image.url}")` } : undefined}>
          {fields.image ? null : t('admin.searchPreview.noImage')}
        </div>
        <div className="body">
          <span className="site">{host}</span>
          <span className="title">{snippet(title, SEO_TITLE_MAX)}</span>
          <p className="text">{description ? snippet(description, CARD_DESCRIPTION_MAX) : t('admin.searchPreview.noDescription')}</p>
        </div>
      </Card>
    </>
  )
}
