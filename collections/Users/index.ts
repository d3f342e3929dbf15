import { validations } from 'payload'
import type {
  CollectionAfterLoginHook,
  CollectionAfterOperationHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  SelectFieldSingleValidation,
  TextFieldSingleValidation,
} from 'payload'
import type { Env } from '../../config/env'
import { fieldByRoute, routeOrSelf, byRoute } from '../../access/predicates'
import { ACCESS_AREAS, PERMISSIONS } from '../../domain/access'
import { uniqueKeyField } from '../fields/uniqueKey'
import { invalidates } from '../hooks/invalidates'
import { authSettings, type ResetMail } from './authSettings'
import { deriveNames } from './hooks/deriveNames'
import { refuseInactiveLogin } from './hooks/refuseInactiveLogin'
import { guardUserDelete, guardUserSave } from './hooks/guardUserRules'
import { markClaimed } from './hooks/markClaimed'
import { selectOptions } from '../fields/options'
import { DEFAULT_USER_TYPE, GENDERS, USER_STATUSES, USER_TYPES } from '../../domain/users'
import { LANGUAGES } from '../../domain/languages'

const options = selectOptions

/** Sign-in hooks that need the services' state (the login guard); the config passes them in. */
type SignInHooks = { beforeOperation: CollectionBeforeOperationHook[]; afterLogin: CollectionAfterLoginHook[]; afterOperation: CollectionAfterOperationHook[] }

/** Staff and authors; the sign-in settings follow the environment the config was built with. */
export const Users = (env: Env, signIn: SignInHooks, resetMail: ResetMail): CollectionConfig => ({
  slug: 'users',
  auth: authSettings(env, resetMail),
  admin: {
    useAsTitle: 'full_name',
    defaultColumns: ['full_name', 'email', 'permission', 'position', 'status'],
  },
  access: {
    admin: ({ req }) => req.user?.collection === 'users' && req.user.status === 'active',
    read: routeOrSelf('users'),
    create: byRoute('users'),
    update: routeOrSelf('users'),
    delete: byRoute('users'),
    unlock: byRoute('users'),
  },
  hooks: {
    beforeChange: [guardUserSave, deriveNames],
    beforeDelete: [guardUserDelete],
    ...invalidates('authors', 'articles'),
    afterChange: [...invalidates('authors', 'articles').afterChange, markClaimed],
    ...signIn,
    beforeLogin: [refuseInactiveLogin],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    {
      name: 'last_name',
      type: 'text',
      required: true,
      maxLength: 80,
      // An imported author named in one word (Ghost's "Ghost", a WordPress login) keeps that name
      // alone, not a last name invented from it (issue #64, item 4); staff saving the account later complete it.
      validate: ((value, args) => (args.req.context?.importedAuthor === true && value === '') || validations.text(value, args)) as TextFieldSingleValidation,
    },
    { name: 'first_name', type: 'text', admin: { readOnly: true } },
    { name: 'full_name', type: 'text', admin: { readOnly: true } },
    {
      // Required of everyone staff add; the column is nullable for one case: an author an import
      // brings has no position in the export, and inventing one ("Operations") is what issue #64,
      // item 4 forbids. Such an author shows none until staff give one, as the full form requires.
      name: 'position',
      type: 'select',
      options: options(PERMISSIONS),
      defaultValue: 'operational',
      validate: ((value, args) =>
        (args.req?.context?.importedAuthor === true && value == null) || validations.select(value, { ...args, required: true })) as SelectFieldSingleValidation,
      access: { update: fieldByRoute('users'), create: fieldByRoute('users') },
    },
    {
      name: 'permission',
      type: 'select',
      required: true,
      options: options(PERMISSIONS),
      defaultValue: 'operational',
      access: { update: fieldByRoute('users'), create: fieldByRoute('users') },
    },
    {
      name: 'access',
      type: 'select',
      hasMany: true,
      options: options(ACCESS_AREAS),
      access: { update: fieldByRoute('users'), create: fieldByRoute('users') },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: options(USER_STATUSES),
      defaultValue: 'first-access',
      enumName: 'enum_users_account_status',
      access: { update: fieldByRoute('users'), create: fieldByRoute('users') },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: options(USER_TYPES),
      defaultValue: DEFAULT_USER_TYPE,
      access: { update: fieldByRoute('users'), create: fieldByRoute('users') },
    },
    { name: 'gender', type: 'select', options: options(GENDERS), defaultValue: 'not_informed' },
    // The language of their last sign-in: what the e-mails the product sends them are written in (issue #45, item 4).
    { name: 'language', type: 'select', options: options(LANGUAGES), admin: { readOnly: true, position: 'sidebar' } },
    { name: 'phone', type: 'text', maxLength: 32 },
    { name: 'cpf', type: 'text', maxLength: 14 },
    { name: 'biography', type: 'textarea', localized: true, maxLength: 2000 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'emailVerified', type: 'checkbox', defaultValue: false, access: { update: fieldByRoute('users'), create: fieldByRoute('users') } },
    // Account verification: a 6-digit code, stored hashed, valid 10 minutes, single use.
    { name: 'verificationCodeHash', type: 'text', hidden: true },
    { name: 'verificationCodeExpires', type: 'date', hidden: true },
    uniqueKeyField(),
    {
      name: 'created_by',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
      access: { update: () => false },
    },
    {
      name: 'created_by_unique_key',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar' },
      access: { update: () => false },
    },
  ],
})
