import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { BRAND_MARK_DATA_URL } from '../../../domain/brand'
import { SiteFormStateProvider } from '../../components/forms/SiteFormState'
import { SetupFrame } from '../../components/account/SetupFrame'
import { SiteBehaviour } from '../../components/site/SiteBehaviour'
import { requestContext } from '../../lib/i18n/server'
import { EARLY_BEHAVIOUR_SCRIPT } from '../../lib/site/earlyBehaviour'
import { siteFormState } from '../../lib/site/formState'
import { scriptNonce } from '../../lib/site/nonce'
import { display } from '../../lib/theme/displayFont'
import { GlobalStyle } from '../../lib/theme/GlobalStyle'
import { StyledRegistry } from '../../lib/theme/StyledRegistry'

export const dynamic = 'force-dynamic'

export const viewport: Viewport = { themeColor: '#02236B', width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  return { robots: { index: false, follow: false }, icons: { icon: [{ url: BRAND_MARK_DATA_URL, type: 'image/svg+xml' }] } }
}

/**
 * The setup screen's own frame (issue #59, item 3): it belongs to no company yet, so none of the
 * site's chrome (menus, footer, cookie banner, chat button) stands around or over its fields.
 */
export default async function SetupLayout({ children }: { children: React.ReactNode }) {
  const { t, language } = await requestContext()
  const nonce = await scriptNonce()
  const formState = await siteFormState()
  return (
    <html lang={language} className={display.variable} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_BEHAVIOUR_SCRIPT }} />
      </head>
      <body>
        <StyledRegistry>
          <GlobalStyle />
          <SetupFrame title={t('account.setup.frame')}>
            <SiteFormStateProvider state={formState}>{children}</SiteFormStateProvider>
          </SetupFrame>
          <SiteBehaviour />
        </StyledRegistry>
      </body>
    </html>
  )
}
