import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { validatePage } from '@renderers/schema/validate-page'
import { backend, recordRequests, serveSignedInBackend } from '../engine/support'
import { renderPicker } from './harness'
import { appSemanticContext } from '../../support/engine'

serveSignedInBackend()

/** A list page whose form has one Picker field with these props. */
const pageWith = (props: Record<string, unknown>) => ({
  kind: 'list',
  title: '测试',
  api: { list: '/sys/user/list', add: '/sys/user/add' },
  columns: [{ field: 'username', title: '账号' }],
  toolbar: [{ kind: 'add' }],
  form: {
    schema: {
      type: 'object',
      properties: { who: { type: 'string', 'x-component': 'picker', 'x-component-props': props } },
    },
  },
})

const problemsOf = async (props: Record<string, unknown>) => {
  const validation = await validatePage(pageWith(props), appSemanticContext())
  return validation.ok ? [] : validation.problems
}

const AT = '/form/schema/properties/who/x-component-props'

describe('picker schemas are checked with the page', () => {
  it('accepts the bundled pickers and a valid inline one', async () => {
    for (const picker of ['user', 'user-by-depart', 'depart', 'role', 'position'])
      expect(await problemsOf({ picker })).toEqual([])
    expect(
      await problemsOf({
        schema: {
          kind: 'picker',
          name: '职务',
          layout: 'table',
          api: { list: '/sys/position/list' },
          columns: [{ field: 'name', title: '名称' }],
        },
      }),
    ).toEqual([])
  })

  it('names an unknown or missing picker', async () => {
    expect(await problemsOf({ picker: 'nope' })).toEqual([
      { pointer: `${AT}/picker`, message: '未知的选择器 "nope"（schemas/pickers/nope.json 不存在）' },
    ])
    expect(await problemsOf({})).toEqual([
      { pointer: `${AT}/picker`, message: '缺少选择器配置：x-component-props.picker 或 schema' },
    ])
  })

  it('points into an inline picker: meta-schema, urls and tree of its layout, dictionaries, registry names', async () => {
    expect(await problemsOf({ schema: { kind: 'picker', name: '用户', layout: 'grid' } })).toEqual([
      { pointer: `${AT}/schema/layout`, message: '取值应为 "table"、"treeTable"、"tree" 之一' },
    ])
    expect(await problemsOf({ schema: { kind: 'picker', name: '用户', layout: 'table' } })).toEqual([
      { pointer: `${AT}/schema/api/list`, message: '请设置 url.list 属性!' },
      { pointer: `${AT}/schema/columns`, message: '缺少列配置 columns' },
    ])
    expect(
      await problemsOf({
        schema: {
          kind: 'picker',
          name: '用户',
          layout: 'treeTable',
          api: { list: '/sys/user/list', tree: '/sys/sysDepart/queryDepartTreeSync' },
          tree: {},
          columns: [{ field: 'sex', title: '性别', dict: 'no_such_dict', render: 'sparkle' }],
          search: [{ field: 'x', title: 'X', component: 'slider' }],
        },
      }),
    ).toEqual([
      { pointer: `${AT}/schema/tree/filterParam`, message: '缺少树节点的查询参数 filterParam' },
      { pointer: `${AT}/schema/columns/0/render`, message: '未知的控件类型 "sparkle"' },
      { pointer: `${AT}/schema/columns/0/dict`, message: '未知的字典编码 "no_such_dict"' },
      { pointer: `${AT}/schema/search/0/component`, message: '未知的控件类型 "slider"' },
    ])
    expect(await problemsOf({ schema: { kind: 'picker', name: '部门', layout: 'tree' } })).toEqual([
      { pointer: `${AT}/schema/api/tree`, message: '请设置 url.tree 属性!' },
    ])
  })

  it('an inline picker works like a bundled one and looks its values up once', async () => {
    const requests = recordRequests()
    const position = backend.db.table('sys_position').list()[0]
    renderPicker(
      {
        schema: {
          kind: 'picker',
          name: '岗位',
          layout: 'table',
          api: { list: '/sys/position/list' },
          returnFields: ['id', 'code'],
          displayField: 'name',
          columns: [{ field: 'name', title: '名称' }],
        },
      },
      position.code,
    )
    expect(await screen.findByText(position.name)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(requests.count('/sys/position/list')).toBe(1)
  })

  it('a field with a broken picker says so in place of the field', () => {
    renderPicker({ picker: 'nope' })
    expect(screen.getByText('选择器配置有误：schemas/pickers/nope.json')).toBeInTheDocument()
    expect(screen.getByText(/未知的选择器 "nope"/)).toBeInTheDocument()
  })
})
