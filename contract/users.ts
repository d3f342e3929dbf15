import { z } from 'zod'
import { ACCESS_AREAS, ADMIN_ROUTES, PERMISSIONS } from '../domain/access'
import { isValidCpf } from './cpf'
import {
  emailSchema,
  idLike,
  idSchema,
  imageRef,
  k,
  optionalText,
  paginationQuery,
  requiredText,
  searchText,
  serverFilled,
  storedDate,
  storedId,
  uniqueKeySchema,
} from './common'
import { GENDERS, SETTABLE_USER_STATUSES, USER_STATUSES, USER_TYPES } from '../domain/users'

const permission = z.enum(PERMISSIONS, k('positionRequired'))
const cpf = z
  .string(k('cpfRequired'))
  .trim()
  .min(1, k('cpfRequired'))
  .refine(isValidCpf, k('invalidCpf'))
  .transform((v) => v.replace(/\D/g, ''))
const phone = z
  .string(k('telephoneRequired'))
  .trim()
  .max(32, k('tooLong'))
  .regex(/^[0-9 ()+-]*$/, k('invalidValue'))

const name = requiredText('nameRequired', 80)
const lastName = requiredText('lastNameRequired', 80)
const areas = z
  .array(z.enum(ACCESS_AREAS, k('invalidValue')), k('invalidValue'))
  .max(ACCESS_AREAS.length, k('invalidValue'))
  .refine((list) => new Set(list).size === list.length, k('duplicateItems'))
  .meta({ uniqueItems: true })
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
export const activeRoutesParams = z.object({ id: idSchema, flag: z.string().min(1).max(40) }).strict()
export const recentUsersParams = z
  .object({ param: z.coerce.number(k('invalidValue')).int(k('invalidValue')).min(1, k('invalidValue')).max(50, k('invalidValue')) })
  .strict()
export const publicAuthorParams = z.object({ a: uniqueKeySchema, b: idSchema }).strict()

/** A user as the contract names its fields (spec section 3); never hash, salt, tokens or sessions. */
export const apiUser = z
  .object({
    id: storedId,
    unique_key: z.string().nullable(),
    name: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    full_name: z.string().nullable(),
    email: z.string().nullable(),
    position: z.enum(PERMISSIONS).nullable(),
    permission: z.enum(PERMISSIONS).nullable(),
    type: z.enum(USER_TYPES).nullable(),
    status: z.enum(USER_STATUSES).nullable(),
    phone: z.string().nullable(),
    cpf: z.string().nullable(),
    biography: z.string().nullable(),
    image: imageRef,
    gender: z.enum(GENDERS).nullable(),
    access: z.array(z.enum(ACCESS_AREAS)),
    email_verified: z.boolean(),
    created_by: storedId.nullable(),
    created_by_unique_key: z.string().nullable(),
    createdAt: storedDate.nullable(),
    updatedAt: storedDate.nullable(),
  })
  .strict()

/** An author as anonymous visitors may see them: never e-mail, CPF, phone or status. */
export const publicAuthorAnswer = z
  .object({
    id: storedId,
    unique_key: z.string().nullable(),
    name: z.string().nullable(),
    last_name: z.string().nullable(),
    full_name: z.string().nullable(),
    position: z.enum(PERMISSIONS).nullable(),
    biography: z.string().nullable(),
    image: imageRef,
    gender: z.enum(GENDERS).nullable(),
    type: z.enum(USER_TYPES).nullable(),
    updatedAt: storedDate.nullable(),
  })
  .strict()

/** The roles a user holds, as the browser guard reads them (`active_routes`). */
export const roleEntry = z.object({ name: z.string(), active_routes: z.array(z.enum(ADMIN_ROUTES)) }).strict()
export const userWithRoles = z.object({ user: apiUser, roles: z.array(roleEntry) }).strict()
export const createdUser = z.object({ user: apiUser, first_access_password: z.string() }).strict()
