import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { CONDITION_MESSAGE } from '@renderers/widgets/parts/tree-select/condition'
import { backend, failed, ok, recordRequests, serveSignedInBackend } from '../engine/support'
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

const CATEGORY_TREE = {
  'x-component': 'treeSelect',
  'x-component-props': { dict: 'sys_category,name,id', pidValue: '0', hasChildField: 'has_child' },
}

const categoryId = (name: string) =>
  backend.db
    .table('sys_category')
    .list()
    .find((row) => row.name === name)!.id

describe('dictionary tree select (JTreeSelect)', () => {
  it('loads the first level, loads children on expand and submits the chosen key', async () => {
    const requests = recordRequests()
    const form = renderFieldForm('pid', CATEGORY_TREE)
    await openSelect()
    await findTreeNode('专利类型')
    const roots = requests.last('/sys/dict/loadTreeData')
    expect(
      Object.fromEntries(
        ['pid', 'tableName', 'text', 'code', 'pidField', 'hasChildField'].map((key) => [key, roots.get(key)]),
      ),
    ).toEqual({
      pid: '0',
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      hasChildField: 'has_child',
    })
    expect(treeNode('发明专利')).toBeUndefined()
    await expandTreeNode('专利类型')
    await chooseTreeNode('发明专利')
    await waitFor(() => expect(shownValue()).toBe('发明专利'))
    expect(requests.last('/sys/dict/loadTreeData').get('pid')).toBe(categoryId('专利类型'))
    expect(await form.submit()).toEqual({ pid: categoryId('发明专利') })
  })

  it('shows the name of a stored value through loadDictItem', async () => {
    const requests = recordRequests()
    renderFieldForm('pid', { ...CATEGORY_TREE, default: categoryId('计算机软件') })
    await waitFor(() => expect(shownValue()).toBe('计算机软件'))
    expect(requests.last('/sys/dict/loadDictItem/sys_category,name,id').get('key')).toBe(categoryId('计算机软件'))
  })

  it('refuses a condition that is not a JSON object with the component message and asks nothing', async () => {
    const requests = recordRequests()
    renderFieldForm('pid', {
      'x-component': 'treeSelect',
      'x-component-props': { ...CATEGORY_TREE['x-component-props'], condition: '[1,2]' },
    })
    expect(await screen.findByText(CONDITION_MESSAGE)).toBeInTheDocument()
    expect(requests.count('/sys/dict/loadTreeData')).toBe(0)
  })

  it('passes a JSON object condition on to the server, which filters the nodes', async () => {
    const requests = recordRequests()
    renderFieldForm('pid', {
      'x-component': 'treeSelect',
      'x-component-props': { ...CATEGORY_TREE['x-component-props'], condition: '{"code":"A02"}' },
    })
    await openSelect()
    await findTreeNode('商标类型')
    expect(treeNode('专利类型')).toBeUndefined()
    expect(requests.last('/sys/dict/loadTreeData').get('condition')).toBe('{"code":"A02"}')
  })

  it('caps the dropdown at 400px', async () => {
    renderFieldForm('pid', CATEGORY_TREE)
    await openSelect()
    await findTreeNode('专利类型')
    const popup = document.querySelector<HTMLElement>('.ant-select-dropdown')!
    expect(popup.style.maxHeight).toBe('400px')
  })
})

describe('dictionary tree select search', () => {
  it('searches the whole table 800 ms after typing stops, 50 matches at most, and keeps only the last answer', async () => {
    const requests = recordRequests()
    let release: () => void = () => undefined
    backend.server.use(
      mswHttp.get(api('/sys/dict/loadDict/:code'), async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword')
        if (keyword === '专利') {
          // The first search answers last.
          await new Promise<void>((resolve) => (release = resolve))
          return HttpResponse.json(ok([{ value: 'p', text: '专利类型' }]))
        }
        return HttpResponse.json(ok([{ value: 'm', text: '美术作品' }]))
      }),
    )
    const form = renderFieldForm('pid', CATEGORY_TREE)
    await openSelect()
    await findTreeNode('专利类型')
    const box = document.querySelector<HTMLInputElement>('.ant-select-selection-search-input')!
    fireEvent.change(box, { target: { value: '专' } })
    fireEvent.change(box, { target: { value: '专利' } })
    await waitFor(() => expect(requests.count('/sys/dict/loadDict/sys_category,name,id')).toBe(1))
    expect(requests.last('/sys/dict/loadDict/sys_category,name,id').get('keyword')).toBe('专利')
    expect(requests.last('/sys/dict/loadDict/sys_category,name,id').get('pageSize')).toBe('50')
    fireEvent.change(box, { target: { value: '美术' } })
    await findTreeNode('美术作品')
    release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(treeNode('专利类型')).toBeUndefined()
    await chooseTreeNode('美术作品')
    expect(await form.submit()).toEqual({ pid: 'm' })
  })

  it('shows a failed search with the server message as a warning', async () => {
    backend.server.use(
      mswHttp.get(api('/sys/dict/loadDict/:code'), () => HttpResponse.json(failed('操作失败：字典表不存在'))),
    )
    renderFieldForm('pid', CATEGORY_TREE)
    await openSelect()
    await findTreeNode('专利类型')
    fireEvent.change(document.querySelector('.ant-select-selection-search-input')!, { target: { value: '专利' } })
    expect(await screen.findByText('操作失败：字典表不存在')).toBeInTheDocument()
  })
})
