import { describe, expect, it } from 'vitest'
import { validateApiCatalogue } from '../../generated/validate/api-catalogue'
import { validateListPage } from '../../generated/validate/list-page'
import { validatePicker } from '../../generated/validate/picker'
import { validateRules } from '../../generated/validate/rules'
import { fromAjv } from './problems'

const problemsOf = (validate: { (data: unknown): boolean; errors?: Parameters<typeof fromAjv>[0] }, data: unknown) => {
  expect(validate(data)).toBe(false)
  return fromAjv(validate.errors)
}

const OPERATION = { summary: '用户列表', method: 'GET', path: '/sys/user/list', signed: false, anon: false }

/** The precompiled validators carry no texts of ajv's; each keyword the meta-schemas use is worded here in Chinese. */
describe('schema problems from the precompiled validators', () => {
  it('says how many items an array may have', () => {
    const picker = { kind: 'picker', returnFields: ['id', 'realname', 'username'] }
    expect(problemsOf(validatePicker, picker)).toContainEqual({ pointer: '/returnFields', message: '最多 2 项' })
  })

  it('says how many properties an object needs', () => {
    const rules = { rules: { mobile: { label: '手机号', checks: [{ message: '请输入手机号' }] } } }
    expect(problemsOf(validateRules, rules)).toContainEqual({
      pointer: '/rules/mobile/checks/0',
      message: '至少需要 2 个属性',
    })
  })

  it('names a property whose name breaks the pattern, and a combination the schema excludes', () => {
    const catalogue = {
      $schema: '',
      area: '用户管理',
      operations: {
        UserList: { ...OPERATION, contentType: 'json' },
        userList: { ...OPERATION, contentType: 'json', body: { type: 'object' } },
      },
    }
    const problems = problemsOf(validateApiCatalogue, catalogue)
    expect(problems).toContainEqual({ pointer: '/operations', message: '属性名 "UserList" 不合格式' })
    expect(problems.filter((problem) => problem.pointer === '/operations')).toHaveLength(1)
    expect(problems).toContainEqual({
      pointer: '/operations/userList',
      message: '此处不允许这样写（符合了被排除的写法）',
    })
    // The if/then summary goes when the branch's own problem is reported.
    expect(problems.map((problem) => problem.message).join()).not.toMatch(/if|must/)
  })
})

describe('a value that may be written two ways', () => {
  const drawer = (page: unknown) => ({
    kind: 'list',
    title: '字典',
    columns: [{ field: 'dictName' }],
    rowActions: [{ kind: 'listDrawer', page }],
  })

  it('written in place, reports what is wrong inside it, not that it is not the other way (a name)', () => {
    const problems = problemsOf(validateListPage, drawer({ kind: 'list', title: '字典项', colums: [] }))
    expect(problems).toEqual([
      { pointer: '/rowActions/0/page', message: '缺少必填属性 "columns"' },
      { pointer: '/rowActions/0/page/colums', message: '不认识的属性 "colums"' },
    ])
  })

  it('written as a name, reports the name, not that it is not the other way (a page)', () => {
    expect(problemsOf(validateListPage, drawer('system/字典项'))).toEqual([
      { pointer: '/rowActions/0/page', message: '格式不符合 ^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*$' },
    ])
  })
})
