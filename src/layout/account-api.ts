import { http } from '@/http'
import type { DictCache } from '@/session/session-store'

export interface PasswordChange {
  username: string
  oldpassword: string
  password: string
  confirmpassword: string
}

/** The header's account calls (spec §7; the backend accepts updatePassword as PUT only). */
export const accountApi = {
  updatePassword: (body: PasswordChange) => http.put<unknown>('/sys/user/updatePassword', body),
  refreshDictCache: () => http.get<unknown>('/sys/dict/refleshCache'),
  allDictItems: () => http.get<DictCache>('/sys/dict/queryAllDictItems'),
}
