import { Breadcrumbs } from './Breadcrumbs'
import { Main, PageHeader, Prose } from '../ui/layout'
import { siteData } from '../../lib/site/data'
import { formatDate } from '../../lib/format/dates'
import { siteReads } from '../../lib/siteReads'
import { PageView } from './pageBlocks/PageView'

type LegalKey = 'privacy' | 'terms' | 'cookies'

/** The date the legal texts in the catalogues were last revised. */
const LEGAL_UPDATED = '2026-11-01'

/**
 * Privacy, terms and cookies: the page staff edit at this address (issue #43, item 3), with the
 * date its published version changed; while there is none, the catalogues' sections.
 */
export async function LegalPage({ which, path }: { which: LegalKey; path: string }) {
  const { t, baseUrl, payload, language } = await siteData()
  const found = await siteReads().publicPage(payload, path, language)
  if (found) return <PageView found={found} dateFirst />
  const sections = t(`legal.${which}.sections`, { returnObjects: true }) as { title: string; text: string }[]
  return (
    <Main id="main" tabIndex={-1}>
      <Breadcrumbs
        label={t('site.breadcrumb')}
        baseUrl={baseUrl}
        items={[
          { name: t('site.nav.home'), href: '/' },
          { name: t(`legal.${which}.title`), href: path },
        ]}
      />
      <PageHeader>
        <h1>{t(`legal.${which}.title`)}</h1>
        <p>{t('legal.updated', { date: formatDate(LEGAL_UPDATED) })}</p>
      </PageHeader>
      <Prose>
        {sections.map((s) => (
          <section key={s.title}>
            <h2>{s.title}</h2>
            <p>{s.text}</p>
          </section>
        ))}
      </Prose>
    </Main>
  )
}
