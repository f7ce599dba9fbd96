import { sysDictQueryAllDictItems, sysDictRefleshCache } from '@/generated/api/dict'
import { sysUserUpdatePassword } from '@/generated/api/user'
import type { SysUserUpdatePasswordBody } from '@/generated/api-types'
import { http } from '@/http'

/**
 * The header's account calls (change password, refresh the dictionary cache), through the generated client;
 * `SysUserController#updatePassword` accepts PUT only.
 */
export const accountApi = {
  updatePassword: (body: SysUserUpdatePasswordBody) => sysUserUpdatePassword(http, body),
  refreshDictCache: () => sysDictRefleshCache(http),
  allDictItems: () => sysDictQueryAllDictItems(http),
}
