import type { PublicPage } from '../../../../services/pages/publicPages'
import { Breadcrumbs } from '../Breadcrumbs'
import { Main, PageHeader } from '../../ui/layout'
import { siteData } from '../../../lib/site/data'
import { formatDate } from '../../../lib/format/dates'
import { DEFAULT_LANGUAGE } from '../../../../domain/languages'
import { demoRequestNext, termsReviewAddress } from '../../../../domain/pages'
import { termsLabels } from '../../../lib/site/termsLabels'
import { PageBlocks } from './PageBlocks'
import { PageNote, Updated } from './styles'

/**
 * A page staff built from blocks (issue #43, item 2), at its own address: its breadcrumb, a note
 * when its texts are not written in this language yet (then marked as pt-BR, WCAG 3.1.2), its
 * blocks, and the date its published version last changed.
 */
export async function PageView({
  found,
  preview,
  dateFirst,
  reviewing,
}: {
  found: PublicPage
  preview?: boolean
  dateFirst?: boolean
  /** The visitor asked for a demo without JavaScript: the terms show as a form. */
  reviewing?: boolean
}) {
  const { t, baseUrl, language } = await siteData()
  const { page, translated } = found
  const blocks = page.layout ?? []
  const request = blocks.find((b) => b.blockType === 'demoRequest')
  const product = (request?.blockType === 'demoRequest' && request.subject) || page.title
  const demo = {
    labels: termsLabels(t, product),
    next: demoRequestNext(product),
    review: termsReviewAddress(page.path ?? '/'),
  }
  const source = translated ? undefined : DEFAULT_LANGUAGE
  const updated = t('legal.updated', { date: formatDate(found.updatedAt) })
  return (
    <Main id="main" tabIndex={-1} lang={source}>
      <Breadcrumbs
        label={t('site.breadcrumb')}
        baseUrl={baseUrl}
        items={[
          { name: t('site.nav.home'), href: '/' },
          { name: page.title, href: page.path ?? '/' },
        ]}
      />
      {!translated && language !== DEFAULT_LANGUAGE ? <PageNote lang={language}>{t('pageView.notTranslated')}</PageNote> : null}
      {blocks[0]?.blockType === 'hero' ? null : (
        <PageHeader>
          <h1>{page.title}</h1>
          {/* A legal text says first when it last changed (LGPD): its published version's date. */}
          {dateFirst && !preview ? <p lang={language}>{updated}</p> : null}
        </PageHeader>
      )}
      <PageBlocks blocks={blocks} demo={demo} reviewing={reviewing && !preview} />
      {preview || dateFirst ? null : <Updated lang={language}>{updated}</Updated>}
    </Main>
  )
}
