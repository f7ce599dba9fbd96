import { sysDictQueryAllDictItems, sysDictRefleshCache } from '@/generated/api/dict'
import { sysUserUpdatePassword } from '@/generated/api/user'
import type { SysUserUpdatePasswordBody } from '@/generated/api-types'
import { http } from '@/http'

/** The header's account calls (spec §7), through the generated client; the backend accepts updatePassword as PUT only. */
export const accountApi = {
  updatePassword: (body: SysUserUpdatePasswordBody) => sysUserUpdatePassword(http, body),
  refreshDictCache: () => sysDictRefleshCache(http),
  allDictItems: () => sysDictQueryAllDictItems(http),
}
