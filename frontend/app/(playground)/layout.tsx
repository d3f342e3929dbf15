import type { Metadata } from 'next'
import type React from 'react'
import { BRAND_MARK_PATH } from '../../../domain/brand'
import { SiteBehaviour } from '../../components/site/SiteBehaviour'
import { requestContext } from '../../lib/i18n/server'
import { EARLY_BEHAVIOUR_SCRIPT } from '../../lib/site/earlyBehaviour'
import { scriptNonce } from '../../lib/site/nonce'
import { inter } from '../../lib/theme/font'
import { GlobalStyle } from '../../lib/theme/GlobalStyle'
import { StyledRegistry } from '../../lib/theme/StyledRegistry'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await requestContext()
  return { title: t('playground.title'), robots: { index: false, follow: false }, icons: { icon: [{ url: BRAND_MARK_PATH, type: 'image/svg+xml' }] } }
}

/** The playground's own layout (spec section 2): no site chrome, no login. */
export default async function PlaygroundLayout({ children }: { children: React.ReactNode }) {
  const { language } = await requestContext()
  const nonce = await scriptNonce()
  return (
    <html lang={language} className={inter.variable} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_BEHAVIOUR_SCRIPT }} />
      </head>
      <body>
        <StyledRegistry>
          <GlobalStyle />
          {children}
          <SiteBehaviour />
        </StyledRegistry>
      </body>
    </html>
  )
}
