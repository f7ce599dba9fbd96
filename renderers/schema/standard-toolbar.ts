type Obj = Record<string, unknown>

/**
 * The buttons of JeecgBoot's generated list page (`{entity}List.vue`: 新增, 导出, 导入, then 批量操作 › 删除), each
 * sending to the endpoint of its own name.
 */
const STANDARD_KINDS = ['add', 'exportXls', 'importExcel', 'deleteBatch'] as const

/**
 * The toolbar of a list page that writes none: the standard buttons whose endpoints the page has (its own `api` or its
 * entity's controller), so a controller without `importExcel` gets no 导入, and 新增 only on a page with a form to
 * open. A page with other buttons, or none (`"toolbar": []`), writes them; a page with none of these has no toolbar.
 */
export function standardToolbar(api: unknown, hasForm: boolean): Obj[] | undefined {
  if (!api || typeof api !== 'object' || Array.isArray(api)) return undefined
  const kinds = STANDARD_KINDS.filter((kind) => typeof (api as Obj)[kind] === 'string' && (kind !== 'add' || hasForm))
  return kinds.length ? kinds.map((kind) => ({ kind })) : undefined
}
