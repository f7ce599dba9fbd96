import type { MessageInstance } from 'antd/es/message/interface'
import type { ComponentType, Key, ReactNode } from 'react'
import type { Result } from '../generated/entities'
import type { Action, Call, Form, ListPageSchema, NestedList } from '../generated/schema-language'
import type { FormRequest } from '../form/FormContainer'
import type { FormHandler } from '../providers/form-handlers'
import type { Row } from '../core/rows-of'
import type { LoadNamedList } from './named-pages'

/** The endpoints of a list page, keyed by role (`list`, `delete`, `deleteBatch`, `exportXls` …). */
export type PageApi = NonNullable<ListPageSchema['api']>

/** The requests an action sends, handed in by the list that runs it. */
export interface ActionRequests {
  get: <T>(url: string, params?: object) => Promise<Result<T>>
  post: (url: string, body?: unknown) => Promise<Result<unknown>>
  put: (url: string, body?: unknown) => Promise<Result<unknown>>
  /** DELETE with its arguments in the query string, as the backend reads them. */
  delete: (url: string, params?: object) => Promise<Result<unknown>>
  /** GET with a file answer (an export). */
  download: (url: string, params?: object) => Promise<Blob>
  /** Sends a schema's `call` with its `{{ }}` resolved in `scope`; `values` (a form's) go into the body. */
  call: (call: Call, scope: object, values?: Row) => Promise<Result<unknown>>
}

/** What an overlay opened by an action is drawn with, each time the list renders. */
export interface OverlayHost {
  close: () => void
  /** Reloads the rows of the list under the overlay (something changed on the server). */
  reload: () => void
  /** A list drawn inside the overlay (written in place or named), its query and actions seeing `scope` as their parent row. */
  NestedList: ComponentType<{ page: NestedList; scope: object }>
}

export type OverlayRender = (host: OverlayHost) => ReactNode

/**
 * What an action reads and does of the list it runs in: the list's controller (list/use-list-controller.ts) is one.
 * Actions know no more of the list, so they stand below the list that runs them.
 */
export interface ActionList {
  rowKey: string
  selectedRowKeys: Key[]
  selectedRows: Row[]
  /** The query the list endpoint receives now (search terms, filters, sort, page). */
  params: () => Record<string, unknown>
  reload: () => void
  clearSelection: () => void
  /** After `count` rows went away: reload, moving back to the last page that still has records. */
  removed: (count: number) => void
}

/** What a kind's `run` gets: the action, where it was clicked, and what it may do to the list. */
export interface ActionContext {
  action: Action
  /** The button text of the action (its own, else its kind's). */
  title: string
  /** The row of a row action; undefined for a toolbar action. */
  record?: Row
  /** What the action's `{{ }}` see: the parent row's scope, `record`, `selectedRowKeys`, `selectedIds`, `selectedRows`. */
  scope: Row
  /** The scope of the row a nested list belongs to ({record, parent}); empty for a top-level list. */
  parentScope: object
  page: ListPageSchema
  api: PageApi
  list: ActionList
  requests: ActionRequests
  message: MessageInstance
  /** Ends the signed-in session here (the server already ended it). */
  signOut: () => void
  /** Asks 确定/取消; true when the user confirmed. */
  confirm: (title: string, content: string) => Promise<boolean>
  /** Shows the server's answer: its message (or 操作成功) then `after` on success, a warning otherwise. */
  report: (answer: Result<unknown>, after: () => void) => void
  /** Opens the Formily form of a request in its modal or drawer; a save closes it and reloads the list. */
  openForm: (request: FormRequest) => void
  /** Draws `render` over the list until the host's close is called. */
  open: (render: OverlayRender) => void
  /** Another list page by its component path, checked; undefined where no page host hands it down. */
  loadList?: LoadNamedList
  /** The form handlers the app registered, by name (a `form` action's `handler`). */
  formHandlers?: Record<string, FormHandler>
}

type Path = (string | number)[]

/** The schema checks a kind adds to those of its `api` role, with paths relative to the action. */
export interface ActionChecker {
  page: ListPageSchema
  /** The action sits in the toolbar (else in rowActions). */
  inToolbar: boolean
  problem: (at: Path, message: string) => void
  /** Checks a list the action carries: written in place, or the name of a page that must exist. */
  list: (page: NestedList, at: Path) => void
  /** Checks a form schema the action carries. */
  form: (form: Form, at: Path) => void
  /** Names of the dialogs the app registered for overlay actions. */
  overlays: ReadonlySet<string>
  /** Names of the form handlers the app registered for form actions; none when left out. */
  formHandlers?: ReadonlySet<string>
}

/** Everything about one action kind: its button, what it needs, how the schema is checked and how it runs. */
export interface ActionKind {
  /** The button text when the action gives none. */
  title: string
  /** The icon of its toolbar button. */
  icon?: ReactNode
  /** The toolbar's main button. */
  primary?: boolean
  /** From the toolbar it works on the selected rows: with none selected it warns 请选择一条记录！ and does not run. */
  needsSelection?: boolean
  /** It works on one row: without a row it does not run. */
  needsRecord?: boolean
  /** The page endpoint it sends to; a page without it gets 请设置 url.<role> 属性! */
  api?: keyof PageApi
  /** Button names under the page's permissionPrefix that withhold it when the user lacks them. */
  withheldBy?: string[]
  check?: (action: Action, checker: ActionChecker) => void
  /** Whether it applies to this record of the page at all (变更: an approved one); where it does not, nothing is drawn. */
  appliesTo?: (record: Row, page: ListPageSchema) => boolean
  /** Why it cannot run on this record now (删除 of one approval keeps): drawn disabled, the reason as its tooltip. */
  disabledFor?: (record: Row, page: ListPageSchema) => string | undefined
  /** Why a toolbar action cannot run on the rows selected now (批量删除 of one approval keeps): drawn disabled, saying why. */
  disabledForSelection?: (rows: Row[], page: ListPageSchema) => string | undefined
  /** A row action's cell when it is not a button running the action (a router link); undefined hides it. */
  cell?: (action: Action, scope: object, title: string) => ReactNode
  run: (context: ActionContext) => void | Promise<void>
}
