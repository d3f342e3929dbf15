import { ArticleGrid, RankedArticles } from '../site/ArticleGrid'
import { ButtonLink } from '../ui/Button'
import { Chip, ChipList } from '../ui/Chip'
import { Container, Section, TwoColumns } from '../ui/layout'
import { articleHref, toCardView } from '../../lib/articles/cardView'
import { Band, Features, HeroImage, HeroV2, SectionTitle } from './parts'
import { homeData } from './homeData'
import { NewsletterSection } from './NewsletterSection'

/** Home v2: split hero with the newest cover, topics, latest beside most read, reasons, call to action. */
export async function HomeV2() {
  const { site, latest, popular, categories } = await homeData()
  const { t, company, language } = site
  const cards = latest.slice(0, 6).map((a) => toCardView(a, t))
  const lead = cards[0]
  return (
    <main id="main" tabIndex={-1}>
      <HeroV2 aria-labelledby="home-title">
        <div>
          <div>
            <p className="kicker">{t('home.v2.kicker')}</p>
            <h1 id="home-title">{company.tagline ?? company.name}</h1>
            <p className="lead">{t('home.v2.lead')}</p>
            <ButtonLink href="/blog">{t('home.heroCta')}</ButtonLink>
          </div>
          {lead?.image ? (
            <figure>
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
            {cards.length ? <ArticleGrid articles={cards} columns={2} /> : <p>{t('home.empty')}</p>}
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
      <Section $tone="soft" aria-labelledby="why-title" style={{ marginTop: 48 }}>
        <Container>
          <h2 id="why-title">{t('home.v2.whyTitle')}</h2>
          <Features>
            {(t('home.v2.why', { returnObjects: true }) as { title: string; text: string }[]).map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </Features>
        </Container>
      </Section>
      <Section aria-labelledby="cta-title">
        <Band>
          <div>
            <h2 id="cta-title">{t('home.v2.ctaTitle')}</h2>
            <p>{t('home.v2.ctaText')}</p>
          </div>
          <div>
            <ButtonLink href="/contact" $variant="secondary">
              {t('home.v2.ctaButton')}
            </ButtonLink>
          </div>
        </Band>
      </Section>
      <Container>
        <NewsletterSection t={t} language={language} tone="brand" idPrefix="home-newsletter" />
      </Container>
    </main>
  )
}
