import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import announcements from '@schemas/pages/system/SysAnnouncementList.json'
import { recordRequests, renderSchema, serveSignedInBackend } from '../engine/support'

serveSignedInBackend()

const listRows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')]
const reportPopup = () => document.querySelector<HTMLElement>('.online-report-popup')!
const builder = async () => (await screen.findByText('高级查询构造器')).closest('.ant-modal') as HTMLElement

describe('advanced query with a report popup value', () => {
  it('takes the value from the rows chosen in the online report and sends it', async () => {
    const requests = recordRequests()
    window.history.pushState({}, '', '/isystem/annountCement')
    renderSchema(announcements, 'schemas/pages/system/SysAnnouncementList.json')
    await waitFor(() => expect(listRows().length).toBeGreaterThan(0))
    await userEvent.click(screen.getByRole('button', { name: /高级查询/ }))
    const modal = await builder()
    const line = modal.querySelector<HTMLElement>('.advanced-query-line')!

    const field = within(line).getByRole('combobox', { name: '查询字段' })
    fireEvent.mouseDown(field.closest('.ant-select')!.querySelector('.ant-select-selector')!)
    await userEvent.click(
      await waitFor(() =>
        [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
          (el) => el.textContent === '发布人',
        )!,
      ),
    )

    await userEvent.click(within(line).getByRole('textbox', { name: '查询值' }))
    await waitFor(() =>
      expect(reportPopup()?.querySelectorAll('.ant-table-tbody tr[data-row-key]').length).toBeGreaterThan(0),
    )
    const form = within(reportPopup().querySelector<HTMLElement>('.schema-search')!)
    await userEvent.type(form.getByPlaceholderText('请输入账号'), 'admin')
    await userEvent.click(form.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(reportPopup().querySelectorAll('.ant-table-tbody tr[data-row-key]')).toHaveLength(1))
    await userEvent.click(within(reportPopup()).getByRole('cell', { name: 'admin' }))
    await userEvent.click(
      within(reportPopup().closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定/ }),
    )
    await waitFor(() => expect(within(line).getByRole('textbox', { name: '查询值' })).toHaveValue('admin'))

    await userEvent.click(within(modal).getByRole('button', { name: /^查\s*询$/ }))
    await waitFor(() => {
      const raw = requests.last('/sys/annountCement/list').get('superQueryParams')
      expect(JSON.parse(decodeURI(raw!))).toEqual([
        { field: 'sender', rule: 'eq', val: 'admin', type: 'popup', dbType: 'string' },
      ])
    })
    await waitFor(() => expect(listRows().length).toBeGreaterThan(0))
  })
})
