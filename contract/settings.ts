import { CONTENT_LOCALES } from '../domain/contentLocales'
import { z } from 'zod'
import { emailSchema, hexColor, idLike, isoDate, k, optionalText, paginationQuery, pictureRef, requiredText, searchText, storedDate, storedId } from './common'
import { ARTICLE_STATUSES } from '../domain/articles'
import { CREDENTIAL_PRODUCTS, CREDENTIAL_STATUSES, SETTABLE_CREDENTIAL_STATUSES } from '../domain/credentials'
import { HOME_VERSIONS, LAYOUT_VERSIONS, STAT_PERIODS } from '../domain/site'
import { TIME_ZONES } from '../domain/timeZones'
import { SITE_TEXT_LIMITS } from '../domain/siteTexts'
import { isSafeLink } from '../domain/links'

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
    email: z.union([emailSchema, z.literal('')], k('invalidEmail')).optional(),
    phone: optionalText(40),
    address: optionalText(500),
    logo: idLike().nullable().optional(),
    timeZone: z.enum(TIME_ZONES, k('invalidTimeZone')).optional(),
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

export const faqQuery = z
  .object({
    product: z
      .string()
      .trim()
      .max(60)
      .regex(/^[A-Za-z0-9-]*$/, k('invalidValue'))
      .optional(),
  })
  .strict()

export const credentialBody = z
  .object({
    description: requiredText('descriptionRequired', 200),
    products: z
      .array(z.enum(CREDENTIAL_PRODUCTS, k('invalidValue')), k('productRequired'))
      .min(1, k('productRequired'))
      .max(CREDENTIAL_PRODUCTS.length, k('invalidValue'))
      // A product named twice is the same product (a 500 once: the store keeps each product once).
      .transform((products) => [...new Set(products)]),
    expiresAt: z.union([isoDate, z.null()], k('expirationRequired')),
  })
  .strict()
  .refine((v) => v.expiresAt === null || new Date(v.expiresAt) > new Date(), { ...k('expirationInPast'), path: ['expiresAt'] })

export type CredentialInput = z.output<typeof credentialBody>

export const credentialStatusBody = z.object({ status: z.enum(SETTABLE_CREDENTIAL_STATUSES, k('invalidValue')) }).strict()
export const credentialsQuery = paginationQuery.extend({ search: searchText }).strict()
export const tokenBody = z
  .object({
    accessKey: z.string(k('invalidCredentials')).max(100).min(1, k('invalidCredentials')),
    secretKey: z.string(k('invalidCredentials')).max(200).min(1, k('invalidCredentials')),
  })
  .strict()

export const statsQuery = z.object({ period: z.enum(STAT_PERIODS, k('invalidValue')).default('30d') }).strict()

export const layoutAnswer = z.object({ currentVersion: z.enum(HOME_VERSIONS) }).strict()
export const whatsappAnswer = z.object({ phone: z.string(), message: z.string(), color: z.string(), enabled: z.boolean() }).strict()
export const companyAnswer = z
  .object({
    name: z.string(),
    tagline: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    logo: pictureRef,
    /** Where the company's clock is: the back-office shows times in it. */
    timeZone: z.enum(TIME_ZONES),
  })
  .strict()
/** A question and its answer; lang: the language they are in (the one asked, or pt-BR where not yet translated). */
export const faqAnswer = z.object({ id: storedId, product: z.string(), question: z.string(), answer: z.string(), lang: z.enum(CONTENT_LOCALES) }).strict()
export const publicSnippet = z.object({ head: z.string(), body: z.string() }).strict()
export const snippetAnswer = z
  .object({
    id: storedId,
    unique_key: z.string().nullable().optional(),
    name: z.string(),
    head: z.string(),
    body: z.string(),
    active: z.boolean(),
    updatedAt: storedDate,
  })
  .strict()

/** A credential as staff see it: never its secret, only the hint. */
export const credentialAnswer = z
  .object({
    id: storedId,
    description: z.string(),
    products: z.array(z.enum(CREDENTIAL_PRODUCTS)),
    expiresAt: storedDate.nullable(),
    neverExpires: z.boolean(),
    accessKey: z.string(),
    secretHint: z.string().nullable(),
    status: z.enum(CREDENTIAL_STATUSES),
    regenerationCount: z.number(),
    lastUsedAt: storedDate.nullable(),
    createdAt: storedDate,
    updatedAt: storedDate,
  })
  .strict()
/** Creation and regeneration: the only answers that carry the secret. */
export const credentialWithSecret = credentialAnswer.extend({ secretKey: z.string() }).strict()
export const integratorToken = z.object({ token: z.string(), expiresAt: storedDate, products: z.array(z.enum(CREDENTIAL_PRODUCTS)) }).strict()

export const statisticsAnswer = z
  .object({
    period: z.enum(STAT_PERIODS),
    totalReads: z.number(),
    totalCreated: z.number(),
    unreadArticles: z.number(),
    authors: z.number(),
    recentArticles: z.array(
      z
        .object({
          id: storedId,
          title: z.string(),
          slug: z.string().nullable().optional(),
          status: z.enum(ARTICLE_STATUSES),
          publishedAt: storedDate.nullable(),
          createdAt: storedDate,
        })
        .strict(),
    ),
    readsPerDay: z.array(z.object({ day: z.string(), reads: z.number() }).strict()),
  })
  .strict()

/** A text of the site (issue #59, item 3): empty or missing clears it, which hides what it would fill. */
const siteLine = z.string(k('invalidValue')).trim().max(SITE_TEXT_LIMITS.short, k('tooLong')).nullable().optional()
const siteParagraph = z.string(k('invalidValue')).trim().max(SITE_TEXT_LIMITS.long, k('tooLong')).nullable().optional()
/** Where a button leads: this site's path, or an https:// address (the menus' rule). */
const siteHref = z
  .union([z.literal(''), z.string(k('invalidValue')).trim().max(SITE_TEXT_LIMITS.short, k('tooLong')).refine(isSafeLink, k('linkRefused'))])
  .nullable()
  .optional()
/** The document's examples: the demo company's words (services/seed/content/demoCopy.ts). */
const example = <T extends z.ZodType>(schema: T, value: string) => schema.meta({ examples: [value] })
const siteBand = z
  .object({ title: siteLine, text: siteParagraph, button: example(siteLine, 'Conheça o RC Sistema I'), href: example(siteHref, '/rc-sistemI') })
  .strict()

export const siteTextsBody = z
  .object({
    hero: z
      .object({
        kicker: example(siteLine, 'Ideias que movem empresas'),
        lead: example(siteParagraph, 'Software de gestão e guias práticos de finanças, vendas e tecnologia para pequenas e médias empresas.'),
        button: example(siteLine, 'Conheça o RC Sistema I'),
        href: example(siteHref, '/rc-sistemI'),
      })
      .strict(),
    band: siteBand,
    reasons: z
      .object({
        title: siteLine,
        items: z.array(z.object({ title: siteLine, text: siteParagraph }).strict(), k('invalidValue')).max(SITE_TEXT_LIMITS.reasons, k('tooLong')),
      })
      .strict(),
    closing: siteBand,
    footerAbout: example(siteParagraph, 'Software de gestão e guias práticos para empresas que querem crescer com organização.'),
    contactIntro: example(siteParagraph, 'Dúvidas, propostas ou uma demonstração do RC Sistema I: escreva para nós e responderemos em breve.'),
  })
  .strict()

export type SiteTextsInput = z.output<typeof siteTextsBody>

const shown = (value: string) => example(z.string(), value).nullable()
const shownBand = (title: string, text: string, button: string, href: string) =>
  z.object({ title: shown(title), text: shown(text), button: shown(button), href: shown(href) }).strict()
export const siteTextsAnswer = z
  .object({
    hero: z
      .object({
        kicker: shown('Ideias que movem empresas'),
        lead: shown('Software de gestão e guias práticos de finanças, vendas e tecnologia para pequenas e médias empresas.'),
        button: shown('Conheça o RC Sistema I'),
        href: shown('/rc-sistemI'),
      })
      .strict(),
    band: shownBand('Toda a sua empresa em um só sistema', 'Vendas, financeiro, estoque e pessoas em um só lugar.', 'Conheça o RC Sistema I', '/rc-sistemI'),
    reasons: z
      .object({
        title: shown('Por que as empresas nos escolhem'),
        items: z.array(z.object({ title: shown('Prático'), text: shown('Cada guia termina com passos que você aplica ainda esta semana.') }).strict()),
      })
      .strict(),
    closing: shownBand('Pronto para organizar a sua empresa?', 'Fale com a nossa equipe.', 'Falar com a equipe', '/contact'),
    footerAbout: shown('Software de gestão e guias práticos para empresas que querem crescer com organização.'),
    contactIntro: shown('Dúvidas, propostas ou uma demonstração do RC Sistema I: escreva para nós e responderemos em breve.'),
  })
  .strict()
