import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import userList from '@schemas/pages/system/UserList.json'
import requisitionList from '@schemas/pages/ipr/RequisitionList.json'
import caseRecord from '@schemas/pages/ipr/CaseRecord.json'
import { validatePage } from '@renderers/schema/validate-page'
import { appSemanticContext } from '../../support/engine'
import sysUser from '@schemas/entities/sys-user.json'
import { STANDARD_ROLES } from '@schemas/rules/resource'
import { registerEntity } from '@renderers/core/entities'
import { http as mswHttp, HttpResponse } from 'msw'
import { backend, ok, renderSchema, serveSignedInBackend } from './support'

serveSignedInBackend()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a schema document edited and read at any depth, as JSON
type Json = Record<string, any>

/** The users screen with one change applied to a deep copy. */
function broken(change: (page: Json) => void): Json {
  const page = structuredClone(userList) as Json
  change(page)
  return page
}

/** The users screen over a copy of the user entity whose controller lacks the endpoint `role`: no url for it. */
const withoutEndpoint = (role: string) => (page: Json) => {
  const id = `sys-user-without-${role.toLowerCase()}`
  const endpoints = STANDARD_ROLES.filter((standard) => standard !== role)
  registerEntity({ ...sysUser, $id: id, 'x-resource': { base: '/sys/user', endpoints } })
  page.entity = id
}

function problems(): string[] {
  const panel = screen.getByRole('alert')
  return within(panel)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
}

describe('a broken page schema', () => {
  it.each([
    ['a value of the wrong type', (page: Json) => (page.columns[0].width = '120'), '/columns/0/width 类型应为 integer'],
    ['an unknown property', (page: Json) => (page.colums = []), '/colums 不认识的属性 "colums"'],
    [
      'an unknown form component',
      (page: Json) => (page.form.schema.properties.realname['x-component'] = 'Inptu'),
      '/form/schema/properties/realname/x-component 未知的组件 "Inptu"',
    ],
    [
      'an unknown rule',
      (page: Json) => (page.form.schema.properties.phone['x-validator'][0] = { mobil: true }),
      '/form/schema/properties/phone/x-validator/0/mobil 未知的校验规则 "mobil"',
    ],
    [
      'an unknown column widget',
      (page: Json) => (page.columns[2].render = 'picture'),
      '/columns/2/render 未知的控件类型 "picture"',
    ],
    [
      'a column widget with no cell',
      (page: Json) => (page.columns[2].render = 'password'),
      '/columns/2/render 控件 "password" 没有列显示',
    ],
    [
      'an unknown search widget',
      (page: Json) => (page.search[0].component = 'slider'),
      '/search/0/component 未知的控件类型 "slider"',
    ],
    [
      'a form input under its old component name',
      (page: Json) => (page.form.schema.properties.realname['x-component'] = 'DictRadio'),
      '/form/schema/properties/realname/x-component "DictRadio" 已改名为 dict，x-component-props.type 为 radio',
    ],
    [
      'an unknown dictionary',
      (page: Json) => (page.columns[3].dict = 'gender'),
      '/columns/3/dict 未知的字典编码 "gender"',
    ],
    [
      'a dictionary widget without a code',
      (page: Json) => (page.form.schema.properties.sex['x-component-props'] = { dict: '' }),
      '/form/schema/properties/sex/x-component-props/dict 字典Code不能为空!',
    ],
    ['no list url', withoutEndpoint('list'), '/api/list 请设置 url.list 属性!'],
    ['no delete url', withoutEndpoint('delete'), '请设置 url.delete 属性!'],
    ['no batch delete url', withoutEndpoint('deleteBatch'), '请设置 url.deleteBatch 属性!'],
    [
      'a bad expression',
      (page: Json) => (page.rowActions[3].visible = '{{record.status ===}}'),
      '/rowActions/3/visible 表达式有误',
    ],
    [
      'a picker depending on a field the form does not have',
      (page: Json) =>
        (page.form.schema.properties.realname['x-component-props'] = { dependsOn: { orgCode: 'orgCod' } }),
      '/form/schema/properties/realname/x-component-props/dependsOn/orgCode dependsOn 引用的字段 "orgCod" 不在表单中',
    ],
    [
      'a fill rule drawn again on a field the form does not have',
      (page: Json) =>
        (page.form.schema.properties.username['x-fill-rule'] = { ruleCode: 'user_no', dependsOn: ['orgCod'] }),
      '/form/schema/properties/username/x-fill-rule/dependsOn/0 x-fill-rule 依赖的字段 "orgCod" 不在表单中',
    ],
    [
      'a code-running reaction',
      (page: Json) => (page.form.schema.properties.email['x-reactions'] = { run: 'alert(1)' }),
      '/form/schema/properties/email/x-reactions/run x-reactions.run 不受支持',
    ],
    [
      'an unknown fragment',
      (page: Json) => (page.columns[0] = { $fragment: 'user-column' }),
      '/columns/0/$fragment 未知的片段 "user-column"（schemas/fragments/user-column.json 不存在）',
    ],
    [
      'a problem in what a fragment gives, naming its file',
      (page: Json) => (page.columns[0] = { $fragment: 'row-number-column' }),
      '/columns/0/type 不认识的属性 "type"（在片段 schemas/fragments/row-number-column.json 中）',
    ],
  ])('shows %s in the page area with its JSON pointer', async (_, change, expected) => {
    renderSchema(broken(change), 'schemas/pages/system/UserList.json')
    expect(await screen.findByText('页面配置有误')).toBeInTheDocument()
    expect(screen.getByText('schemas/pages/system/UserList.json')).toBeInTheDocument()
    expect(
      problems().some((problem) => problem.includes(expected)),
      problems().join('\n'),
    ).toBe(true)
  })

  it('traces an expression that fails while rendering to where the schema writes it', async () => {
    backend.server.use(
      mswHttp.get('*/jeecg-boot/sys/user/list', () =>
        HttpResponse.json(ok({ records: [{ id: 'u1', username: 'x', status: 1 }], total: 1 })),
      ),
    )
    renderSchema(
      broken((page) => (page.rowActions[1].visible = '{{record.username.nothing()}}')),
      'schemas/pages/system/UserList.json',
    )
    expect(await screen.findByText('页面配置有误')).toBeInTheDocument()
    expect(problems()[0]).toMatch(/^\/rowActions\/1\/visible 表达式有误/)
  })

  it('names the new spelling of each old one it finds, where it is written', () => {
    renderSchema(
      broken((page) => {
        const { field, ...column } = page.columns[3]
        page.columns[3] = { dataIndex: field, ...column }
        page.toolbar[3].kind = 'batchDelete'
        page.form.schema.properties.sex['x-component-props'] = { dictCode: 'sex' }
      }),
      'schemas/pages/system/UserList.json',
    )
    expect(screen.getByText('schemas/pages/system/UserList.json')).toBeInTheDocument()
    expect(problems()).toEqual([
      '/columns/3/dataIndex 已改名为 field',
      '/toolbar/3/kind "batchDelete" 已改名为 "deleteBatch"',
      '/form/schema/properties/sex/x-component-props/dictCode 已改名为 dict',
    ])
  })

  // Found by the render fuzz: under 41 tabs of the key "all" the list never stopped loading (40 distinct keys load).
  it('lists each tab whose key another tab has, instead of a list loading for ever', async () => {
    const page = structuredClone(requisitionList) as Json
    page.tabs.push(...Array.from({ length: 40 }, () => ({ ...page.tabs[0] })))
    renderSchema(page, 'schemas/pages/ipr/RequisitionList.json')
    expect(await screen.findByText('页面配置有误')).toBeInTheDocument()
    expect(problems()).toHaveLength(40)
    expect(problems()[0]).toBe('/tabs/3/key 标签页 key "all" 重复')
  })

  it('lists a record page’s tab and a sub list whose key another has', async () => {
    const record = structuredClone(caseRecord) as Json
    record.tabs.push({ ...record.tabs[0] })
    const list = broken((page) => {
      const sub = { key: 'items', title: '明细', page: 'system/modules/DictItemList' }
      page.subLists = { layout: 'below', lists: [sub, { ...sub, title: '明细（副本）' }] }
    })
    const problemsOf = async (page: Json) => {
      const validation = await validatePage(page, appSemanticContext())
      return validation.ok ? [] : validation.problems.map((problem) => `${problem.pointer} ${problem.message}`)
    }
    expect(await problemsOf(record)).toEqual([`/tabs/${record.tabs.length - 1}/key 标签页 key "expenses" 重复`])
    expect(await problemsOf(list)).toEqual(['/subLists/lists/1/key 子列表 key "items" 重复'])
  })

  it('names an unknown page kind', () => {
    renderSchema({ kind: 'grid', title: 'x' })
    expect(problems()).toEqual(['/kind 页面类型应为 list、form、dashboard、record、print 之一'])
  })
})
