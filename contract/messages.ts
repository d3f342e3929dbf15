import en from '../locales/en.json'

/**
 * Keys of the gateway's messages (locales/*.json, "api" section). Schemas and services
 * speak in keys; the gateway answers the text in the caller's language.
 */
export type MessageKey = keyof typeof en.api

export const MESSAGE_KEYS = Object.keys(en.api) as MessageKey[]

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(en.api, value)
