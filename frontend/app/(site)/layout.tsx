import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { WHATSAPP_DEFAULT_COLOR } from '../../../domain/site'
import { LANGUAGES } from '../../../locales/languages'
import { SiteFooter } from '../../components/site/SiteFooter'
import { SiteHeader, SkipLink } from '../../components/site/SiteHeader'
import { CookieBanner } from '../../components/site/CookieBanner'
import { JsonLd } from '../../components/site/JsonLd'
import { SeoBody, SeoHead } from '../../components/site/SeoSnippets'
import { SiteBehaviour } from '../../components/site/SiteBehaviour'
import { WhatsappButton } from '../../components/site/WhatsappButton'
import { siteData } from '../../lib/site/data'
import { EARLY_BEHAVIOUR_SCRIPT } from '../../lib/site/earlyBehaviour'
import { scriptNonce } from '../../lib/site/nonce'
import { siteFormState } from '../../lib/site/formState'
import { SiteFormStateProvider } from '../../components/forms/SiteFormState'
import { cookieLabels } from '../../lib/site/labels'
import { pageMetadata } from '../../lib/site/metadata'
import { BRAND_MARK_DATA_URL } from '../../../domain/brand'
import { display } from '../../lib/theme/displayFont'
import { GlobalStyle } from '../../lib/theme/GlobalStyle'
import { StyledRegistry } from '../../lib/theme/StyledRegistry'

// Rendered per request in Next; the gateway's page cache stores the result per language.
export const dynamic = 'force-dynamic'

export const viewport: Viewport = { themeColor: '#02236B', width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  const { t, path, company } = await siteData()
  return {
    ...(await pageMetadata({ description: company.tagline || t('home.metaDescription'), path })),
    icons: { icon: [{ url: BRAND_MARK_DATA_URL, type: 'image/svg+xml' }] },
  }
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { t, language, path, consented, company, whatsapp, homeVersion, baseUrl, seo, menus, texts } = await siteData()
  const nonce = await scriptNonce()
  const formState = await siteFormState()
  // /home-v2 always shows v2; every other page follows the layout setting.
  const version = path === '/home-v2' ? 'v2' : homeVersion
  return (
    // suppressHydrationWarning: the early script marks <html> (consent, hydration) before React hydrates it.
    // data-cookie-consent from the server: the banner was answered without JavaScript.
    <html lang={language} className={display.variable} data-cookie-consent={consented ? '' : undefined} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_BEHAVIOUR_SCRIPT }} />
        <SeoHead snippets={seo} nonce={nonce} />
      </head>
      <body data-design-version={version}>
        <SeoBody snippets={seo} nonce={nonce} />
        <StyledRegistry>
          <GlobalStyle />
          {/* Fixed at the bottom of the screen, but first in the document: it is parsed with the
              first bytes and painted in the first frame, not after the parser reaches it. */}
          <SkipLink label={t('site.skipToContent')} />
          <CookieBanner labels={cookieLabels(t)} returnTo={path} />
          <SiteHeader
            version={version}
            companyName={company.name}
            logoUrl={company.logoUrl}
            homeLabel={t('site.homeLink', { name: company.name })}
            menuLabel={t('site.menu')}
            navLabel={t('site.mainNavigation')}
            current={path}
            links={menus.header}
            search={{ label: t('blog.search.label'), placeholder: t('blog.search.placeholder'), submit: t('blog.search.submit') }}
            language={{
              current: language,
              label: t('site.language.label'),
              submit: t('site.language.submit'),
              hint: t('site.language.hint'),
              options: LANGUAGES.map((value) => ({ value, label: t(`site.language.names.${value}`) })),
              returnTo: path,
            }}
          />
          <SiteFormStateProvider state={formState}>{children}</SiteFormStateProvider>
          <SiteFooter
            companyName={company.name}
            about={texts?.footerAbout ?? ''}
            rights={t('site.footer.rights')}
            contactTitle={t('site.footer.contactTitle')}
            email={company.email}
            phone={company.phone}
            address={company.address}
            linksLabel={t('site.footerNavigation')}
            links={menus.footer}
            year={new Date().getFullYear()}
          />
          {whatsapp?.enabled !== false && whatsapp?.phone ? (
            <WhatsappButton
              phone={whatsapp.phone}
              message={whatsapp.message ?? ''}
              color={whatsapp.color ?? WHATSAPP_DEFAULT_COLOR}
              label={t('site.whatsapp')}
            />
          ) : null}
          <SiteBehaviour />
        </StyledRegistry>
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: company.name,
            url: `${baseUrl}/`,
            ...(company.logoUrl ? { logo: new URL(company.logoUrl, `${baseUrl}/`).href } : {}),
            ...(company.email ? { email: company.email } : {}),
            ...(company.phone ? { telephone: company.phone } : {}),
            ...(company.address ? { address: company.address } : {}),
          }}
        />
      </body>
    </html>
  )
}
