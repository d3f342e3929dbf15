import type React from 'react'
import type { RouteId } from '../../../contract/routes'
import type { BuiltForm } from '../../../domain/builtForms'

export type FormValues = Record<string, string>

/** What a form's markup needs, whether the form is still static or already live. */
export type FormApi = {
  formProps: React.FormHTMLAttributes<HTMLFormElement> & { ref?: React.Ref<HTMLFormElement> }
  field: (name: string) => Record<string, unknown>
  /** The hidden fields a public form posts without JavaScript (its route, its id, the ids from the URL); null for the others. */
  hidden: React.ReactNode
  errors: Record<string, string | undefined>
  busy: boolean
  message: string | null
}

/** The routes a public or account form sends to: the row gives the path, the method and the schema. */
export type FormRoute = Extract<
  RouteId,
  | 'contact'
  | 'subscribe'
  | 'unsubscribe'
  | 'newsletterConfirm'
  | 'login'
  | 'recoverPassword'
  | 'resetPassword'
  | 'firstAccessPassword'
  | 'verifyAccount'
  | 'setup'
  | 'formSubmit'
>

export type FormProps = {
  route: FormRoute
  /** A public form's id on its page: it then works without JavaScript (domain/siteForms.ts). */
  formId?: string
  /** What the submit button says while sending: the early script announces it before React. */
  sending?: string
  /** Sends the stored session token (forms of a signed-in user). */
  signedIn?: boolean
  language: string
  /** Catalogue messages for the contract's message keys (`api` section). */
  messages: Record<string, string>
  generic: string
  fields: string[]
  /** Messages that replace the gateway's for some error codes (e.g. NOT_FOUND on an old link). */
  codeMessages?: Record<string, string>
  /** A form staff built: its fields are checked with the schema its definition gives, and sent under `values`. */
  definition?: Pick<BuiltForm, 'fields'>
  /** The route's path parameters (a built form's id). */
  params?: Record<string, string | number>
  /** Extra fields sent with the form (ids from the URL). */
  extra?: Record<string, unknown>
  render: (api: FormApi) => React.ReactNode
  onSuccess: (data: unknown, status: number, values: FormValues, raw: Record<string, unknown>) => void
}
