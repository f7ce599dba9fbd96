import type { LoginResult, SysDepart, SysUser, UserPermission } from '@/generated/entities'
import { http } from '@/http'

export interface PasswordLogin {
  username: string
  password: string
  captcha: string
  checkKey: string | number
}

/** Sign-in, registration and recovery calls (backend reference §2, spec §7). */
export const authApi = {
  captcha: (key: string | number) => http.get<string>(`/sys/randomImage/${key}`),
  login: (body: PasswordLogin) => http.post<LoginResult>('/sys/login', body),
  sendSms: (mobile: string, smsmode: '0' | '1' | '2') => http.post<unknown>('/sys/sms', { mobile, smsmode }),
  phoneLogin: (mobile: string, captcha: string) => http.post<LoginResult>('/sys/phoneLogin', { mobile, captcha }),
  thirdLoginUser: (token: string, thirdType: string) => http.get<LoginResult>(`/sys/thirdLogin/getLoginUser/${token}/${thirdType}`),
  logout: () => http.post<unknown>('/sys/logout'),
  permissions: () => http.get<UserPermission>('/sys/permission/getUserPermissionByToken'),
  selectDepart: (username: string, orgCode: string) => http.put<{ userInfo: SysUser }>('/sys/selectDepart', { username, orgCode }),
  currentUserDeparts: () => http.get<{ list: SysDepart[]; orgCode: string }>('/sys/user/getCurrentUserDeparts'),
  checkOnlyUser: (params: { username?: string; phone?: string }) => http.get<unknown>('/sys/user/checkOnlyUser', params),
  register: (body: { username: string; password: string; phone: string; smscode: string }) =>
    http.post<unknown>('/sys/user/register', body),
  phoneVerification: (phone: string, smscode: string) =>
    http.post<{ smscode: string; username: string }>('/sys/user/phoneVerification', { phone, smscode }),
  passwordChange: (params: { username: string; password: string; smscode: string; phone: string }) =>
    http.get<unknown>('/sys/user/passwordChange', params),
}
