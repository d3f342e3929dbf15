import { z } from 'zod'
import { calendarDate, cursorParam, emailSchema, idAsText, k, optionalText, paginationQuery, requiredText, searchText, storedDate, storedId } from './common'
import {
  LEAD_CLASSIFICATIONS,
  LEAD_MODULES,
  LEAD_STATUSES,
  MESSAGE_TABS,
  NEWSLETTER_STATUSES,
  SETTABLE_LEAD_STATUSES,
  SETTABLE_NEWSLETTER_STATUSES,
} from '../domain/leads'

/** Every filter of the leads list; the CSV export takes the same. */
export const leadFilters = z
  .object({
    name: searchText,
    title: searchText,
    email: searchText,
    createdFrom: calendarDate.optional(),
    createdTo: calendarDate.optional(),
    updatedFrom: calendarDate.optional(),
    updatedTo: calendarDate.optional(),
    status: z.enum(LEAD_STATUSES, k('invalidValue')).optional(),
    classification: z.enum(LEAD_CLASSIFICATIONS, k('invalidValue')).optional(),
    module: z.enum(LEAD_MODULES, k('invalidValue')).optional(),
    newsletter: z.enum(NEWSLETTER_STATUSES, k('invalidValue')).optional(),
  })
  .strict()

export type LeadFilters = z.output<typeof leadFilters>

export const leadsQuery = leadFilters.extend({ ...paginationQuery.shape, cursor: cursorParam }).strict()

export const leadStatusBody = z.object({ status: z.enum(SETTABLE_LEAD_STATUSES, k('invalidValue')) }).strict()
export const leadClassificationBody = z.object({ classification: z.enum(LEAD_CLASSIFICATIONS, k('invalidValue')) }).strict()
export const leadNewsletterBody = z.object({ status: z.enum(SETTABLE_NEWSLETTER_STATUSES, k('invalidValue')), reason: optionalText(500) }).strict()

export type LeadUpdateInput = z.output<typeof leadStatusBody> | z.output<typeof leadClassificationBody>

export const contactBody = z
  .object({
    name: requiredText('nameRequired', 120),
    company: requiredText('companyRequired', 120),
    email: emailSchema,
    telephone: requiredText('telephoneRequired', 32).regex(/^[0-9 ()+-]+$/, k('invalidValue')),
    subject: requiredText('subjectRequired', 200),
    message: requiredText('messageRequired', 5000),
    /** Honeypot: people never fill it; bots do. */
    website: z.string().max(200).optional(),
  })
  .strict()

export type ContactInput = z.output<typeof contactBody>

export const subscribeBody = z
  .object({
    email: emailSchema,
    name: optionalText(120),
    website: z.string().max(200).optional(),
    /** The page the sign-up was made on (a path of this site), recorded with the consent. */
    source: z
      .string(k('invalidValue'))
      .max(300, k('invalidValue'))
      .regex(/^\/(?!\/)[^\s]*$/, k('invalidValue'))
      .optional(),
    /** The version of the consent text the form showed. */
    consentVersion: z
      .string(k('invalidValue'))
      .max(40, k('invalidValue'))
      .regex(/^[\w.-]+$/, k('invalidValue'))
      .optional(),
  })
  .strict()

export const unsubscribeBody = z
  .object({
    id: idAsText(),
    unique_key: z.string(k('invalidId')).regex(/^[0-9a-f-]{36}$/i, k('invalidId')),
    reason: optionalText(500),
  })
  .strict()

export const messagesQuery = paginationQuery.extend({ tab: z.enum(MESSAGE_TABS, k('invalidValue')).default('all') }).strict()
const flag = z.boolean(k('invalidValue'))
export const messageReadBody = z.object({ read: flag }).strict()
export const messageArchiveBody = z.object({ archived: flag }).strict()
export const messageLeadBody = z.object({ lead: flag }).strict()

export const leadAnswer = z
  .object({
    id: storedId,
    unique_key: z.string().nullable().optional(),
    name: z.string().nullable(),
    company: z.string().nullable(),
    email: z.string(),
    telephone: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string().nullable(),
    module: z.enum(LEAD_MODULES),
    status: z.enum(LEAD_STATUSES),
    classification: z.enum(LEAD_CLASSIFICATIONS),
    newsletterStatus: z.enum(NEWSLETTER_STATUSES).nullable(),
    newsletterCancelReason: z.string().nullable(),
    consentAt: storedDate.nullable(),
    consentSource: z.string().nullable(),
    consentLanguage: z.string().nullable(),
    consentVersion: z.string().nullable(),
    createdAt: storedDate,
    updatedAt: storedDate,
  })
  .strict()

export const messageAnswer = z
  .object({
    id: storedId,
    name: z.string(),
    company: z.string(),
    email: z.string(),
    telephone: z.string(),
    subject: z.string(),
    message: z.string(),
    read: z.boolean(),
    archived: z.boolean(),
    markedAsLead: z.boolean(),
    lead: storedId.nullable(),
    replyBy: storedDate.nullable(),
    createdAt: storedDate,
  })
  .strict()

/** How many messages each tab holds, beside a tab's page. */
export const messageCounts = z.object({ counts: z.record(z.enum(MESSAGE_TABS), z.number()) }).strict()

/** The contact form's answer: the promised reply date (spec section 5). */
export const contactAnswer = z.object({ id: storedId.optional(), replyBy: z.string().nullable() }).strict()
