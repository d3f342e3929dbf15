import { z } from 'zod'
import { ACCESS_AREAS, PERMISSIONS } from '../domain/access'
import { isValidCpf } from './cpf'
import { emailSchema, idLike, idSchema, k, optionalText, paginationQuery, requiredText, searchText, serverFilled, uniqueKeySchema } from './common'
import { GENDERS, SETTABLE_USER_STATUSES, USER_TYPES } from '../domain/users'


const permission = z.enum(PERMISSIONS, k('positionRequired'))
const cpf = z
  .string(k('cpfRequired'))
  .trim()
  .min(1, k('cpfRequired'))
  .refine(isValidCpf, k('invalidCpf'))
  .transform((v) => v.replace(/\D/g, ''))
const phone = z.string(k('telephoneRequired')).trim().max(32, k('tooLong')).regex(/^[0-9 ()+-]*$/, k('invalidValue'))

const name = requiredText('nameRequired', 80)
const lastName = requiredText('lastNameRequired', 80)
const areas = z.array(z.enum(ACCESS_AREAS, k('invalidValue')), k('invalidValue')).max(ACCESS_AREAS.length, k('invalidValue'))
const gender = z.enum(GENDERS, k('invalidValue'))
const userType = z.enum(USER_TYPES, k('invalidValue'))
// Numeric ids leave as numbers: Payload's relationship check on SQL rejects "5" for 5.
const photo = idLike().nullable()

export const userCreateBody = z
  .object({
    name,
    last_name: lastName,
    email: emailSchema,
    position: permission,
    permission: permission.optional(),
    access: areas.default([]),
    gender: gender.optional(),
    phone: phone.optional(),
    type: userType.optional(),
    ...serverFilled,
  })
  .strict()

export const userUpdateBody = z
  .object({
    name: name.optional(),
    last_name: lastName.optional(),
    email: emailSchema.optional(),
    position: permission.optional(),
    permission: permission.optional(),
    access: areas.optional(),
    gender: gender.optional(),
    phone: phone.optional(),
    cpf: cpf.optional(),
    biography: optionalText(2000),
    image: photo.optional(),
    type: userType.optional(),
    ...serverFilled,
  })
  .strict()

export const profileBody = z
  .object({
    name: name.optional(),
    last_name: lastName.optional(),
    phone: phone.min(1, k('telephoneRequired')).optional(),
    cpf: cpf.optional(),
    biography: optionalText(2000),
    position: permission.optional(),
    image: photo.optional(),
    gender: gender.optional(),
  })
  .strict()

export type UserCreateInput = z.output<typeof userCreateBody>
export type UserUpdateInput = z.output<typeof userUpdateBody>
export type ProfileInput = z.output<typeof profileBody>

export const usersListBody = paginationQuery.extend({ search: searchText }).strict()

export const userStatusBody = z.object({ status: z.enum(SETTABLE_USER_STATUSES, k('invalidValue')) }).strict()

export const userKeyParams = z.object({ id: idSchema, uniqueKey: uniqueKeySchema }).strict()
export const idParams = z.object({ id: idSchema }).strict()
export const activeRoutesParams = z.object({ id: idSchema, flag: z.string().max(40) }).strict()
export const recentUsersParams = z.object({ param: z.coerce.number(k('invalidValue')).int(k('invalidValue')).min(1, k('invalidValue')).max(50, k('invalidValue')) }).strict()
export const publicAuthorParams = z.object({ a: uniqueKeySchema, b: idSchema }).strict()
