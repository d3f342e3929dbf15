import { z } from 'zod'
import { LANGUAGES } from '../domain/languages'
import { emailSchema, k, requiredText, strongPassword } from './common'

/**
 * The setup screen (issue #43, item 1): the first administrator and the company, asked once,
 * while no user exists. The password follows the spec's strength rules; the language is the
 * one the site speaks to a visitor who has not chosen one.
 */
export const setupBody = z
  .object({
    company_name: requiredText('companyRequired', 120),
    name: requiredText('nameRequired', 80),
    last_name: requiredText('lastNameRequired', 80),
    email: emailSchema,
    password: strongPassword('passwordRequired'),
    confirm_password: z.string(k('confirmPasswordRequired')).min(1, k('confirmPasswordRequired')),
    language: z.enum(LANGUAGES, k('invalidLanguage')),
  })
  .strict()
  .refine((v) => v.password === v.confirm_password, { ...k('passwordsDoNotMatch'), path: ['confirm_password'] })

export type SetupInput = z.infer<typeof setupBody>

/** Whether the site still waits for its setup. */
export const setupState = z.object({ needed: z.boolean() }).strict()
