import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { registerEntity } from '@renderers/core/entities'
import contractEntity from './example/contract.json'
import { exampleScreen } from './example/example-screen'
import { backend, ok, recordRequests, serveSignedInBackend } from './support'

serveSignedInBackend()

const CONTRACTS = [
  {
    id: 'c1',
    contractNo: 'HT2024001',
    contractName: '商标代理服务合同',
    customerName: '北京星河科技有限公司',
    amount: 12000,
    signDate: '2024-03-01',
    status: '3',
  },
  {
    id: 'c2',
    contractNo: 'HT2024002',
    contractName: '专利年费代缴协议',
    customerName: '上海云帆生物医药股份有限公司',
    amount: 3600.5,
    signDate: '2024-05-20',
    status: '2',
  },
]

describe('adding a screen (README worked example)', () => {
  it('renders a new entity + page schema + menu row with no code', async () => {
    backend.server.use(
      mswHttp.get('*/jeecg-boot/biz/contract/list', () => HttpResponse.json(ok({ records: CONTRACTS, total: 2 }))),
    )
    const requests = recordRequests()
    exampleScreen({ keepAlive: true })()
    const table = await screen.findByRole('table')
    await waitFor(() => expect(within(table).getByText('商标代理服务合同')).toBeInTheDocument())
    expect(within(table).getByText('已完成')).toBeInTheDocument()
    expect(within(table).getByText('处理中')).toBeInTheDocument()
    expect(screen.getByText('1-2 共 2 条')).toBeInTheDocument()
    expect(Object.fromEntries(requests.last('/biz/contract/list'))).toMatchObject({ pageNo: '1', pageSize: '10' })

    await userEvent.click(screen.getByRole('button', { name: /新增合同/ }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(dialog).findByText('请输入合同编号')).toBeInTheDocument()
  })

  it('refuses an invalid entity with the pointer of the problem', () => {
    expect(() => registerEntity({ ...contractEntity, title: 'not a type name' })).toThrow('/title 格式不符合')
  })
})
