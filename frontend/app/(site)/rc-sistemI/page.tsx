import type { Metadata } from 'next'
import { Band, Features, HeroV1 } from '../../../components/home/parts'
import { TermsForm, TermsGate } from '../../../components/site/TermsGate'
import { Container, Section } from '../../../components/ui/layout'
import { JsonLd } from '../../../components/site/JsonLd'
import { siteData } from '../../../lib/site/data'
import { pageMetadata } from '../../../lib/site/metadata'
import { builtPageMetadata } from '../../../lib/site/builtPageMetadata'
import { termsLabels } from '../../../lib/site/termsLabels'
import { siteReads } from '../../../lib/siteReads'
import { PageView } from '../../../components/site/pageBlocks/PageView'
import { PRODUCT_PAGE, TERMS_REVIEW_ID, demoRequestNext, termsReviewAddress } from '../../../../domain/pages'

const PATH = `/${PRODUCT_PAGE.slug}`

/** The landing page marketing built from blocks (issue #43, item 3), when it is published. */
async function builtPage() {
  const { payload, language } = await siteData()
  return siteReads().publicPage(payload, PATH, language)
}

export async function generateMetadata(): Promise<Metadata> {
  const found = await builtPage()
  if (found) return builtPageMetadata(found)
  const { t } = await siteData()
  return pageMetadata({ title: t('product.title'), description: t('product.metaDescription'), path: PATH })
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The product landing page: the page marketing edits at this address (seeded from the catalogues
 * at the first start), or, while none is published, the catalogues' version. Either way its call
 * to action goes through the terms dialog (or, without JavaScript, the same terms as a form).
 */
export default async function ProductPage({ searchParams }: Props) {
  const { t, company, baseUrl } = await siteData()
  const reviewing = (await searchParams).terms === 'review'
  const found = await builtPage()
  const jsonLd = (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: found?.page.title ?? t('product.title'),
        applicationCategory: 'BusinessApplication',
        description: t('product.metaDescription'),
        publisher: { '@type': 'Organization', name: company.name },
        url: `${baseUrl}${PATH}`,
      }}
    />
  )
  if (found)
    return (
      <>
        <PageView found={found} reviewing={reviewing} />
        {jsonLd}
      </>
    )
  const next = demoRequestNext(t('product.title'))
  const labels = { ...termsLabels(t, t('product.title')), cta: t('product.cta') }
  const gate = <TermsGate next={next} review={termsReviewAddress(PATH)} labels={labels} />
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
              <TermsForm id={TERMS_REVIEW_ID} next={next} labels={labels} />
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
      {jsonLd}
    </>
  )
}
