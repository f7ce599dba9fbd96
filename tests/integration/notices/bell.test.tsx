import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SysAnnouncement } from '@/generated/entities'
import { NoticeBell } from '@/notices/NoticeBell'
import { resetNotices } from '@/notices/notice-store'
import { currentLocation, renderWithShell } from './render-notices'
import { serveInTests } from '../../support/msw'

const notice = (id: string, extra: Partial<SysAnnouncement> = {}): SysAnnouncement => ({
  id,
  titile: `公告${id}`,
  msgContent: `<p>正文${id}</p>`,
  sender: 'admin',
  sendTime: '2026-11-20 10:00:00',
  priority: 'L',
  msgCategory: '1',
  ...extra,
})

let unread: SysAnnouncement[] = []
const marked: unknown[] = []
const server = setupServer(
  http.get('*/jeecg-boot/sys/annountCement/listByUser', () => {
    const annt = unread.filter((item) => item.msgCategory === '1')
    const sys = unread.filter((item) => item.msgCategory === '2')
    return HttpResponse.json({
      success: true,
      message: '',
      code: 0,
      result: {
        anntMsgList: annt.slice(0, 5),
        anntMsgTotal: annt.length,
        sysMsgList: sys.slice(0, 5),
        sysMsgTotal: sys.length,
      },
      timestamp: Date.now(),
    })
  }),
  http.put('*/jeecg-boot/sys/sysAnnouncementSend/editByAnntIdAndUserId', async ({ request }) => {
    const body = (await request.json()) as { anntId: string }
    marked.push(body)
    unread = unread.filter((item) => item.id !== body.anntId)
    return HttpResponse.json({ success: true, message: '', code: 200, result: null, timestamp: Date.now() })
  }),
)

serveInTests(server)
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
beforeEach(() => {
  resetNotices()
  marked.length = 0
  unread = [
    notice('1', { priority: 'H' }),
    notice('2', { priority: 'M' }),
    notice('3'),
    notice('4', { msgCategory: '2', titile: '系统升级' }),
    notice('5', { openType: 'component', openPage: 'biz/ContractList', busId: 'c-9', titile: '合同待审' }),
    notice('6', { openType: 'url', openPage: '/biz/contract?from=notice', titile: '去看合同' }),
  ]
})

const bell = () => screen.getByRole('button', { name: '消息通知' })
const badge = () => bell().querySelector('.ant-badge-count')?.getAttribute('title')
const popover = () => document.querySelector('.ant-popover:not(.ant-popover-hidden)') as HTMLElement

async function openBell(user: ReturnType<typeof userEvent.setup>) {
  await user.click(bell())
  await waitFor(() => expect(popover()).toBeTruthy())
  // The lists load with the first opening; until then the pop-over says it is loading.
  await within(popover()).findByRole('button', { name: '查看更多' })
  return within(popover())
}

describe('notice bell', () => {
  it('shows the unread total and both tabs with their counts', async () => {
    const user = userEvent.setup()
    renderWithShell(<NoticeBell />)
    await waitFor(() => expect(badge()).toBe('6'))
    const pop = await openBell(user)
    expect(pop.getByRole('tab', { name: '通知(5)' })).toBeInTheDocument()
    expect(pop.getByRole('tab', { name: '系统消息(1)' })).toBeInTheDocument()
    expect(pop.getByText('公告1')).toBeInTheDocument()
    expect(pop.getByText('紧急')).toBeInTheDocument()
    expect(pop.getByText('重要')).toBeInTheDocument()
    expect(pop.getAllByText('一般').length).toBeGreaterThan(0)
    expect(pop.getByText('紧急')).toHaveClass('ant-tag-red')
    await user.click(pop.getByRole('tab', { name: '系统消息(1)' }))
    await waitFor(() => expect(pop.getByRole('tab', { name: '系统消息(1)' })).toHaveAttribute('aria-selected', 'true'))
    expect(await pop.findByText('系统升级')).toBeInTheDocument()
    expect(document.querySelector('.ant-popover')).toHaveStyle({ width: '300px' })
  })

  it('opens a notice in the modal, marks it read and updates the counts', async () => {
    const user = userEvent.setup()
    renderWithShell(<NoticeBell />)
    const pop = await openBell(user)
    await user.click(await pop.findByText('公告1'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('公告1')).toBeInTheDocument()
    expect(within(dialog).getByText('发布人：admin')).toBeInTheDocument()
    expect(within(dialog).getByText('发布时间：2026-11-20 10:00:00')).toBeInTheDocument()
    expect(within(dialog).getByTestId('notice-content').innerHTML).toBe('<p>正文1</p>')
    expect(within(dialog).queryByRole('button', { name: '去处理' })).toBeNull()
    await waitFor(() => expect(marked).toEqual([{ anntId: '1' }]))
    await waitFor(() => expect(badge()).toBe('5'))
    await user.click(within(dialog).getByRole('button', { name: /关\s*闭/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('sizes the modal at 60% of the width with a body of 80% of the window height', async () => {
    const user = userEvent.setup()
    renderWithShell(<NoticeBell />)
    await user.click(await (await openBell(user)).findByText('公告2'))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '60%' })
    expect(dialog.querySelector('.ant-modal-body')).toHaveStyle({ height: '80vh' })
  })

  it('offers 去处理 for a url notice and goes to its page', async () => {
    const user = userEvent.setup()
    renderWithShell(<NoticeBell />)
    await user.click(await (await openBell(user)).findByText('去看合同'))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: '去处理' }))
    expect(currentLocation()).toBe('/biz/contract?from=notice')
  })

  it('opens the page of a component notice with its business id', async () => {
    const user = userEvent.setup()
    renderWithShell(<NoticeBell />)
    await user.click(await (await openBell(user)).findByText('合同待审'))
    await waitFor(() => expect(currentLocation()).toBe('/biz/contract?id=c-9'))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(marked).toEqual([{ anntId: '5' }]))
  })

  it('leads to every message of the user through 查看更多', async () => {
    const user = userEvent.setup()
    renderWithShell(<NoticeBell />)
    await user.click((await openBell(user)).getByRole('button', { name: '查看更多' }))
    expect(currentLocation()).toBe('/isps/userAnnouncement')
  })

  it('shows empty tabs and no badge when nothing is unread', async () => {
    unread = []
    const user = userEvent.setup()
    renderWithShell(<NoticeBell />)
    const pop = await openBell(user)
    expect(pop.getByRole('tab', { name: '通知(0)' })).toBeInTheDocument()
    expect(pop.getAllByText('暂无消息').length).toBeGreaterThan(0)
    expect(badge()).toBeUndefined()
  })
})
