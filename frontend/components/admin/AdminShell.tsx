'use client'

import { usePathname, useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { AdminRoute } from '../../../domain/access'
import { adoptPanelSession, call, UNAUTHORIZED_EVENT } from '../../lib/admin/api'
import type { Answer } from '../../lib/api/routes'
import { routeNameOf, SCREENS, SIDEBAR, sidebarTarget } from '../../lib/admin/routes'
import { clearSession, getToken } from '../../lib/admin/session'
import { setCompanyTimeZone } from '../../lib/format/dates'
import { adminPath, makeNavigation, ReenterContext } from '../../lib/admin/navigation'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { VerifyBanner } from './VerifyBanner'

type AdminUser = Answer<'me'>['data']['user']
const UserContext = createContext<{ user: AdminUser | null; allowed: Set<string> }>({ user: null, allowed: new Set() })
export const useAdminUser = () => useContext(UserContext)

// minmax(0, 1fr): a wide table scrolls in its own box instead of widening the page.
const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  @media (min-width: 900px) {
    grid-template-columns: 240px minmax(0, 1fr);
    grid-template-rows: 1fr;
  }
`
/** Below 900 px the sidebar folds behind a Menu button in its title row. */
const Side = styled.nav`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  padding: 20px 14px;
  .title {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
  .title button {
    font: inherit;
    font-weight: 700;
    min-height: 44px;
    padding: 6px 14px;
    color: #fff;
    background: transparent;
    border: 2px solid #fff;
    border-radius: 8px;
    cursor: pointer;
  }
  @media (min-width: 900px) {
    .title button {
      display: none;
    }
    /* It stays put while a long page scrolls (issue #32: it became an empty navy column). */
    position: sticky;
    top: 0;
    align-self: start;
    height: 100vh;
    overflow-y: auto;
  }
  @media (max-width: 899px) {
    padding: 10px 14px;
    ul[data-open='false'] {
      display: none;
    }
  }
  a {
    color: #fff;
    text-decoration: none;
    display: block;
    padding: 10px 12px;
    border-radius: 8px;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: rgba(255, 255, 255, 0.18);
  }
  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  ul {
    list-style: none;
    margin: 16px 0 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  strong {
    display: block;
    padding: 0 12px;
    font-size: 1.1rem;
  }
`
const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 8px 12px;
  padding: 12px 24px;
  @media (max-width: 599px) {
    padding: 8px 16px;
  }
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`
const Content = styled.main`
  padding: 24px;
  @media (max-width: 599px) {
    padding: 16px;
  }
  h1 {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.primary};
  }
  /* Selects drawn like the fields beside them, with the same chevron on every browser. */
  select {
    appearance: none;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    min-height: 40px;
    padding: 8px 36px 8px 12px;
    border: 1px solid #8a93a6; /* as the text fields (ui/Field.tsx): at least 3:1 against white */
    border-radius: 10px;
    background: #fff
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%2302236B' stroke-width='2'/%3E%3C/svg%3E")
      no-repeat right 12px center;
    cursor: pointer;
  }
  select:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  /* A checkbox's option on a line of its own, clear of the button under it. */
  form label:has(> input[type='checkbox']) {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    margin: 12px 0 16px;
  }
  form label:has(> input[type='checkbox']) input {
    margin: 0.3em 0 0;
    flex: none;
  }
`
const Progress = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 4px;
  z-index: 80;
  background: linear-gradient(90deg, #9c27b0, #02236b);
  animation: grow 1s ease-in-out infinite alternate;
  @keyframes grow {
    from {
      transform: scaleX(0.2);
      transform-origin: left;
    }
    to {
      transform: scaleX(1);
      transform-origin: left;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

/**
 * The back-office frame and the route guard of spec section 2. Nothing of a screen renders,
 * and none of its calls fire, until the guard has passed: no token goes to login; the user's
 * roles are refreshed on every navigation and the route name must be in some role's
 * active_routes, else error-forbidden. A 401 anywhere shows the Warning dialog, clears the
 * session and reloads to the root.
 */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation()
  const pathname = usePathname()
  const router = useRouter()
  const [state, setState] = useState<{ user: AdminUser | null; allowed: Set<string>; passed: string | null }>({ user: null, allowed: new Set(), passed: null })
  const [expired, setExpired] = useState<string | null>(null)
  const [visits, setVisits] = useState(0) // bumped when the route shown is entered again
  const reenter = useCallback(() => setVisits((n) => n + 1), [])
  const navigation = useMemo(() => makeNavigation(router, reenter), [router, reenter])
  const name = routeNameOf(pathname)

  useEffect(() => {
    const onUnauthorized = (event: Event) => setExpired(String((event as CustomEvent).detail || t('admin.sessionExpired')))
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized)
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized)
  }, [t])

  useEffect(() => {
    let cancelled = false
    setState((s) => ({ ...s, passed: null })) // the indicator shows on every navigation, same route name included
    void (async () => {
      // Signed in to the panels only: the same session serves here (issue #30 item 7).
      if (!getToken() && !(await adoptPanelSession())) {
        window.location.replace('/login')
        return
      }
      try {
        const me = (await call('me', {})).data.user
        if (me.status === 'first-access') {
          window.location.replace('/first-access-password')
          return
        }
        // The company's clock (a Company setting) before any screen shows a time; read again on each screen, so a change in /cms follows.
        const [access, company] = await Promise.all([
          call('userActiveRoutes', { params: { id: me.id, flag: 'routes' } }),
          call('publicCompany', { query: {} }).catch(() => null),
        ])
        if (company) setCompanyTimeZone(company.data.timeZone)
        if (cancelled) return
        const allowed = new Set<string>(['settings-profile', ...access.data.roles.flatMap((r) => r.active_routes)])
        if (!name) {
          const first = SCREENS.find((s) => allowed.has(s))
          if (first) router.replace(adminPath(first))
          else window.location.replace('/error-forbidden')
          return
        }
        if (!allowed.has(name)) {
          window.location.replace('/error-forbidden')
          return
        }
        setState({ user: me, allowed, passed: pathname })
      } catch {
        // 401 opens the dialog (UNAUTHORIZED_EVENT); anything else leaves the indicator up.
      }
    })()
    return () => {
      cancelled = true
    }
  }, [pathname, name, router, visits])

  // Signed out in the panels (one session for both): back on this tab, the next look says so.
  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible' && getToken()) call('me', {}).catch(() => undefined)
    }
    document.addEventListener('visibilitychange', check)
    return () => document.removeEventListener('visibilitychange', check)
  }, [])

  const logout = async () => {
    await call('logout', {}).catch(() => undefined)
    clearSession()
    navigation.reloadToRoot()
  }

  const [menuOpen, setMenuOpen] = useState(false)
  const ready = state.passed === pathname

  // After moving to another screen, focus goes to its heading (as a page load would start there),
  // not left on the sidebar link or dropped to <body>. The first screen of a visit keeps the browser's start.
  const firstScreen = useRef(true)
  useEffect(() => {
    if (!ready) return
    if (firstScreen.current) {
      firstScreen.current = false
      return
    }
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById('main')
      const at = document.activeElement
      // A control of the new screen that took the focus itself (a settings tab moved by the arrows) keeps it.
      if (main && at && at !== main && main.contains(at)) return
      const heading = document.querySelector<HTMLElement>('#main h1')
      if (heading) heading.tabIndex = -1
      ;(heading ?? main)?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [ready, state.passed])
  return (
    <ReenterContext.Provider value={reenter}>
      <UserContext.Provider value={{ user: state.user, allowed: state.allowed }}>
        {!ready ? <Progress role="progressbar" aria-label={t('site.loading')} /> : null}
        <Frame>
          <Side aria-label={t('admin.navigation')}>
            <div className="title">
              <strong>{t('admin.title')}</strong>
              <button type="button" aria-expanded={menuOpen} aria-controls="admin-menu" onClick={() => setMenuOpen(!menuOpen)}>
                {t('admin.menu')}
              </button>
            </div>
            <ul id="admin-menu" data-open={menuOpen}>
              {SIDEBAR.map((entry) => [entry, sidebarTarget(entry, state.allowed)] as const)
                .filter((pair): pair is readonly [AdminRoute, AdminRoute] => pair[1] !== null)
                .map(([entry, target]) => (
                  <li key={entry}>
                    <a
                      href={`/admin/${target}`}
                      aria-current={target === name || (entry === 'settings' && name.startsWith('settings')) ? 'page' : undefined}
                      onClick={(e) => {
                        e.preventDefault()
                        setMenuOpen(false)
                        navigation.go(target)
                      }}
                    >
                      {t(`admin.routes.${entry}`)}
                    </a>
                  </li>
                ))}
            </ul>
          </Side>
          <div>
            <Top>
              {state.user ? <span>{t('admin.signedInAs', { name: state.user.full_name })}</span> : null}
              <Button type="button" $variant="ghost" onClick={() => void logout()}>
                {t('admin.logout')}
              </Button>
            </Top>
            <Content id="main" tabIndex={-1}>
              {ready && state.user?.email_verified === false && state.user.email ? <VerifyBanner email={state.user.email} /> : null}
              {ready ? children : null}
            </Content>
          </div>
        </Frame>
        <Dialog open={expired !== null} onClose={() => undefined} labelledBy="session-expired-title">
          <h2 id="session-expired-title">{t('admin.warning')}</h2>
          <p>{expired}</p>
          <Button
            type="button"
            onClick={() => {
              clearSession()
              navigation.reloadToRoot()
            }}
          >
            {t('admin.ok')}
          </Button>
        </Dialog>
      </UserContext.Provider>
    </ReenterContext.Provider>
  )
}
