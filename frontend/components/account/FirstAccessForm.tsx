'use client'

import { useEffect } from 'react'
import { NewPasswordForm, type ResetLabels } from './NewPasswordForm'
import { getToken } from '../../lib/admin/session'

/** A user created by an admin chooses their own password before anything else (spec section 2). */
export function FirstAccessForm(props: { labels: ResetLabels; messages: Record<string, string>; language: string; generic: string }) {
  useEffect(() => {
    if (!getToken()) window.location.replace('/login')
  }, [])
  return <NewPasswordForm {...props} route="firstAccessPassword" signedIn testId="first-access-form" />
}
