import { firstAccessBody, loginBody, recoverBody, resetPasswordBody, verifyCodeBody } from '../../../contract/auth'
import { contactBody, subscribeBody, unsubscribeBody } from '../../../contract/leads'
import type { SchemaName } from './types'

/** The contract's own schemas: the browser and the gateway check the same rules. */
export const SCHEMAS = { contact: contactBody, subscribe: subscribeBody, unsubscribe: unsubscribeBody, login: loginBody, recover: recoverBody, reset: resetPasswordBody, firstAccess: firstAccessBody, verify: verifyCodeBody } satisfies Record<SchemaName, unknown>
