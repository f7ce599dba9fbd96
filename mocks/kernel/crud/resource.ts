import type { Row } from '../db/table'
import type { RequestContext } from '../routes/route'
import type { ResultBody } from '../services/result'
import type { FieldRules } from './validate'

export type Endpoint = 'list' | 'add' | 'edit' | 'delete' | 'deleteBatch' | 'queryById' | 'exportXls' | 'importExcel'

export type WriteEndpoint = 'add' | 'edit' | 'delete' | 'deleteBatch' | 'importExcel' | 'exportXls'

/** A self-referencing table shown as a tree (departments, menus, categories). */
export interface TreeOptions {
  parentField: string
  /** What the parent field holds on a root row: null/empty (departments, menus) or "0" (categories). */
  rootValue: string | null
  /** `has_child` "1"/"0" kept up to date on the parent (categories). */
  hasChildField?: string
  /** `is_leaf` boolean kept up to date on the parent (menus). */
  leafField?: string
}

/**
 * One controller of the real backend served by the generic engine. Hooks cover what a controller
 * does beyond `JeecgController`: derived columns, secrets, link tables, cascades.
 */
export interface CrudResource {
  /** Mapping of the controller, e.g. `/sys/position`. */
  basePath: string
  /** `$id` of the entity schema; its `x-table` names the table. */
  entity: string
  endpoints: readonly Endpoint[]
  /** Path of the paged list below `basePath` (category: `rootList`). */
  listPath?: string
  /** `@RequiresPermissions` on writes: the button code a user must hold. */
  permissions?: Partial<Record<WriteEndpoint, string>>
  rules?: FieldRules
  /** Unique columns and the message a clash gives. */
  unique?: ReadonlyArray<{ field: string; message: string }>
  /** `@TableField(exist = false)` properties. */
  transient?: readonly string[]
  /** Ids typed in by the user (tenants) instead of generated. */
  manualId?: boolean
  /** Required properties the server fills in itself (a department's `orgCode`), so a body may omit them. */
  generated?: readonly string[]
  /** Order of the list when the request names no column (dictionary items: `sortOrder`). */
  defaultSort?: { column: string; order: 'asc' | 'desc' }
  /** `delete` also mapped to POST (tenants). */
  deleteByPost?: boolean
  /** The list answers code 0 (`new Result()` + `setResult`) rather than `Result.ok`'s 200 (dictionaries, logs). */
  listCodeZero?: boolean
  tree?: TreeOptions
  /** The table keeps a data log (数据日志): every edit writes the record as its next version. */
  dataLog?: boolean
  /** `ImportExcelUtil` (201 with an error file, "共N行数据全部导入成功！") or `JeecgController` batch save. */
  importStyle?: 'rows' | 'batch'
  /** Columns of the Excel file, in order; every non-audit property when absent. */
  excelFields?: readonly string[]
  /**
   * `@PermissionData(pageComponent)` on every method: the menu page whose data rules (数据规则) narrow the rows the user
   * lists, exports, reads, edits and deletes (see `row-access.ts`). Several pages when the controller serves several
   * (the first the user opens gives the rules); a function of the row when each row belongs to one page (a kind of
   * record per page). None: no rules.
   */
  dataRulePage?: string | readonly string[] | ((row: Row) => string | undefined)
  /** Rows reach users who open none of the data-rule pages, with no rule (the user list every user picker reads). */
  readableWithoutMenu?: boolean
  /** Rows the list never shows (a controller's own fixed condition). */
  listScope?(row: Row, context: RequestContext): boolean
  /** The JSON of a row (hide secrets, add derived fields). */
  toJson?(row: Row, context: RequestContext): Row
  /** Before a write: adjust the values to store, or refuse with a result. */
  prepare?(
    values: Record<string, unknown>,
    context: RequestContext,
    existing: Row | undefined,
  ): Record<string, unknown> | ResultBody<null>
  /**
   * After add or edit, with the whole request body (link tables such as a user's roles) and, on edit, the row as it
   * was (what changed: a state reached that tells someone).
   */
  afterSave?(row: Row, body: Record<string, unknown>, context: RequestContext, previous?: Row): void
  /** Before rows are deleted: refuse with a result, or clean up what depends on them. */
  beforeDelete?(ids: string[], context: RequestContext): ResultBody<null> | void
  /** Answers of the writes, and `notFound` for an edit or query of an id that is not stored. */
  messages?: Partial<Record<'add' | 'edit' | 'delete' | 'deleteBatch' | 'notFound', string>>
}
