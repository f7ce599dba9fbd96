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
import { http } from '@/http'

/**
 * The sign-in, registration, recovery and session calls (contract §2, spec §7), bound on their own: the login route
 * must stay within its 200 KB budget, so it does not carry the whole catalogue that `api` (./client) binds.
 */
export const authApi = bindOperations(http, {
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
})
