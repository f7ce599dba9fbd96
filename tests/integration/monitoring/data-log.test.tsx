import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import dataLogList from '@schemas/pages/system/DataLogList.json'
import { backend, ok, renderSchema, serveSignedInBackend } from '../engine/support'

serveSignedInBackend()

const SOURCE = 'schemas/pages/system/DataLogList.json'

/** The table rows of the list, by their version cell. */
const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')]
const rowOfVersion = (version: string) =>
  rows().find((row) => [...row.querySelectorAll('td')].some((cell) => cell.textContent === version))!

async function choose(...versions: string[]) {
  await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(versions.length))
  for (const version of versions) await userEvent.click(within(rowOfVersion(version)).getByRole('checkbox'))
  await userEvent.click(screen.getByRole('button', { name: '数据比较' }))
}

const dialog = () => screen.findByRole('dialog')
const headers = (modal: HTMLElement) => [...modal.querySelectorAll('thead th')].map((cell) => cell.textContent)
const fieldRow = (modal: HTMLElement, field: string) => within(modal).getByText(field, { exact: true }).closest('tr')!

describe('数据日志', () => {
  it('compares two versions of a record: columns by version, the changed field marked', async () => {
    renderSchema(dataLogList, SOURCE)
    await choose('1', '0')
    const modal = await dialog()
    await waitFor(() => expect(headers(modal)).toEqual(['字段名', '版本:1', '', '版本:0']))
    expect(within(fieldRow(modal, 'phone')).getByLabelText('已变更')).toBeInTheDocument()
    expect(within(fieldRow(modal, 'phone')).getByText('010-62880000')).toBeInTheDocument()
    expect(within(fieldRow(modal, 'customerName')).queryByLabelText('已变更')).toBeNull()
  })

  it('labels each column by the version its row carries, whatever order the server answers in', async () => {
    backend.server.use(
      http.get('*/jeecg-boot/sys/dataLog/queryCompareList', ({ request }) => {
        const url = new URL(request.url)
        const ids = [url.searchParams.get('dataId2'), url.searchParams.get('dataId1')]
        return HttpResponse.json(ok(ids.map((id) => backend.db.table('sys_data_log').get(String(id)))))
      }),
    )
    renderSchema(dataLogList, SOURCE)
    await choose('0', '1')
    const modal = await dialog()
    await waitFor(() => expect(headers(modal)).toEqual(['字段名', '版本:0', '', '版本:1']))
    const phone = fieldRow(modal, 'phone')
    expect(phone.querySelectorAll('td')[1].textContent).toBe('010-62880000')
  })

  it('asks for two versions of the same record', async () => {
    const other = backend.db.table('sys_data_log').list()[0]
    backend.db.table('sys_data_log').insert({ ...other, id: undefined, dataId: 'another', dataVersion: '7' })
    renderSchema(dataLogList, SOURCE)
    await choose('1')
    expect(await screen.findByText('请选择两条数据!')).toBeInTheDocument()
    await choose('7')
    expect(await screen.findByText('请选择相同的数据库表和数据ID进行比较!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
