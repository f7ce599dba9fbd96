import { cleanup, screen, waitFor } from '@testing-library/react'
import { http as mswHttp, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import userList from '@schemas/pages/system/UserList.json'
import { openingPage, preloadPage } from '@renderers'
import { arrivedEarlyList } from '@renderers/list/early-list'
import { firstListOf } from '@renderers/list/opened-list'
import { completedPageNow } from '@renderers/schema/validate-page'
import type { ListPageSchema } from '@renderers/generated/schema-language'
import { appDataProvider } from '@/engine/data-provider'
import { sessionProvider } from '@/engine/session-provider'
import { session } from '@/session/session-store'
import { registerPage } from '@renderers/schema/page-sources'
import ComponentPage from '@renderers/schema/ComponentPage'
import { earlyListStart } from '@/engine/early-list-start'
import { backend, renderInApp, serveSignedInBackend, signInAs } from './support'

// A file of its own module graph (vitest.config.ts): its last test reads the HTTP error catalogue's toast, which antd's
// static notification draws through one holder per module graph, into a corner container it keeps in the body for good
// (in jsdom its leaving motion never ends). In a worker shared with earlier files, that container was removed when the
// page was emptied for this file, and the toast drew outside the page (it failed so in a full run, never alone).
serveSignedInBackend()

const PATH = '/isystem/user'
const ROWS = '*/jeecg-boot/sys/user/list'

/** The users list under two scope tabs: every user, and the frozen ones (status 2: 王五 among them in the seed). */
const usersByTab = {
  ...userList,
  tabs: [
    { key: 'all', title: '全部' },
    { key: 'frozen', title: '冻结', fixedParams: { status: '2' } },
  ],
}

/**
 * The row requests as the server receives them (their query), each held until `release` is called, so a test can
 * tell what was asked before the page was drawn and that the list waited for that very answer.
 */
function holdRowRequests(answer?: () => Response) {
  const asked: URLSearchParams[] = []
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  backend.server.use(
    mswHttp.get(ROWS, async ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      await held
      // Nothing returned: the built-in backend answers.
      return answer?.()
    }),
  )
  return { asked, release }
}

/** A page preloaded as the shell does when the menu comes (each test its own component: a page preloads once). */
function preload(component: string, schema: unknown, search = '') {
  registerPage(component, schema)
  preloadPage(component, () => earlyListStart(search))
}

/** The page drawn as the shell draws it at `address`. */
function drawPage(component: string, address = PATH) {
  renderInApp(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={PATH} element={<ComponentPage component={component} />} />
      </Routes>
    </MemoryRouter>,
  )
}

const tableBody = async () => {
  await screen.findByRole('table')
  return document.querySelector<HTMLElement>('.ant-table-tbody')!
}

/** The frozen users' rows, 王五 among them, and no other. */
const expectOnlyFrozen = (rows: Element[]) => {
  expect(rows.map((row) => row.textContent)).toContainEqual(expect.stringContaining('王五'))
  for (const row of rows) expect(row).toHaveTextContent('冻结')
}

/** The rows shown, once there are some. */
const shownRows = async () => {
  const body = await tableBody()
  return waitFor(() => {
    const rows = body.querySelectorAll('tr[data-row-key]')
    expect(rows.length).toBeGreaterThan(0)
    return [...rows]
  })
}

describe('a list page preloaded with its schema', () => {
  it('shows the rows of the request its preload sent before the list was drawn, and sends no other', async () => {
    const rows = holdRowRequests()
    preload('test/EarlyUsers', userList)
    // The rows are asked for while nothing of the page has been drawn.
    await waitFor(() => expect(rows.asked).toHaveLength(1))
    expect(Object.fromEntries(rows.asked[0])).toMatchObject({ column: 'createTime', order: 'desc', pageNo: '1' })

    drawPage('test/EarlyUsers')
    await tableBody()
    rows.release()
    expect(await shownRows()).toHaveLength(10)
    expect(rows.asked).toHaveLength(1)
  })

  it('asks for the dictionary of its table column with the rows, once, before it is drawn', async () => {
    const departments: string[] = []
    backend.server.events.on('request:start', ({ request }) => {
      if (decodeURIComponent(request.url).includes('getDictItems/sys_depart,depart_name,id'))
        departments.push(request.url)
    })
    const rows = holdRowRequests()
    rows.release()
    preload('test/UsersWithDepartments', userList)
    await waitFor(() => expect(departments).toHaveLength(1))

    drawPage('test/UsersWithDepartments')
    expect(await shownRows()).toHaveLength(10)
    expect(departments).toHaveLength(1)
  })

  it('asks its rows again when the page opens a second time, rather than taking an earlier answer', async () => {
    const rows = holdRowRequests()
    rows.release()
    preload('test/ReopenedUsers', userList)
    await waitFor(() => expect(rows.asked).toHaveLength(1))
    drawPage('test/ReopenedUsers')
    expect(await shownRows()).toHaveLength(10)
    cleanup()

    // As the shell does when the page mounts again (PageHost).
    preloadPage('test/ReopenedUsers', () => earlyListStart(''))
    drawPage('test/ReopenedUsers')
    expect(await shownRows()).toHaveLength(10)
    await waitFor(() => expect(rows.asked).toHaveLength(2))
  })

  it('takes the early rows of the scope tab its address names', async () => {
    const rows = holdRowRequests()
    preload('test/EarlyFrozenUsers', usersByTab, '?scope=frozen')
    await waitFor(() => expect(rows.asked).toHaveLength(1))
    expect(rows.asked[0].get('status')).toBe('2')

    drawPage('test/EarlyFrozenUsers', `${PATH}?scope=frozen`)
    await tableBody()
    rows.release()
    expectOnlyFrozen(await shownRows())
    expect(rows.asked).toHaveLength(1)
  })

  it('asks its own rows when its first request is not the early one (another tab), and shows them', async () => {
    const rows = holdRowRequests()
    preload('test/OtherTabUsers', usersByTab)
    await waitFor(() => expect(rows.asked).toHaveLength(1))
    expect(rows.asked[0].get('status')).toBeNull()

    drawPage('test/OtherTabUsers', `${PATH}?scope=frozen`)
    await waitFor(() => expect(rows.asked).toHaveLength(2))
    expect(rows.asked[1].get('status')).toBe('2')
    rows.release()
    expectOnlyFrozen(await shownRows())
  })

  it('asks its own rows when another session opens the page than the one its preload asked for', async () => {
    const rows = holdRowRequests()
    preload('test/OtherSessionUsers', userList)
    await waitFor(() => expect(rows.asked).toHaveLength(1))

    await signInAs('chenxiaodong')
    drawPage('test/OtherSessionUsers')
    await waitFor(() => expect(rows.asked).toHaveLength(2))
    rows.release()
    expect((await shownRows()).length).toBeGreaterThan(0)
    expect(rows.asked).toHaveLength(2)
  })

  it('says once that the rows failed when the early request failed and the list’s own request fails too', async () => {
    const failure = '用户列表查询失败：数据库连接中断'
    const rows = holdRowRequests(() =>
      HttpResponse.json({ success: false, message: failure, code: 500, result: null, timestamp: 0 }, { status: 500 }),
    )
    rows.release()
    preload('test/FailingUsers', userList)
    await waitFor(() => expect(rows.asked).toHaveLength(1))

    drawPage('test/FailingUsers')
    // The early failure said nothing; the list asked again, and that failure is said.
    await waitFor(() => expect(rows.asked).toHaveLength(2))
    expect(await screen.findByText(failure)).toBeInTheDocument()
    await screen.findByRole('table')
    expect(screen.getAllByText(failure)).toHaveLength(1)
  })
})

/**
 * Whether the page's table was ever drawn without rows (loading, or empty) before it showed them: a MutationObserver
 * looks at each change of the page from now on.
 */
function watchForRowlessTable() {
  let rowless = false
  const observer = new MutationObserver(() => {
    const table = document.querySelector('.ant-table')
    if (table && !table.querySelector('tr[data-row-key]')) rowless = true
  })
  observer.observe(document.body, { childList: true, subtree: true, attributes: true })
  return {
    get rowless() {
      observer.disconnect()
      return rowless
    },
  }
}

/** A list page opened and left, as before it is chosen again: its rows' requests, answered as they come. */
async function openedOnce(component: string) {
  const rows = holdRowRequests()
  rows.release()
  preload(component, userList)
  drawPage(component)
  expect(await shownRows()).toHaveLength(10)
  cleanup()
  return rows
}

describe('a list page opened again (openingPage, as the menu or a tab chooses it)', () => {
  it('asks for its rows at once, before anything of the page is drawn again', async () => {
    const rows = await openedOnce('test/ChosenAgainUsers')

    const list = vi.spyOn(appDataProvider, 'list')
    openingPage('test/ChosenAgainUsers', () => earlyListStart(''))
    // Asked in the call itself: nothing waits for the navigation's render.
    expect(list).toHaveBeenCalledTimes(1)
    expect(list.mock.calls[0][0]).toMatchObject({ url: '/sys/user/list', params: { pageNo: 1, column: 'createTime' } })
    list.mockRestore()
    drawPage('test/ChosenAgainUsers')
    expect(await shownRows()).toHaveLength(10)
    expect(rows.asked).toHaveLength(2)
  })

  it('draws the rows of an answer that came before the list in the render that mounts it, and asks no more', async () => {
    const rows = await openedOnce('test/AnsweredUsers')

    openingPage('test/AnsweredUsers', () => earlyListStart(''))
    // The request the list's first render computes, as sendFirstListRequest computed it.
    const asker = sessionProvider(session)
    const page = completedPageNow(userList) as ListPageSchema
    const { request } = firstListOf(page, asker.user, new URLSearchParams())
    await waitFor(() => expect(arrivedEarlyList(request!, asker)).toBeDefined())
    const watch = watchForRowlessTable()
    drawPage('test/AnsweredUsers')
    expect(await shownRows()).toHaveLength(10)
    // No loading frame and no empty table before the rows: they were there when the table first drew.
    expect(watch.rowless).toBe(false)
    expect(rows.asked).toHaveLength(2)
  })

  it('waits for an answer still on its way as a list asking for itself does', async () => {
    await openedOnce('test/SlowAnswerUsers')

    const slow = holdRowRequests()
    openingPage('test/SlowAnswerUsers', () => earlyListStart(''))
    await waitFor(() => expect(slow.asked).toHaveLength(1))
    drawPage('test/SlowAnswerUsers')
    await tableBody()
    expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).not.toBeNull()
    slow.release()
    expect(await shownRows()).toHaveLength(10)
    expect(slow.asked).toHaveLength(1)
  })
})
