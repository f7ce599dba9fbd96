import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import logList from '@schemas/pages/system/LogList.json'
import { backend, failed, ok, recordRequests, renderSchema, serveSignedInBackend } from '../engine/support'
import { api, openSelect, renderFieldForm, shownValue } from './support'

serveSignedInBackend()

const USER_DICT = 'sys_user,realname,username'
const options = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent)

/** The 操作人 search box of the log list, behind 展开. */
async function operatorSearch(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByText('展开'))
  return (await screen.findByText('操作人')).closest<HTMLElement>('.schema-search-item')!
}

describe('searchable dictionary select (JSearchSelectTag) in the log list search', () => {
  it('searches users on the server after typing pauses and filters the list by the chosen account', async () => {
    const requests = recordRequests()
    renderSchema(logList, 'schemas/pages/system/LogList.json')
    const item = await operatorSearch()
    await openSelect(item)
    fireEvent.change(within(item).getByRole('combobox'), { target: { value: '管理' } })
    await waitFor(() => expect(options()).toContain('管理员'))
    const searched = requests.last(`/sys/dict/loadDict/${USER_DICT}`)
    expect(searched.get('keyword')).toBe('管理')
    expect(searched.get('pageSize')).toBe('10')
    fireEvent.click(
      [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (option) => option.textContent === '管理员',
      )!,
    )
    expect(shownValue(item)).toBe('管理员')
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(requests.last('/sys/log/list').get('userid')).toBe('admin'))
  })

  it('keeps the options of the last keyword when an earlier answer arrives late', async () => {
    const requests = recordRequests()
    let releaseSlow: () => void = () => undefined
    backend.server.use(
      mswHttp.get(api(`/sys/dict/loadDict/:code`), async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword')
        if (keyword === '张') {
          await new Promise<void>((resolve) => (releaseSlow = resolve))
          return HttpResponse.json(ok([{ value: 'zhangsan', text: '张三' }]))
        }
        return HttpResponse.json(ok(keyword === '' ? [] : [{ value: 'lisi', text: '李四' }]))
      }),
    )
    renderSchema(logList, 'schemas/pages/system/LogList.json')
    const item = await operatorSearch()
    await openSelect(item)
    const box = within(item).getByRole('combobox')
    fireEvent.change(box, { target: { value: '张' } })
    await waitFor(() => expect(requests.last(`/sys/dict/loadDict/${USER_DICT}`).get('keyword')).toBe('张'))
    fireEvent.change(box, { target: { value: '李' } })
    await waitFor(() => expect(options()).toEqual(['李四']))
    releaseSlow()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(options()).toEqual(['李四'])
  })

  it('shows a failed search with the server message as a warning', async () => {
    backend.server.use(
      mswHttp.get(api('/sys/dict/loadDict/:code'), () => HttpResponse.json(failed('操作失败：用户表不可查询'))),
    )
    renderSchema(logList, 'schemas/pages/system/LogList.json')
    const item = await operatorSearch()
    await openSelect(item)
    fireEvent.change(within(item).getByRole('combobox'), { target: { value: '管理' } })
    expect(await screen.findByText('操作失败：用户表不可查询')).toBeInTheDocument()
  })
})

describe('searchable dictionary select in a form', () => {
  it('shows the stored value through loadDictItem and submits the chosen one', async () => {
    const requests = recordRequests()
    const form = renderFieldForm('userid', {
      default: 'jeecg',
      'x-component': 'searchSelect',
      'x-component-props': { dict: USER_DICT, async: true },
    })
    await waitFor(() => expect(shownValue()).toBe('周晓雯'))
    expect(requests.last(`/sys/dict/loadDictItem/${USER_DICT}`).get('key')).toBe('jeecg')
    expect(await form.submit()).toEqual({ userid: 'jeecg' })
  })

  it('filters all items of a plain dictionary in the browser', async () => {
    const form = renderFieldForm('sex', { 'x-component': 'searchSelect', 'x-component-props': { dict: 'sex' } })
    await openSelect()
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '女' } })
    await waitFor(() => expect(options()).toEqual(['女']))
    fireEvent.click(document.querySelector<HTMLElement>('.ant-select-item-option')!)
    expect(await form.submit()).toEqual({ sex: '2' })
  })
})
