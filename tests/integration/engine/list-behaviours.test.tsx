import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { staticDomainUrl } from '@/config/env'
import { session } from '@/session/session-store'
import { backend, ok, recordRequests, renderSchema, serveSignedInBackend } from './support'

serveSignedInBackend()

const LONG = '北京知识产权服务有限公司专利代理部第一分部'
const records = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `r${index}`,
    name: `记录${index}`,
    note: LONG,
    secret: 'x',
    createTime: '2024-01-02 03:04:05',
  }))

function serve(count: number) {
  backend.server.use(
    mswHttp.get('*/jeecg-boot/demo/list', ({ request }) => {
      const size = Number(new URL(request.url).searchParams.get('pageSize'))
      return HttpResponse.json(ok({ records: records(count).slice(0, size), total: count }))
    }),
  )
}

const page = (extra: object = {}) => ({
  kind: 'list',
  title: '演示',
  api: { list: '/demo/list', add: '/demo/add', deleteBatch: '/demo/deleteBatch' },
  columns: [
    { field: 'name', title: '名称', width: 120 },
    { field: 'note', title: '备注', width: 200, ellipsis: true },
    { field: 'secret', title: '机密', width: 100, permission: 'demo:secret' },
    { field: 'createTime', title: '创建时间', width: 180, render: 'datetime' },
  ],
  toolbar: [{ kind: 'add' }, { kind: 'deleteBatch' }],
  form: {
    schema: {
      type: 'object',
      properties: { name: { type: 'string', title: '名称', 'x-decorator': 'FormItem', 'x-component': 'text' } },
    },
  },
  ...extra,
})

describe('list behaviours', () => {
  it('cuts long text at 25 (a Chinese character counting 2) with the full text in a tooltip', async () => {
    serve(3)
    renderSchema(page())
    const cut = `${LONG.slice(0, 12)}...`
    const cells = await screen.findAllByText(cut)
    await userEvent.hover(cells[0])
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG)
  })

  it('shows its spinner alone while the first answer is on its way, and 暂无数据 once it says there are no rows', async () => {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    backend.server.use(
      mswHttp.get('*/jeecg-boot/demo/list', async () => {
        await answered
        return HttpResponse.json(ok({ records: [], total: 0 }))
      }),
    )
    const { container } = renderSchema(page())
    await waitFor(() => expect(container.querySelector('.ant-table-wrapper .ant-spin-spinning')).not.toBeNull())
    expect(screen.queryAllByText('暂无数据')).toHaveLength(0)
    answer()
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeVisible()
    expect(container.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeNull()
  })

  it('hides columns the user lacks the permission for, and buttons the prefix withholds', async () => {
    serve(3)
    session.allAuth = [...session.allAuth, { action: 'demo:add', type: '1', status: '1', describe: '添加' }]
    renderSchema(page({ permissionPrefix: 'demo:' }))
    await screen.findAllByText('记录0')
    expect(screen.queryByText('机密')).toBeNull()
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull()
    expect(screen.getByRole('button', { name: /批量删除/ })).toBeInTheDocument()
    expect(screen.getAllByText('2024-01-02 03:04:05').length).toBe(3)
  })

  it('renders large pages in a virtual table body', async () => {
    serve(500)
    const requests = recordRequests()
    renderSchema(page({ pagination: { pageSize: 200, pageSizeOptions: [10, 200] } }))
    await waitFor(() => expect(requests.last('/demo/list').get('pageSize')).toBe('200'))
    await waitFor(() => expect(document.querySelector('.ant-table-tbody-virtual')).not.toBeNull())
    expect(
      within(document.querySelector<HTMLElement>('.ant-pagination')!).getByText('1-200 共 500 条'),
    ).toBeInTheDocument()
  })

  it('shows an image column as thumbnails that open the viewer from the keyboard and close with Escape', async () => {
    backend.server.use(
      mswHttp.get('*/jeecg-boot/demo/list', () =>
        HttpResponse.json(
          ok({ records: [{ id: 'r0', name: '记录0', scan: 'temp/scan_1.png,temp/scan_2.png' }], total: 1 }),
        ),
      ),
    )
    renderSchema(
      page({
        columns: [
          { field: 'name', title: '名称' },
          { field: 'scan', title: '扫描件', render: 'image' },
        ],
      }),
    )
    const thumbnail = await screen.findByRole('button', { name: '预览 scan_1.png' })
    expect(within(thumbnail).getByRole('img')).toHaveAttribute('src', `${staticDomainUrl}/temp/scan_1.png`)
    expect(document.querySelector('.ant-image-preview')).toBeNull()
    thumbnail.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(document.querySelector('.ant-image-preview-img')).toHaveAttribute(
        'src',
        `${staticDomainUrl}/temp/scan_1.png`,
      ),
    )
    // As a browser sends it: the viewer reads keyCode, which user-event leaves out.
    fireEvent.keyDown(thumbnail, { key: 'Escape', keyCode: 27 })
    await waitFor(() => expect(document.querySelector('.ant-image-preview-img')).toBeNull())
  })
})
