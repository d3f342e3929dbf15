import type { Metadata } from 'next'
import { Band, Features, HeroV1 } from '../../../components/home/parts'
import { TermsForm, TermsGate } from '../../../components/site/TermsGate'
import { Container, Section } from '../../../components/ui/layout'
import { JsonLd } from '../../../components/site/JsonLd'
import { siteData } from '../../../lib/site/data'
import { pageMetadata } from '../../../lib/site/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({ title: t('product.title'), description: t('product.metaDescription'), path: '/rc-sistemI' })
}

/** Where the call to action leads without JavaScript: this page with the terms as a form. */
const TERMS_REVIEW = '/rc-sistemI?terms=review#terms'

/** The product landing page: its call to action goes through the terms dialog (or, without JavaScript, the same terms as a form). */
export default async function ProductPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { t, company, baseUrl } = await siteData()
  const reviewing = (await searchParams).terms === 'review'
  const next = `/contact?subject=${encodeURIComponent(t('product.title'))}`
  const labels = {
    cta: t('product.cta'),
    title: t('product.terms.title'),
    intro: t('product.terms.intro'),
    items: t('product.terms.items', { returnObjects: true }) as string[],
    link: t('product.terms.link'),
    accept: t('product.terms.accept'),
    continue: t('product.terms.continue'),
    cancel: t('product.terms.cancel'),
    mustAccept: t('product.terms.mustAccept'),
  }
  const gate = <TermsGate next={next} review={TERMS_REVIEW} labels={labels} />
  return (
    <>
      <HeroV1 aria-labelledby="product-title">
        <div>
          {/* One grid cell: title, lead and button stay together in the hero's first column (issue #43, item 5). */}
          <div>
            <p className="kicker">{t('product.kicker')}</p>
            <h1 id="product-title">{t('product.title')}</h1>
            <p className="lead">{t('product.lead')}</p>
            <div className="actions">{gate}</div>
          </div>
        </div>
      </HeroV1>
      <main id="main" tabIndex={-1}>
        {reviewing ? (
          <Section>
            <Container>
              <TermsForm id="terms" next={next} labels={labels} />
            </Container>
          </Section>
        ) : null}
        <Section $tone="soft" aria-labelledby="features-title">
          <Container>
            <h2 id="features-title">{t('product.featuresTitle')}</h2>
            <Features>
              {(t('product.features', { returnObjects: true }) as { title: string; text: string }[]).map((f) => (
                <li key={f.title}>
                  <h3>{f.title}</h3>
                  <p>{f.text}</p>
                </li>
              ))}
            </Features>
          </Container>
        </Section>
        <Section aria-labelledby="steps-title">
          <Band>
            <div>
              <h2 id="steps-title">{t('product.stepsTitle')}</h2>
              <ol>
                {(t('product.steps', { returnObjects: true }) as string[]).map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </div>
            <div>{gate}</div>
          </Band>
        </Section>
      </main>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'SoftwareApplication',
          name: t('product.title'),
          applicationCategory: 'BusinessApplication',
          description: t('product.metaDescription'),
          publisher: { '@type': 'Organization', name: company.name },
          url: `${baseUrl}/rc-sistemI`,
        }}
      />
    </>
  )
}
