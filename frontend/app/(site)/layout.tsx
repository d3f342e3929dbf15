import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-700.css'
import type { Metadata } from 'next'
import type React from 'react'
import { SiteFooter, SiteHeader } from '../../components/site/Chrome'
import { getT } from '../../lib/i18n/server'
import { DEFAULT_LANGUAGE } from '../../lib/i18n/languages'
import { companyInfo } from '../../../services/public/reads'
import { payloadInstance } from '../../lib/payload'
import { GlobalStyle } from '../../lib/theme/GlobalStyle'
import { StyledRegistry } from '../../lib/theme/StyledRegistry'

export async function generateMetadata(): Promise<Metadata> {
  const payload = await payloadInstance()
  const company = await companyInfo(payload)
  const t = await getT(DEFAULT_LANGUAGE)
  return { title: { default: company.name, template: `%s · ${company.name}` }, description: t('home.metaDescription') }
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const language = DEFAULT_LANGUAGE
  const t = await getT(language)
  const payload = await payloadInstance()
  const company = await companyInfo(payload)
  const logo = typeof company.logo === 'object' && company.logo ? (company.logo as { url?: string }).url : null
  return (
    <html lang={language}>
      <body data-design-version="v1">
        <StyledRegistry>
          <GlobalStyle />
          <SiteHeader
            companyName={company.name}
            logoUrl={logo}
            skipLabel={t('site.skipToContent')}
            navLabel={t('site.mainNavigation')}
            nav={{
              home: t('site.nav.home'),
              blog: t('site.nav.blog'),
              product: t('site.nav.product'),
              faq: t('site.nav.faq'),
              contact: t('site.nav.contact'),
            }}
          />
          {children}
          <SiteFooter
            companyName={company.name}
            rights={t('site.footer.rights')}
            links={{ privacy: t('site.footer.privacy'), terms: t('site.footer.terms'), cookies: t('site.footer.cookies') }}
          />
        </StyledRegistry>
      </body>
    </html>
  )
}
