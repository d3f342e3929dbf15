'use client'

import { createContext, useContext } from 'react'
import type React from 'react'
import type { SiteFormState } from '../../../domain/siteForms'

const Context = createContext<SiteFormState | null>(null)

/** What the server knows of this visitor's form post without JavaScript (gateway/site/formPosts.ts), for the page's forms. */
export function SiteFormStateProvider({ state, children }: { state: SiteFormState | null; children: React.ReactNode }) {
  return <Context.Provider value={state}>{children}</Context.Provider>
}

/** The state of the form with this id, when the visitor's last post was from it. */
export function useSiteForm(form: string | undefined): SiteFormState | null {
  const state = useContext(Context)
  return form && state?.form === form ? state : null
}

/** A sent form's outcome (status and answer), for its thank-you note. */
export function useSentForm(form: string | undefined) {
  const state = useSiteForm(form)
  return state?.outcome === 'sent' ? state : null
}
