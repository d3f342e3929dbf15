import type { Metadata } from 'next'
import type React from 'react'
import { BRAND_MARK_PATH } from '../../../domain/brand'
import { AdminProviders } from '../../components/admin/AdminProviders'
import { requestContext } from '../../lib/i18n/server'
import { inter } from '../../lib/theme/font'
import { GlobalStyle } from '../../lib/theme/GlobalStyle'
import { StyledRegistry } from '../../lib/theme/StyledRegistry'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await requestContext()
  return { title: t('admin.title'), robots: { index: false, follow: false }, icons: { icon: [{ url: BRAND_MARK_PATH, type: 'image/svg+xml' }] } }
}

/** The administration layout (spec section 2): a client app over the gateway. */
export default async function AdminRootLayout({ children }: { children: React.ReactNode }) {
  const { language } = await requestContext()
  return (
    <html lang={language} className={inter.variable}>
      <body>
        <StyledRegistry>
          <GlobalStyle />
          <AdminProviders language={language}>{children}</AdminProviders>
        </StyledRegistry>
      </body>
    </html>
  )
}
