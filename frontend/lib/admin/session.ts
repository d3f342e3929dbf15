/** Spec section 2: the session token lives in localStorage under `auth`. */
const AUTH_KEY = 'auth'
/** "Remember password" keeps the e-mail only; never the password. */
const REMEMBER_KEY = 'rememberEmail'

const storage = () => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export const getToken = () => storage()?.getItem(AUTH_KEY) ?? null
export const setToken = (token: string) => storage()?.setItem(AUTH_KEY, token)
export const clearSession = () => storage()?.removeItem(AUTH_KEY)
export const rememberedEmail = () => storage()?.getItem(REMEMBER_KEY) ?? ''
export const rememberEmail = (email: string | null) => (email ? storage()?.setItem(REMEMBER_KEY, email) : storage()?.removeItem(REMEMBER_KEY))
