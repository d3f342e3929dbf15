import { headers } from 'next/headers'
import { FORM_STATE_HEADER, parseFormState, type SiteFormState } from '../../../domain/siteForms'

/** This request's form state, set by the gateway alone (gateway/site/formPosts.ts). */
export async function siteFormState(): Promise<SiteFormState | null> {
  return parseFormState((await headers()).get(FORM_STATE_HEADER))
}
