import { z } from 'zod'
import { emailSchema, idLike, k, strongPassword } from './common'

export const loginBody = z
  .object({
    email: emailSchema,
    password: z.string(k('passwordRequired')).min(1, k('passwordRequired')).max(128, k('tooLong')),
    remember: z.boolean(k('invalidValue')).optional(),
  })
  .strict()

export const recoverBody = z.object({ email: emailSchema }).strict()

/** New password plus its confirmation, with the spec's messages. */
const passwordPair = {
  password: strongPassword('newPasswordRequired'),
  confirm_password: z.string(k('confirmPasswordRequired')).min(1, k('confirmPasswordRequired')),
}
const matching = (v: { password: string; confirm_password: string }) => v.password === v.confirm_password
const mismatch = { ...k('passwordsDoNotMatch'), path: ['confirm_password'] }

export const resetPasswordBody = z
  .object({
    id: idLike(),
    token: z.string(k('resetLinkInvalid')).regex(/^[0-9a-f]{20,128}$/, k('resetLinkInvalid')),
    ...passwordPair,
  })
  .strict()
  .refine(matching, mismatch)

export const firstAccessBody = z.object(passwordPair).strict().refine(matching, mismatch)

export const changePasswordBody = z
  .object({
    current_password: z.string(k('currentPasswordRequired')).min(1, k('currentPasswordRequired')).max(128, k('tooLong')),
    new_password: strongPassword('newPasswordRequired'),
    confirm_password: z.string(k('confirmPasswordRequired')).min(1, k('confirmPasswordRequired')),
  })
  .strict()
  .refine((v) => v.new_password === v.confirm_password, { ...k('passwordsDoNotMatch'), path: ['confirm_password'] })

export const verifyCodeBody = z.object({ email: emailSchema, code: z.string(k('invalidCode')).regex(/^\d{6}$/, k('invalidCode')) }).strict()

export const resendCodeBody = z.object({ email: emailSchema }).strict()

/** Beside the signed-in user: the bearer token for the next calls. */
export const tokenAnswer = z.object({ token: z.string() }).strict()
