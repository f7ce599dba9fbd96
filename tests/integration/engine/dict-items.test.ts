import { describe, expect, it } from 'vitest'
import { getDictItems, MISSING_DICT_CODE } from '@renderers/dict'
import { appDictionaries } from '@/engine/dictionary-provider'
import { session } from '@/session/session-store'
import { recordRequests, serveSignedInBackend } from './support'

serveSignedInBackend()

describe('getDictItems', () => {
  it('refuses a missing code with 字典Code不能为空!', async () => {
    await expect(getDictItems(appDictionaries, undefined)).rejects.toThrow(MISSING_DICT_CODE)
    expect(MISSING_DICT_CODE).toBe('字典Code不能为空!')
  })

  it('answers plain codes from the session cache without asking the server', async () => {
    const requests = recordRequests()
    expect(session.dictCache.sex).toBeDefined()
    expect((await getDictItems(appDictionaries, 'sex')).map((item) => item.text)).toEqual(['男', '女'])
    expect(requests.count('/sys/dict/getDictItems/sex')).toBe(0)
  })

  it('asks getDictItems once for a table-form code and for codes outside the cache', async () => {
    const requests = recordRequests()
    session.dictCache = {}
    const [first, second] = await Promise.all([
      getDictItems(appDictionaries, 'sys_user,realname,username'),
      getDictItems(appDictionaries, 'sys_user,realname,username'),
    ])
    expect(first).toBe(second)
    expect(first.some((item) => item.value === 'admin')).toBe(true)
    expect(requests.count('/sys/dict/getDictItems/sys_user,realname,username')).toBe(1)
    expect((await getDictItems(appDictionaries, 'user_status')).map((item) => item.text)).toEqual(['正常', '冻结'])
  })
})
