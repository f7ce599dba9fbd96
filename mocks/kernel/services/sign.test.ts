import { describe, expect, it } from 'vitest'
import { localCompactTimestamp } from '../db/time'
import {
  collectSignParams,
  computeSign,
  isSignedPath,
  javaUrlDecode,
  signJson,
  verifySignedRequest,
  type SignInput,
} from './sign'

/** What the Vue 2 client's getAction puts on the wire for a path and its params. */
function wire(path: string, params: Record<string, string | number> = {}): SignInput {
  const url = new URL(`http://localhost/jeecg-boot${path}`)
  for (const [key, value] of Object.entries(params)) url.searchParams.append(key, String(value))
  return { method: 'GET', rawPath: url.pathname.replace('/jeecg-boot', ''), rawQuery: url.search.slice(1) }
}

describe("six worked examples of the original client's signMd5Utils.getSign", () => {
  it.each([
    ['/sys/dict/getDictItems/sex', {}, '{}', 'E19D6243CB1945AB4F7202A1B00F77D5'],
    [
      '/sys/dict/getDictItems/sys_user,realname,username',
      {},
      '{"x-path-variable":"sys_user,realname,username"}',
      'D9E9093773A902BBE1CF4FAE26BE5D1C',
    ],
    [
      '/sys/dict/loadDict/sys_user,realname,id',
      { keyword: 'ad', pageSize: 10 },
      '{"keyword":"ad","pageSize":"10","x-path-variable":"sys_user,realname,id"}',
      'B25CB7AD21BD08E88589E85BBB1BB9BF',
    ],
    [
      '/sys/dict/loadDictItem/sys_user,realname,username',
      { key: 'admin' },
      '{"key":"admin","x-path-variable":"sys_user,realname,username"}',
      'A8F7AE8AFA5E2802129BCBDE8B331158',
    ],
    [
      "/sys/dict/getDictItems/sys_user,realname,id,username!='admin' order by create_time",
      {},
      '{"x-path-variable":"sys_user,realname,id,username!=\'admin\' order by create_time"}',
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
      '{"code":"id","condition":"","hasChildField":"has_child","pid":"0","pidField":"pid","tableName":"sys_category","text":"name"}',
      '2DF02257DA83AA9B37D8C99699C9D5BF',
    ],
  ])('%s', (path, params, json, sign) => {
    const collected = collectSignParams(wire(path, params))
    expect(signJson(collected)).toBe(json)
    expect(computeSign(collected)).toBe(sign)
  })
})

describe('parameter collection', () => {
  it('drops _t, which the client adds after signing', () => {
    expect(
      signJson(
        collectSignParams(
          wire('/sys/dict/loadDict/sys_user,realname,id', { keyword: 'ad', pageSize: 10, _t: 1700000000 }),
        ),
      ),
    ).toBe('{"keyword":"ad","pageSize":"10","x-path-variable":"sys_user,realname,id"}')
  })

  it('decodes the whole query string before splitting it, like the server', () => {
    const params = collectSignParams({
      method: 'GET',
      rawPath: '/sys/dict/loadDict/x',
      rawQuery: 'keyword=a%26b%3Dc&q=1+2',
    })
    expect(Object.fromEntries(params)).toEqual({ keyword: 'a', b: 'c', q: '1 2' })
  })

  it('adds x-path-variable only when the raw last segment has a comma', () => {
    expect(
      collectSignParams({ method: 'GET', rawPath: '/sys/dict/getDictItems/sys_user%2Crealname%2Cid', rawQuery: '' })
        .size,
    ).toBe(0)
  })

  it('merges string keys of a JSON body for non-GET requests and rejects other value types', () => {
    const input = {
      method: 'POST',
      rawPath: '/sys/dict/loadTreeData',
      rawQuery: '',
      bodyText: '{"pid":"0","text":"name"}',
    }
    expect(signJson(collectSignParams(input))).toBe('{"pid":"0","text":"name"}')
    expect(() => collectSignParams({ ...input, bodyText: '{"pid":0}' })).toThrow(
      'java.lang.Integer cannot be cast to java.lang.String',
    )
  })

  it('decodes like java.net.URLDecoder', () => {
    expect(javaUrlDecode('%E5%BC%A0+%E4%B8%89')).toBe('张 三')
    expect(() => javaUrlDecode('100%')).toThrow('Incomplete trailing escape')
    expect(() => javaUrlDecode('%zz')).toThrow('Illegal hex characters')
  })

  it('knows the signed URL patterns', () => {
    expect(isSignedPath('/sys/dict/getDictItems/sex')).toBe(true)
    expect(isSignedPath('/sys/dict/loadTreeData')).toBe(true)
    expect(isSignedPath('/sys/dict/queryAllDictItems')).toBe(false)
    expect(isSignedPath('/sys/dict/getDictText/sex/1')).toBe(false)
  })
})

describe('verifySignedRequest', () => {
  const now = new Date(2026, 4, 20, 12, 0, 30).getTime()
  const request = wire('/sys/dict/getDictItems/sex')
  const sign = 'E19D6243CB1945AB4F7202A1B00F77D5'

  it('accepts a correct sign with a 13-digit or a 14-digit timestamp', () => {
    expect(verifySignedRequest({ ...request, xSign: sign, xTimestamp: String(now - 1000) }, now)).toBeNull()
    expect(
      verifySignedRequest({ ...request, xSign: sign, xTimestamp: localCompactTimestamp(now - 1000) }, now),
    ).toBeNull()
  })

  it('accepts a client clock that is ahead, however far', () => {
    expect(verifySignedRequest({ ...request, xSign: sign, xTimestamp: String(now + 3_600_000) }, now)).toBeNull()
  })

  it('rejects a timestamp more than 300 s behind', () => {
    expect(verifySignedRequest({ ...request, xSign: sign, xTimestamp: String(now - 301_000) }, now)).toMatchObject({
      success: false,
      code: 500,
      message: '操作失败，签名验证失败:X-TIMESTAMP已过期',
    })
  })

  it('compares yyyyMMddHHmmss stamps as decimal numbers, like the real server', () => {
    // Two seconds apart across a minute boundary: 120001 - 115959 = 4042 "seconds".
    const justAfterNoon = new Date(2026, 4, 20, 12, 0, 1).getTime()
    const stamp = localCompactTimestamp(new Date(2026, 4, 20, 11, 59, 59).getTime())
    expect(verifySignedRequest({ ...request, xSign: sign, xTimestamp: stamp }, justAfterNoon)?.message).toBe(
      '操作失败，签名验证失败:X-TIMESTAMP已过期',
    )
  })

  it('answers "操作失败，null" without the timestamp header and a parse error for junk', () => {
    expect(verifySignedRequest({ ...request, xSign: sign, xTimestamp: null }, now)?.message).toBe('操作失败，null')
    expect(verifySignedRequest({ ...request, xSign: sign, xTimestamp: 'abc' }, now)?.message).toBe(
      '操作失败，For input string: "abc"',
    )
  })

  it('rejects a missing or wrong sign', () => {
    const rejected = { success: false, code: 500, message: 'Sign签名校验失败！' }
    expect(verifySignedRequest({ ...request, xSign: null, xTimestamp: String(now) }, now)).toMatchObject(rejected)
    expect(verifySignedRequest({ ...request, xSign: sign.toLowerCase(), xTimestamp: String(now) }, now)).toMatchObject(
      rejected,
    )
  })
})
