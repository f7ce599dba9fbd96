import { formatDateTime } from '../../db/time'
import type { RequestContext } from '../../routes/route'
import { saveFile } from '../../services/files'
import { failure, okMessage, result, type ResultBody } from '../../services/result'
import { logOperation, OPERATE_TYPE } from '../audit'
import { controllerOf, insertRecord, labelOf, schemaOf, uniqueClash } from '../engine'
import type { CrudResource } from '../resource'
import { validateBody } from '../validate'
import { excelFields } from './export'
import { importedValue, type ImportedValue } from './field-values'
import { titledRows, uploadedSheet } from './uploaded-sheet'

/** Data rows as objects keyed by property (matched through the header's titles) holding the values to store. */
function rowsOf(
  resource: CrudResource,
  context: RequestContext,
  sheet: string[][],
): Array<Record<string, ImportedValue | null>> {
  const schema = schemaOf(resource)
  const byTitle = new Map(excelFields(resource).map((name) => [schema.properties[name]?.title ?? name, name]))
  return titledRows(sheet, byTitle).map((texts) => {
    const values: Record<string, ImportedValue | null> = {}
    for (const [name, text] of texts)
      values[name] = text === '' ? null : importedValue(context.db, schema.properties[name], text)
    return values
  })
}

/** `ImportExcelUtil.imporReturnRes`: 201 with the error lines saved as a text file under logs/. */
function rowErrors(
  context: RequestContext,
  resource: CrudResource,
  total: number,
  messages: string[],
): ResultBody<unknown> {
  const stamp = formatDateTime(context.db.now()).replace(/\D/g, '')
  const fileName = `${schemaOf(resource).$id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}ImportExcelErrorLog${stamp}.txt`
  const path = saveFile(context.backend, {
    biz: 'logs',
    name: fileName,
    contentType: 'text/plain;charset=UTF-8',
    bytes: new TextEncoder().encode(messages.join('\r\n')),
    path: `logs/${stamp.slice(0, 8)}/${fileName}`,
  })
  const errorCount = messages.length
  const successCount = total - errorCount
  return result({
    code: 201,
    message: '文件导入成功，但有错误。',
    result: {
      totalCount: total,
      errorCount,
      successCount,
      msg: `总上传行数：${total}，已导入行数：${successCount}，错误行数：${errorCount}`,
      fileUrl: `/sys/common/static/${path}`,
      fileName,
    },
  })
}

/**
 * `importExcel`: each data row goes through the same validation as `add`. Row-by-row resources
 * (`ImportExcelUtil`) keep the good rows and report the rest in an error file; batch resources
 * (`JeecgController`) save all or nothing and answer "有重复数据" on a unique clash.
 */
export async function importWorkbook(resource: CrudResource, context: RequestContext): Promise<ResultBody<unknown>> {
  const uploaded = await uploadedSheet(context.request)
  if ('refused' in uploaded) return uploaded.refused
  const rows = rowsOf(resource, context, uploaded.sheet)
  const rowStyle = resource.importStyle === 'rows'
  if (!rowStyle) {
    // All or nothing: every row is checked before the first insert, as the transaction would roll back.
    const seen = new Map<string, Set<string>>()
    for (const values of rows) {
      for (const { field } of resource.unique ?? []) {
        const key = String(values[field] ?? '').toLowerCase()
        if (key === '') continue
        const taken = seen.get(field) ?? new Set<string>()
        if (taken.has(key) || uniqueClash(resource, context, { [field]: values[field] }))
          return failure('文件导入失败:有重复数据！')
        taken.add(key)
        seen.set(field, taken)
      }
    }
    const invalid = rows
      .map(
        (values) =>
          validateBody(schemaOf(resource), values, { rules: resource.rules, generated: resource.generated }).error,
      )
      .find(Boolean)
    if (invalid) return failure(`文件导入失败:${invalid}`)
  }
  const errors: string[] = []
  rows.forEach((values, index) => {
    const written = insertRecord(resource, context, values)
    if ('error' in written) errors.push(`第 ${index + 1} 行：${written.error.message}，忽略导入。`)
  })
  logOperation(context, {
    content: `${labelOf(resource)}-导入`,
    operateType: OPERATE_TYPE.import,
    controller: controllerOf(resource),
    action: 'importExcel',
  })
  if (rowStyle)
    return errors.length > 0
      ? rowErrors(context, resource, rows.length, errors)
      : okMessage(`共${rows.length}行数据全部导入成功！`)
  return okMessage(`文件导入成功！数据行数：${rows.length}`)
}
