import { companyInfo, latestArticles } from '../../../services/public/reads'
import { ArticleGrid } from '../../components/site/ArticleGrid'
import { Main } from '../../components/site/Chrome'
import { Hero } from '../../components/site/Hero'
import { toCardView } from '../../lib/articles/cardView'
import { getT } from '../../lib/i18n/server'
import { DEFAULT_LANGUAGE } from '../../lib/i18n/languages'
import { payloadInstance } from '../../lib/payload'

// Rendered per request until the page cache of the public-site issue lands: the build has no database.
export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const t = await getT(DEFAULT_LANGUAGE)
  const payload = await payloadInstance()
  const [company, articles] = await Promise.all([
    companyInfo(payload),
    latestArticles(payload, 6),
  ])
  return (
    <>
      <Hero title={company.name} text={company.tagline ?? t('home.metaDescription')} cta={t('home.heroCta')} href="/blog" />
      <Main id="main">
        <h2>{t('home.latestTitle')}</h2>
        {articles.length ? <ArticleGrid articles={articles.map((a) => toCardView(a, t))} /> : <p>{t('home.empty')}</p>}
      </Main>
    </>
  )
}
