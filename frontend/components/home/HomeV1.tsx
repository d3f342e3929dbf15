import { ArticleGrid, RankedArticles } from '../site/ArticleGrid'
import { ButtonLink } from '../ui/Button'
import { Container } from '../ui/layout'
import { articleHref, toCardView } from '../../lib/articles/cardView'
import { Featured, HeroImage, HeroV1, SectionTitle } from './parts'
import { HomeBand } from './HomeBand'
import { homeData } from './homeData'
import { NewsletterSection } from './NewsletterSection'
import { Chip } from '../ui/Chip'

/** Home v1: a hero saying what the company offers, leading to its latest article, with the month's most read beside it; a featured article, the latest ones, the product band, the newsletter. */
export async function HomeV1() {
  const { site, latest, popular } = await homeData()
  const { t, company, language, texts } = site
  const cards = latest.map((a) => toCardView(a, t))
  const [featured, ...rest] = cards
  return (
    <main id="main" tabIndex={-1}>
      <HeroV1 aria-labelledby="home-title">
        <div>
          <div>
            <p className="kicker">{company.name}</p>
            {/* What the company offers, not its name alone (issue #32); the name is the kicker above. */}
            <h1 id="home-title">{company.tagline ?? t('home.metaDescription')}</h1>
            {texts?.hero.lead ? <p className="lead">{texts.hero.lead}</p> : null}
            <div className="actions">
              <ButtonLink href={featured?.href ?? '/blog'} $variant="light">
                {featured ? t('home.v1.latestCta') : t('home.heroCta')}
              </ButtonLink>
              {texts?.hero.button && texts.hero.href ? (
                <ButtonLink href={texts.hero.href} $variant="secondary">
                  {texts.hero.button}
                </ButtonLink>
              ) : null}
            </div>
          </div>
          {popular.length ? (
            <aside className="panel" aria-labelledby="popular-title">
              <h2 id="popular-title">{t('home.popularTitle')}</h2>
              <RankedArticles
                items={popular
                  .slice(0, 3)
                  .map((p) => ({ id: String(p.id), href: articleHref(p), title: String(p.title), lang: p.lang, note: t('blog.reads', { count: p.reads }) }))}
              />
            </aside>
          ) : null}
        </div>
      </HeroV1>
      <Container>
        {featured ? (
          <>
            <SectionTitle>
              <h2>{t('home.featuredTitle')}</h2>
            </SectionTitle>
            <Featured>
              {/* Under the hero: below a phone's first screen, at a 1366x768 desktop's bottom edge. Not
                  preloaded, so it no longer competes with the headline's font on a slow phone. */}
              {featured.image ? <HeroImage image={featured.image} /> : null}
              <div>
                <div>
                  {featured.categories.map((c) => (
                    <Chip key={c.name} variant="mark" name={c.name} background={c.backgroundColor} href={c.href} />
                  ))}
                </div>
                <h3>
                  <a href={featured.href}>{featured.title}</a>
                </h3>
                <p>{featured.excerpt}</p>
                <p>
                  {featured.byline} · <time dateTime={featured.dateTime}>{featured.date}</time> · {featured.readTime}
                </p>
              </div>
            </Featured>
          </>
        ) : null}
        <SectionTitle>
          <h2>{t('home.latestTitle')}</h2>
          <a href="/blog">{t('home.allArticles')}</a>
        </SectionTitle>
        {rest.length ? <ArticleGrid articles={rest} columns={3} /> : featured ? null : <p>{t('home.empty')}</p>}
      </Container>
      <HomeBand id="product-title" band={texts?.band} tone="brand" variant="light" style={{ marginTop: 48 }} />
      <Container>
        <NewsletterSection t={t} language={language} idPrefix="home-newsletter" />
      </Container>
    </main>
  )
}
