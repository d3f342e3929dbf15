/**
 * Spec section 5: at least 8 characters with a number, a special character, a lowercase
 * and an uppercase one. Free of zod, so the browser's live checklist can import it alone.
 */
export const PASSWORD_RULES = {
  length: (p: string) => p.length >= 8,
  number: (p: string) => /\d/.test(p),
  special: (p: string) => /[^A-Za-z0-9]/.test(p),
  lowercase: (p: string) => /[a-z]/.test(p),
  uppercase: (p: string) => /[A-Z]/.test(p),
} as const

export type PasswordRule = keyof typeof PASSWORD_RULES

export const isStrongPassword = (p: string) => Object.values(PASSWORD_RULES).every((rule) => rule(p))
