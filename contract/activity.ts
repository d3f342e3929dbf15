import { z } from 'zod'
import { ACTIVITY_ACTORS, ACTIVITY_CHANNELS } from '../domain/activity'
import { cursorParam, idSchema, isoDate, k, paginationQuery, storedDate, storedId } from './common'
import type { RouteId } from './routes'

type Recorded = string | ((body: Record<string, unknown>) => string)

/**
 * The calls the activity log records, and the action each is recorded as: every call that
 * changes data or access (a visitor's newsletter sign-up, confirmation and unsubscription
 * included), the sign-ins (failed ones too) and the exports. The router writes the
 * entry once the call has succeeded (a sign-in also when it fails), with the fields the call
 * changed; changes made in /cms are recorded by the collections' hooks as `<kind>.created`,
 * `<kind>.updated` and `<kind>.deleted`.
 */
export const ACTIVITY_OF: Partial<Record<RouteId, Recorded>> = {
  login: 'auth.signed_in',
  logout: 'auth.signed_out',
  recoverPassword: 'auth.recovery_requested',
  resetPassword: 'auth.password_reset',
  firstAccessPassword: 'auth.first_password_set',
  changePassword: 'auth.password_changed',
  verifyAccount: 'auth.account_verified',
  userCreate: 'user.created',
  userUpdate: 'user.updated',
  userStatus: 'user.status_changed',
  userDelete: 'user.deleted',
  profileUpdate: 'user.profile_updated',
  credentialCreate: 'credential.created',
  credentialUpdate: 'credential.updated',
  credentialRegenerate: 'credential.regenerated',
  credentialStatus: 'credential.status_changed',
  credentialDelete: 'credential.deleted',
  credentialToken: 'credential.token_issued',
  // A save that sends the article for review is its submission (issue #45, item 4).
  articleCreate: (body) => (body.status === 'review' ? 'article.submitted' : 'article.created'),
  articleUpdate: (body) => (body.status === 'review' ? 'article.submitted' : 'article.updated'),
  articleStatus: (body) =>
    `article.${
      { publish: 'published', schedule: 'scheduled', advance: 'advanced', unpublish: 'unpublished', submit: 'submitted', return: 'returned' }[
        String(body.action)
      ] ?? 'status_changed'
    }`,
  articleRestore: 'article.restored',
  articleDelete: 'article.deleted',
  articlePreviewCreate: 'article.preview_shared',
  articlePreviewRevoke: 'article.preview_revoked',
  categoryCreate: 'category.created',
  categoryUpdate: 'category.updated',
  categoryStatus: 'category.status_changed',
  categoryDelete: 'category.deleted',
  tagCreate: 'tag.created',
  mediaUpload: 'media.uploaded',
  leadStatus: 'lead.status_changed',
  leadClassification: 'lead.classified',
  leadNewsletter: 'lead.newsletter_changed',
  leadDelete: 'lead.deleted',
  // A visitor's own sign-up, confirmation and unsubscription: who asked, and from where.
  subscribe: 'lead.subscribed',
  newsletterConfirm: 'lead.confirmed',
  unsubscribe: 'lead.unsubscribed',
  newsletterOneClick: 'lead.unsubscribed',
  newsletterBounce: 'lead.bounced',
  leadsExport: 'lead.exported',
  messageRead: 'message.read',
  messageArchive: 'message.archived',
  messageLead: 'message.lead_linked',
  messageDelete: 'message.deleted',
  newsletterTest: 'newsletter.test_sent',
  newsletterSendCreate: 'newsletter.send_started',
  newsletterSendControl: 'newsletter.send_controlled',
  newsletterSettingsUpdate: 'settings.newsletter_updated',
  seoCreate: 'seo.created',
  seoUpdate: 'seo.updated',
  seoDelete: 'seo.deleted',
  layoutSave: 'settings.layout_updated',
  whatsappUpdate: 'settings.whatsapp_updated',
  companyUpdate: 'settings.company_updated',
  webhookCreate: 'webhook.created',
  webhookUpdate: 'webhook.updated',
  webhookDelete: 'webhook.deleted',
  webhookRedeliver: 'webhook.redelivered',
}

/** A failed sign-in is recorded too (the address and the e-mail tried, never the password). */
export const ACTIVITY_ON_FAILURE: Partial<Record<RouteId, string>> = {
  login: 'auth.sign_in_failed',
  credentialToken: 'credential.token_refused',
}

/** The action a call is recorded as, or null when it is not recorded. */
export function activityAction(id: RouteId, body: unknown): string | null {
  const recorded = ACTIVITY_OF[id]
  if (!recorded) return null
  return typeof recorded === 'string' ? recorded : recorded(body && typeof body === 'object' ? (body as Record<string, unknown>) : {})
}

export const activityQuery = paginationQuery
  .extend({
    cursor: cursorParam,
    /** A staff user's id. */
    user: idSchema.optional(),
    /** An integrator credential's id. */
    credential: idSchema.optional(),
    /** Part of the actor's name as recorded: a user's e-mail, a credential's description, the e-mail tried. */
    actor: z.string(k('invalidValue')).trim().max(160, k('tooLong')).optional(),
    /** An action (`article.published`) or a kind of target (`article`). */
    action: z
      .string(k('invalidValue'))
      .trim()
      .max(60, k('tooLong'))
      .regex(/^[a-z_]+(\.[a-z_]+)?$/, k('invalidValue'))
      .optional(),
    targetId: z.string(k('invalidValue')).trim().max(40, k('tooLong')).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .strict()
export type ActivityQuery = z.output<typeof activityQuery>

export const activityEntry = z
  .object({
    id: storedId,
    at: storedDate,
    action: z.string(),
    outcome: z.enum(['success', 'failure']),
    channel: z.enum(ACTIVITY_CHANNELS),
    actor: z.object({ kind: z.enum(ACTIVITY_ACTORS), id: storedId.nullable(), name: z.string().nullable() }).strict(),
    /** The caller's IP address. */
    address: z
      .string()
      .meta({ examples: ['203.0.113.24'] })
      .nullable(),
    target: z.object({ kind: z.string(), id: z.string().nullable(), label: z.string().nullable() }).strict().nullable(),
    changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() }).strict()),
  })
  .strict()
