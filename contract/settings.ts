import { z } from 'zod'
import { hexColor, idLike, isoDate, k, optionalText, paginationQuery, requiredText, searchText } from './common'
import { CREDENTIAL_PRODUCTS, SETTABLE_CREDENTIAL_STATUSES } from '../domain/credentials'
import { LAYOUT_VERSIONS, STAT_PERIODS } from '../domain/site'

export const layoutBody = z.object({ version: z.enum(LAYOUT_VERSIONS, k('invalidValue')) }).strict()

export const whatsappBody = z
  .object({
    phone: requiredText('contactPhoneRequired', 20).regex(/^\+?\d{10,15}$/, k('invalidValue')),
    message: optionalText(500),
    color: hexColor,
    enabled: z.boolean(k('invalidValue')).optional(),
  })
  .strict()

export type WhatsappInput = z.output<typeof whatsappBody>

export const companyBody = z
  .object({
    name: requiredText('nameRequired', 120).optional(),
    tagline: optionalText(200),
    email: z.string().trim().max(254).optional(),
    phone: optionalText(40),
    address: optionalText(500),
    logo: idLike().nullable().optional(),
  })
  .strict()

export type CompanyInput = z.output<typeof companyBody>

export const seoBody = z
  .object({
    name: requiredText('nameRequired', 120),
    head: z.string(k('invalidValue')).max(20_000, k('tooLong')).default(''),
    body: z.string(k('invalidValue')).max(20_000, k('tooLong')).default(''),
    active: z.boolean(k('invalidValue')).default(true),
  })
  .strict()

export type SeoInput = z.output<typeof seoBody>

export const seoUpdateBody = z
  .object({
    name: requiredText('nameRequired', 120).optional(),
    head: z.string(k('invalidValue')).max(20_000, k('tooLong')).optional(),
    body: z.string(k('invalidValue')).max(20_000, k('tooLong')).optional(),
    active: z.boolean(k('invalidValue')).optional(),
  })
  .strict()

export type SeoUpdateInput = z.output<typeof seoUpdateBody>

export const faqQuery = z.object({ product: z.string().trim().max(60).regex(/^[A-Za-z0-9-]*$/, k('invalidValue')).optional() }).strict()

export const credentialBody = z
  .object({
    description: requiredText('descriptionRequired', 200),
    products: z.array(z.enum(CREDENTIAL_PRODUCTS, k('invalidValue')), k('productRequired')).min(1, k('productRequired')).max(4, k('invalidValue')),
    expiresAt: z.union([isoDate, z.null()], k('expirationRequired')),
  })
  .strict()
  .refine((v) => v.expiresAt === null || new Date(v.expiresAt) > new Date(), { ...k('expirationInPast'), path: ['expiresAt'] })

export type CredentialInput = z.output<typeof credentialBody>

export const credentialStatusBody = z.object({ status: z.enum(SETTABLE_CREDENTIAL_STATUSES, k('invalidValue')) }).strict()
export const credentialsQuery = paginationQuery.extend({ search: searchText }).strict()
export const tokenBody = z
  .object({ accessKey: z.string(k('invalidCredentials')).max(100).min(1, k('invalidCredentials')), secretKey: z.string(k('invalidCredentials')).max(200).min(1, k('invalidCredentials')) })
  .strict()

export const statsQuery = z.object({ period: z.enum(STAT_PERIODS, k('invalidValue')).default('30d') }).strict()
