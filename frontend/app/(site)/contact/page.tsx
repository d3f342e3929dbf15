import type { Metadata } from 'next'
import { ContactForm } from '../../../components/forms/ContactForm'
import { Breadcrumbs } from '../../../components/site/Breadcrumbs'
import { ContactDetails, type ContactDetail } from '../../../components/site/ContactDetails'
import { Card, Main, PageHeader, TwoColumns } from '../../../components/ui/layout'
import { siteData } from '../../../lib/site/data'
import { contactLabels, formMessages } from '../../../lib/site/labels'
import { pageMetadata } from '../../../lib/site/metadata'
import { single } from '../../../lib/site/params'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({ title: t('contact.title'), description: t('contact.metaDescription'), path: '/contact' })
}

/** The contact form and the company's contacts; ?subject= prefills the subject (product page). */
export default async function ContactPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { t, language, company, baseUrl, texts } = await siteData()
  const details: ContactDetail[] = [
    ...(company.email ? [{ kind: 'email' as const, label: t('contact.email'), value: company.email, href: `mailto:${company.email}` }] : []),
    ...(company.phone
      ? [{ kind: 'phone' as const, label: t('contact.phone'), value: company.phone, href: `tel:${company.phone.replace(/[^+\d]/g, '')}` }]
      : []),
    ...(company.address ? [{ kind: 'address' as const, label: t('contact.address'), value: company.address }] : []),
  ]
  const subject = (single((await searchParams).subject) ?? '').slice(0, 200)
  return (
    <Main id="main" tabIndex={-1}>
      <Breadcrumbs
        label={t('site.breadcrumb')}
        baseUrl={baseUrl}
        items={[
          { name: t('site.nav.home'), href: '/' },
          { name: t('contact.title'), href: '/contact' },
        ]}
      />
      <PageHeader>
        <h1>{t('contact.title')}</h1>
        {texts?.contactIntro ? <p>{texts.contactIntro}</p> : null}
      </PageHeader>
      <TwoColumns>
        <Card as="section" aria-labelledby="form-title">
          <h2 id="form-title">{t('contact.formTitle')}</h2>
          <ContactForm
            labels={contactLabels(t)}
            messages={formMessages(t)}
            language={language}
            generic={t('errors.generic')}
            defaultSubject={subject || undefined}
            logoUrl={company.logoUrl}
          />
        </Card>
        {details.length ? (
          <Card as="section" aria-labelledby="info-title">
            <h2 id="info-title">{t('contact.infoTitle')}</h2>
            <ContactDetails items={details} />
          </Card>
        ) : null}
      </TwoColumns>
    </Main>
  )
}
