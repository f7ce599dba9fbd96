import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import categoryList from '@schemas/pages/system/SysCategoryList.json'
import { backend, failed, recordRequests, renderSchema, serveSignedInBackend } from '../engine/support'
import {
  api,
  chooseTreeNode,
  expandTreeNode,
  findTreeNode,
  openSelect,
  renderFieldForm,
  shownValue,
  treeNode,
} from './support'

serveSignedInBackend()

const category = (name: string) =>
  backend.db
    .table('sys_category')
    .list()
    .find((row) => row.name === name)!
const CATEGORY_SELECT = { 'x-component': 'category' }

describe('category tree select (JCategorySelect)', () => {
  it('lists the roots with loadTreeRoot, their children with loadTreeChildren and submits the chosen id', async () => {
    const requests = recordRequests()
    const form = renderFieldForm('category', CATEGORY_SELECT)
    await openSelect()
    await findTreeNode('商标类型')
    expect(Object.fromEntries(requests.last('/sys/category/loadTreeRoot'))).toMatchObject({ pcode: '0', async: 'true' })
    await expandTreeNode('商标类型')
    await chooseTreeNode('集体商标')
    expect(requests.last('/sys/category/loadTreeChildren').get('pid')).toBe(category('商标类型').id)
    await waitFor(() => expect(shownValue()).toBe('集体商标'))
    expect(await form.submit()).toEqual({ category: category('集体商标').id })
  })

  it('starts below the category coded pcode and stores codes when field is code', async () => {
    const form = renderFieldForm('category', {
      'x-component': 'category',
      'x-component-props': { pcode: 'A03', field: 'code' },
    })
    await openSelect()
    await chooseTreeNode('计算机软件')
    expect(treeNode('专利类型')).toBeUndefined()
    expect(await form.submit()).toEqual({ category: category('计算机软件').code })
  })

  it('asks a code-valued node for its children by its id and stores the chosen code', async () => {
    const requests = recordRequests()
    const form = renderFieldForm('category', {
      'x-component': 'category',
      'x-component-props': { field: 'code' },
    })
    await openSelect()
    await expandTreeNode('商标类型')
    await chooseTreeNode('集体商标')
    expect(requests.last('/sys/category/loadTreeChildren').get('pid')).toBe(category('商标类型').id)
    await waitFor(() => expect(shownValue()).toBe('集体商标'))
    expect(await form.submit()).toEqual({ category: category('集体商标').code })
  })

  it('names one stored value with loadOne', async () => {
    const requests = recordRequests()
    renderFieldForm('category', { ...CATEGORY_SELECT, default: category('服务商标').id })
    await waitFor(() => expect(shownValue()).toBe('服务商标'))
    expect(Object.fromEntries(requests.last('/sys/category/loadOne'))).toMatchObject({
      field: 'id',
      val: category('服务商标').id,
    })
  })

  it('names several stored ids with loadDictItem', async () => {
    const requests = recordRequests()
    const ids = [category('发明专利').id, category('美术作品').id].join(',')
    const form = renderFieldForm('category', {
      ...CATEGORY_SELECT,
      default: ids,
      'x-component-props': { multiple: true },
    })
    await waitFor(() => expect(shownValue()).toBe('发明专利,美术作品'))
    expect(requests.last('/sys/category/loadDictItem/').get('ids')).toBe(ids)
    expect(await form.submit()).toEqual({ category: ids })
  })

  it('shows a failed root load with the server message as an error', async () => {
    backend.server.use(
      mswHttp.get(api('/sys/category/loadTreeRoot'), () => HttpResponse.json(failed('该编码【Z99】不存在，请核实!'))),
    )
    renderFieldForm('category', { 'x-component': 'category', 'x-component-props': { pcode: 'Z99' } })
    const toast = await screen.findByText('该编码【Z99】不存在，请核实!')
    expect(toast.closest('.ant-message-notice')?.querySelector('.ant-message-error')).not.toBeNull()
  })
})

describe('category dictionary screen', () => {
  it('searches a category with its sub-categories through the category search (like)', async () => {
    const requests = recordRequests()
    renderSchema(categoryList, 'schemas/pages/system/SysCategoryList.json')
    const item = (await screen.findByText('所属分类')).closest('.schema-search-item') as HTMLElement
    await openSelect(item)
    await chooseTreeNode('版权类型')
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(requests.last('/sys/category/rootList').get('code')).toBe('*A03*'))
    const table = document.querySelector<HTMLElement>('.ant-table-tbody')!
    await waitFor(() => expect(within(table).getByText('计算机软件')).toBeInTheDocument())
    expect(within(table).queryByText('专利类型')).toBeNull()
  })

  it.each([
    ['ne', '!A02'],
    ['ge', 'ge A02'],
    ['le', 'le A02'],
  ])('sends the %s category operator as %s', async (rule, sent) => {
    const requests = recordRequests()
    renderSchema({ ...categoryList, search: [{ field: 'code', title: '分类', component: 'category', rule }] })
    await openSelect((await screen.findByText('分类')).closest('.schema-search-item')!)
    await chooseTreeNode('商标类型')
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(requests.last('/sys/category/rootList').get('code')).toBe(sent))
  })

  it('lists the categories from the chosen code on for ge (codes compared as text)', async () => {
    renderSchema({ ...categoryList, search: [{ field: 'code', title: '分类', component: 'category', rule: 'ge' }] })
    await openSelect((await screen.findByText('分类')).closest('.schema-search-item')!)
    await chooseTreeNode('商标类型')
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    const table = document.querySelector<HTMLElement>('.ant-table-tbody')!
    await waitFor(() => expect(within(table).queryByText('专利类型')).toBeNull())
    expect(within(table).getByText('商标类型')).toBeInTheDocument()
    expect(within(table).getByText('版权类型')).toBeInTheDocument()
  })

  it('lists every other category for ne', async () => {
    renderSchema({ ...categoryList, search: [{ field: 'code', title: '分类', component: 'category', rule: 'ne' }] })
    await openSelect((await screen.findByText('分类')).closest('.schema-search-item')!)
    await chooseTreeNode('商标类型')
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    const table = document.querySelector<HTMLElement>('.ant-table-tbody')!
    await waitFor(() => expect(within(table).getByText('集体商标')).toBeInTheDocument())
    expect(within(table).queryByText('商标类型')).toBeNull()
  })

  it('adds a category under the parent chosen in the dictionary tree', async () => {
    renderSchema(categoryList, 'schemas/pages/system/SysCategoryList.json')
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }))
    const dialog = await screen.findByRole('dialog')
    await openSelect((await within(dialog).findByText('父级节点')).closest('.ant-formily-item')!)
    await expandTreeNode('专利类型')
    await chooseTreeNode('发明专利')
    fireEvent.change(within(dialog).getByPlaceholderText('请输入类型名称'), { target: { value: '药物发明' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() =>
      expect(
        backend.db
          .table('sys_category')
          .list()
          .find((row) => row.name === '药物发明'),
      ).toBeDefined(),
    )
    const added = category('药物发明')
    expect(added.pid).toBe(category('发明专利').id)
    expect(added.code).toBe('A01A01A01')
  })
})
