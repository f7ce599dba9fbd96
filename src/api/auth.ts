import { bindOperations } from '@/generated/api/runtime'
import {
  sysLogin,
  sysLogout,
  sysPermissionGetUserPermissionByToken,
  sysPhoneLogin,
  sysRandomImage,
  sysSelectDepart,
  sysSms,
  sysThirdLoginGetLoginUser,
  sysUserCheckOnlyUser,
  sysUserGetCurrentUserDeparts,
  sysUserPasswordChange,
  sysUserPhoneVerification,
  sysUserRegister,
} from '@/generated/api/auth'
import type { SysUserCheckOnlyUserQuery, SysUserPasswordChangeQuery, SysUserRegisterBody } from '@/generated/api-types'
import { http } from '@/http'

/**
 * The sign-in, registration, recovery and session calls (contract §2, spec §7), bound on their own: the login route
 * must stay within its 200 KB budget, so it does not carry the whole catalogue that `api` (./client) binds.
 */
export const authApi = {
  ...bindOperations(http, {
    sysLogin,
    sysLogout,
    sysPermissionGetUserPermissionByToken,
    sysPhoneLogin,
    sysRandomImage,
    sysSelectDepart,
    sysSms,
    sysThirdLoginGetLoginUser,
    sysUserCheckOnlyUser,
    sysUserGetCurrentUserDeparts,
    sysUserPasswordChange,
    sysUserPhoneVerification,
    sysUserRegister,
  }),
  // The former names, for callers still moving to the operation ids: the app shell's department switch
  // (src/layout/DepartSelectModal.tsx) and the sign-in, registration and recovery screens being edited alongside.
  captcha: (key: string | number) => sysRandomImage(http, String(key)),
  currentUserDeparts: () => sysUserGetCurrentUserDeparts(http),
  selectDepart: (username: string, orgCode: string) => sysSelectDepart(http, { username, orgCode }),
  phoneLogin: (mobile: string, captcha: string) => sysPhoneLogin(http, { mobile, captcha }),
  checkOnlyUser: (query: SysUserCheckOnlyUserQuery) => sysUserCheckOnlyUser(http, query),
  register: (body: SysUserRegisterBody) => sysUserRegister(http, body),
  phoneVerification: (phone: string, smscode: string) => sysUserPhoneVerification(http, { phone, smscode }),
  passwordChange: (query: SysUserPasswordChangeQuery) => sysUserPasswordChange(http, query),
}
