import type { TextField } from 'payload'

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/

/** A CSS colour as #rgb or #rrggbb. */
export const hexColorField = (name: string, defaultValue: string): TextField => ({
  name,
  type: 'text',
  required: true,
  defaultValue,
  validate: (value: string | null | undefined) => (value && HEX.test(value) ? true : 'Use a colour like #02236B'),
})
