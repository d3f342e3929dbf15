import { ArticleGrid, RankedArticles } from '../site/ArticleGrid'
import { ButtonLink } from '../ui/Button'
import { Chip, ChipList } from '../ui/Chip'
import { Container, Section, TwoColumns } from '../ui/layout'
import { articleHref, toCardView } from '../../lib/articles/cardView'
import { Features, HeroImage, HeroV2, SectionTitle } from './parts'
import { HomeBand } from './HomeBand'
import { homeData } from './homeData'
import { NewsletterSection } from './NewsletterSection'

/** Home v2: split hero with the newest cover, topics, latest beside most read, reasons, call to action. */
export async function HomeV2() {
  const { site, latest, popular, categories } = await homeData()
  const { t, company, language, texts } = site
  const all = latest.map((a) => toCardView(a, t))
  // The newest article leads the hero with its cover; the list goes on from the next one.
  const lead = all[0]?.image ? all[0] : undefined
  const cards = (lead ? all.slice(1) : all).slice(0, 6)
  const reasons = (texts?.reasons.items ?? []).filter((item) => item.title)
  return (
    <main id="main" tabIndex={-1}>
      <HeroV2 aria-labelledby="home-title">
        <div>
          <div>
            {texts?.hero.kicker ? <p className="kicker">{texts.hero.kicker}</p> : null}
            <h1 id="home-title">{company.tagline ?? company.name}</h1>
            {texts?.hero.lead ? <p className="lead">{texts.hero.lead}</p> : null}
            <ButtonLink href="/blog">{t('home.heroCta')}</ButtonLink>
          </div>
          {lead?.image ? (
            <figure className="lead-story">
              <HeroImage image={lead.image} priority />
              <figcaption>
                <a href={lead.href}>{lead.title}</a>
              </figcaption>
            </figure>
          ) : null}
        </div>
      </HeroV2>
      <Container>
        {categories.length ? (
          <nav aria-labelledby="topics-title">
            <SectionTitle>
              <h2 id="topics-title">{t('home.categoriesTitle')}</h2>
            </SectionTitle>
            <ChipList>
              {categories.map((c) => (
                <li key={c.slug}>
                  <Chip name={c.name} background={c.backgroundColor} href={`/blog?category=${encodeURIComponent(c.slug)}`} />
                </li>
              ))}
            </ChipList>
          </nav>
        ) : null}
        <TwoColumns>
          <section aria-labelledby="latest-title">
            <SectionTitle>
              <h2 id="latest-title">{t('home.latestTitle')}</h2>
              <a href="/blog">{t('home.allArticles')}</a>
            </SectionTitle>
            {cards.length ? <ArticleGrid articles={cards} columns={2} /> : lead ? null : <p>{t('home.empty')}</p>}
          </section>
          <aside aria-labelledby="popular-title">
            <SectionTitle>
              <h2 id="popular-title">{t('home.popularTitle')}</h2>
            </SectionTitle>
            {popular.length ? (
              <RankedArticles
                items={popular.map((p) => ({
                  id: String(p.id),
                  href: articleHref(p),
                  title: String(p.title),
                  lang: p.lang,
                  note: t('blog.reads', { count: p.reads }),
                }))}
              />
            ) : (
              <p>{t('blog.popularEmpty')}</p>
            )}
          </aside>
        </TwoColumns>
      </Container>
      {texts?.reasons.title && reasons.length ? (
        <Section $tone="soft" aria-labelledby="why-title" style={{ marginTop: 48 }}>
          <Container>
            <h2 id="why-title">{texts.reasons.title}</h2>
            <Features>
              {reasons.map((item, i) => (
                <li key={i}>
                  <h3>{item.title}</h3>
                  {item.text ? <p>{item.text}</p> : null}
                </li>
              ))}
            </Features>
          </Container>
        </Section>
      ) : null}
      <HomeBand id="cta-title" band={texts?.closing} variant="secondary" />
      <Container>
        <NewsletterSection t={t} language={language} tone="brand" idPrefix="home-newsletter" />
      </Container>
    </main>
  )
}
