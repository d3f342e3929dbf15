import { rolesOf } from '../../access/canUseRoute'
import { getRoleMap } from '../../access/roleMap'
import { changePassword, chooseFirstPassword, recoverPassword, resetPassword } from '../../services/auth/passwords'
import { login, logout } from '../../services/auth/session'
import { sendVerificationCode, verifyAccount } from '../../services/auth/verification'
import { toApiUser } from '../../services/users/serialize'
import { setUpSite, setupNeeded } from '../../services/setup'
import type { HandlerGroup } from '../http/handler'
import { clearPanelSession, panelSession, setPanelSession } from '../http/panelSession'

export const authHandlers = {
  login: async ({ payload, body, req, res, language }) => {
    const { email, password, remember } = body
    const { user, token } = await login(payload, email, password, remember === true, req.ip, language)
    setPanelSession(payload, req, res, token)
    return { data: user, message: 'loginSuccess', extra: { token } }
  },
  logout: async ({ payload, user, req, res }) => {
    await logout(payload, user!)
    clearPanelSession(payload, req, res)
    return { data: null, message: 'logoutSuccess' }
  },
  session: async ({ payload, req }) => {
    const { user, token } = await panelSession(payload, req)
    return { data: toApiUser(user), extra: { token } }
  },
  me: async ({ payload, user }) => {
    const roles = rolesOf(user, await getRoleMap(payload))
    return { data: { user: toApiUser(user!), roles } }
  },
  recoverPassword: async ({ payload, body, language }) => {
    await recoverPassword(payload, body.email, language)
    return { data: null, message: 'emailSent' }
  },
  resetPassword: async ({ payload, body, req, res }) => {
    const { id, token, password } = body
    const result = await resetPassword(payload, id, token, password)
    setPanelSession(payload, req, res, result.token)
    return { data: result.user, message: 'passwordReset', extra: { token: result.token } }
  },
  firstAccessPassword: async ({ payload, user, body, req, res }) => {
    const result = await chooseFirstPassword(payload, user!, body.password)
    setPanelSession(payload, req, res, result.token)
    return { data: result.user, message: 'passwordChanged', extra: { token: result.token } }
  },
  changePassword: async ({ payload, user, body, req }) => {
    const { current_password, new_password } = body
    await changePassword(payload, user!, current_password, new_password, req.ip)
    return { data: null, message: 'passwordChanged' }
  },
  sendVerificationCode: async ({ payload, body, language }) => {
    await sendVerificationCode(payload, body.email, language)
    return { data: null, message: 'verificationCodeSent' }
  },
  verifyAccount: async ({ payload, body }) => {
    const { email, code } = body
    await verifyAccount(payload, email, code)
    return { data: null, message: 'accountVerified' }
  },
  setupState: async ({ payload }) => ({ data: { needed: await setupNeeded(payload) } }),
  setup: async ({ payload, body, req, res }) => {
    const { user, token } = await setUpSite(payload, body, req.ip)
    setPanelSession(payload, req, res, token)
    return { data: user, message: 'setupComplete', extra: { token } }
  },
} satisfies HandlerGroup
