import type { CollectionBeforeValidateHook, GlobalBeforeValidateHook } from 'payload'
import { withoutControlCharacters } from '../../domain/inputText'

/**
 * No stored text holds a control character, whatever the door (issue #60, item 4): the gateway
 * refuses them with a 400; /cms, Payload's REST API and the Local API (imports, webhooks'
 * answers) have them taken out here, so SQLite and PostgreSQL store the same (PostgreSQL refused
 * a NUL with a 500, SQLite cut the text there).
 */
export const stripControlCharacters: CollectionBeforeValidateHook & GlobalBeforeValidateHook = ({ data }) =>
  data && typeof data === 'object' ? withoutControlCharacters(data) : data
