import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { registerPage } from '@renderers/schema/page-sources'
import { backend, findDrawer, ok, renderSchema, serveSignedInBackend } from './support'

serveSignedInBackend()

const rows = (container: HTMLElement = document.body) => [
  ...container.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]'),
]

/** The dictionaries, each opening a page by name in a drawer (字典项), as the dictionary screen does. */
const dictionaries = (page: string) => ({
  kind: 'list',
  title: '数据字典',
  entity: 'sys-dict',
  api: { list: '/sys/dict/list' },
  search: [{ field: 'dictCode' }],
  columns: [{ field: 'dictName' }, { field: 'dictCode' }],
  rowActions: [{ kind: 'listDrawer', title: '字典项', page }],
})

/** Lists the dictionaries, narrowed to `sex`, and opens the drawer of its row. */
async function openDrawerOfSex(): Promise<HTMLElement> {
  await waitFor(() => expect(rows().length).toBeGreaterThan(0))
  await userEvent.type(screen.getByRole('textbox', { name: '字典编码' }), 'sex')
  await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
  await waitFor(() => expect(rows()).toHaveLength(1))
  await userEvent.click(within(rows()[0]).getByText('字典项'))
  return findDrawer()
}

const problemsIn = (container: HTMLElement) =>
  within(within(container).getByRole('alert'))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('a page named by its component path inside another page', () => {
  it('is fetched and drawn in the drawer, seeing the row as its parent', async () => {
    renderSchema(dictionaries('system/modules/DictItemList'))
    const drawer = await openDrawerOfSex()
    expect(await within(drawer).findByText('男')).toBeInTheDocument()
    expect(within(drawer).getByText('女')).toBeInTheDocument()
  })

  it('is drawn as a sub list under the row clicked', async () => {
    renderSchema({
      ...dictionaries('system/modules/DictItemList'),
      rowActions: undefined,
      subLists: { layout: 'below', lists: [{ key: 'items', title: '字典项', page: 'system/modules/DictItemList' }] },
    })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    await userEvent.type(screen.getByRole('textbox', { name: '字典编码' }), 'sex')
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(rows()).toHaveLength(1))
    await userEvent.click(within(rows()[0]).getByText('sex'))
    const below = document.querySelector<HTMLElement>('.list-sub-lists')!
    expect(await within(below).findByText('男')).toBeInTheDocument()
  })

  it('is drawn under a form page once its record is loaded, seeing it as its parent', async () => {
    backend.server.use(
      mswHttp.get('*/jeecg-boot/test/dict/d1', () => HttpResponse.json(ok({ id: 'd1', dictName: '等级' }))),
      mswHttp.get('*/jeecg-boot/sys/dictItem/list', ({ request }) => {
        const dictId = new URL(request.url).searchParams.get('dictId')
        const records = dictId === 'd1' ? [{ id: 'i1', dictId, itemText: '一级', itemValue: '1', status: 1 }] : []
        return HttpResponse.json(ok({ records, total: records.length }))
      }),
    )
    renderSchema({
      kind: 'form',
      title: '字典',
      mode: 'detail',
      load: { method: 'get', url: '/test/dict/d1' },
      form: { schema: { type: 'object', properties: { dictName: { type: 'string', title: '字典名称' } } } },
      lists: [{ title: '字典项', page: 'system/modules/DictItemList' }],
    })
    expect(await screen.findByText('一级')).toBeInTheDocument()
  })

  it('that does not exist is named at its JSON pointer in the page that names it', async () => {
    renderSchema(dictionaries('system/modules/DictItemLis'))
    expect(await screen.findByText('页面配置有误')).toBeInTheDocument()
    expect(problemsIn(document.body)).toEqual([
      '/rowActions/0/page 未知的页面 "system/modules/DictItemLis"（schemas/pages/system/modules/DictItemLis.json 不存在）',
    ])
  })

  it('is checked against its own meta-schema when it opens: its problems name its own source', async () => {
    registerPage('test/named/BrokenItems', { kind: 'list', title: '字典项', colums: [] })
    renderSchema(dictionaries('test/named/BrokenItems'))
    const drawer = await openDrawerOfSex()
    await within(drawer).findByText('页面配置有误')
    expect(within(drawer).getByText('test/named/BrokenItems（已注册的页面配置）')).toBeInTheDocument()
    expect(problemsIn(drawer)).toEqual(['/ 缺少必填属性 "columns"', '/colums 不认识的属性 "colums"'])
  })

  it('must be a list page', async () => {
    registerPage('test/named/AForm', {
      kind: 'form',
      title: '字典项',
      mode: 'detail',
      form: { schema: { type: 'object', properties: {} } },
    })
    renderSchema(dictionaries('test/named/AForm'))
    const drawer = await openDrawerOfSex()
    await within(drawer).findByText('页面配置有误')
    expect(problemsIn(drawer)).toEqual(['/kind 放在其他页面里的页面应为列表页（kind 为 list）'])
  })
})
