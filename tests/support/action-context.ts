import type { MessageInstance } from 'antd/es/message/interface'
import { vi } from 'vitest'
import type { Result } from '@renderers/generated/entities'
import type { Action, ListPageSchema } from '@renderers/generated/schema-language'
import type { ActionContext, ActionRequests, OverlayRender } from '@renderers/actions/action-kind'
import type { ListController, Row } from '@renderers/list/use-list-controller'

/** An action of a kind named as the schema language names it (the generated type may still list older names). */
export const actionOf = (kind: string, rest: Partial<Omit<Action, 'kind'>> = {}): Action => ({ kind, ...rest })

const ok = (message = ''): Result<unknown> => ({ success: true, message, code: 200, result: null, timestamp: 0 })

interface Setup {
  action: Action
  page?: Partial<ListPageSchema>
  record?: Row
  selected?: Row[]
  parentScope?: object
  /** The user's answer to every confirmation. */
  confirms?: boolean
}

/**
 * An action context as a list hands it to a kind, with every effect recorded: requests answer success, `report`
 * runs its follow-up on success, and what the kind opens is kept in `opened`.
 */
export function actionContext({ action, page = {}, record, selected = [], parentScope = {}, confirms = true }: Setup) {
  const selectedRowKeys = selected.map((row) => row.id as string)
  const list = {
    rowKey: 'id',
    selectedRowKeys,
    selectedRows: selected,
    params: vi.fn(() => ({ pageNo: 1, pageSize: 10 })),
    reload: vi.fn(),
    removed: vi.fn(),
    clearSelection: vi.fn(),
  }
  const requests = {
    get: vi.fn(() => Promise.resolve(ok())),
    post: vi.fn(() => Promise.resolve(ok())),
    put: vi.fn(() => Promise.resolve(ok())),
    delete: vi.fn(() => Promise.resolve(ok())),
    download: vi.fn(() => Promise.resolve(new Blob(['xls']))),
    call: vi.fn(() => Promise.resolve(ok())),
  }
  const opened: OverlayRender[] = []
  const fullPage = { kind: 'list', title: '测试列表', columns: [], ...page } as ListPageSchema
  const context = {
    action,
    title: action.title ?? action.kind,
    record,
    scope: {
      ...parentScope,
      record: record ?? {},
      selectedRowKeys,
      selectedIds: selectedRowKeys.join(','),
      selectedRows: selected,
      session: { token: 'my-token' },
    },
    parentScope,
    page: fullPage,
    api: fullPage.api ?? {},
    list: list as unknown as ListController,
    requests: requests as unknown as ActionRequests,
    message: { success: vi.fn(), warning: vi.fn() } as unknown as MessageInstance,
    signOut: vi.fn(),
    confirm: vi.fn(() => Promise.resolve(confirms)),
    report: vi.fn((answer: { success: boolean }, after: () => void) => {
      if (answer.success) after()
    }),
    openForm: vi.fn(),
    open: vi.fn((render: OverlayRender) => void opened.push(render)),
  } satisfies ActionContext
  return { context, list, requests, opened }
}
