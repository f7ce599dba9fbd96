import { describe, expect, it } from 'vitest'
import { computeSign, signTimestamp } from './sign'

// Six worked examples whose signs were computed by the original's signMd5Utils.getSign, which the server's
// SignAuthInterceptor agrees with.
describe('computeSign', () => {
  it.each([
    ['/sys/dict/getDictItems/sex', {}, 'E19D6243CB1945AB4F7202A1B00F77D5'],
    ['/sys/dict/getDictItems/sys_user,realname,username', {}, 'D9E9093773A902BBE1CF4FAE26BE5D1C'],
    ['/sys/dict/loadDict/sys_user,realname,id', { keyword: 'ad', pageSize: 10 }, 'B25CB7AD21BD08E88589E85BBB1BB9BF'],
    ['/sys/dict/loadDictItem/sys_user,realname,username', { key: 'admin' }, 'A8F7AE8AFA5E2802129BCBDE8B331158'],
    [
      "/sys/dict/getDictItems/sys_user,realname,id,username!='admin' order by create_time",
      {},
      'E413D8C6BB5698080F6DBF79DB8A2E0F',
    ],
    [
      '/sys/dict/loadTreeData',
      {
        pid: '0',
        tableName: 'sys_category',
        text: 'name',
        code: 'id',
        pidField: 'pid',
        hasChildField: 'has_child',
        condition: '',
      },
      '2DF02257DA83AA9B37D8C99699C9D5BF',
    ],
  ])('signs %s like the real front end', (url, params, expected) => {
    expect(computeSign(url, params)).toBe(expected)
  })

  it('decodes an encoded path variable before signing, as the server does', () => {
    const encoded = `/sys/dict/getDictItems/${encodeURIComponent('sys_user,realname,username')}`
    expect(computeSign(encoded)).toBe('D9E9093773A902BBE1CF4FAE26BE5D1C')
  })

  it('merges the query string already in the url', () => {
    expect(computeSign('/sys/dict/loadDict/sys_user,realname,id?keyword=ad', { pageSize: 10 })).toBe(
      'B25CB7AD21BD08E88589E85BBB1BB9BF',
    )
  })
})

describe('signTimestamp', () => {
  it('formats local time as yyyyMMddHHmmss', () => {
    expect(signTimestamp(new Date(2026, 0, 5, 7, 8, 9))).toBe('20260105070809')
  })
})
