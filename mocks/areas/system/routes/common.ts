import type { Row } from '../../../kernel/db/table'
import { readStoredFile, saveFile } from '../../../kernel/services/files'
import { failure, okMessage, result } from '../../../kernel/services/result'
import { columnToField } from '../../../kernel/services/sql-filter'
import type { Route } from '../../../kernel/routes/route'
import { textOf } from '../../../kernel/services/text'

const STATIC_PREFIX = '/sys/common/static/'

/** `spring.servlet.multipart.max-file-size: 10MB` of the backend's application.yml. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** `JeecgBootExceptionHandler.handleMaxUploadSizeExceededException`. */
const UPLOAD_TOO_LARGE = '文件大小超出10MB限制, 请压缩或降低文件质量! '

/** `SqlInjectionUtil.filterContent` on the table and column names of the duplicate check. */
const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

export const commonRoutes: Route[] = [
  {
    // Only the part named `file` is read; the stored path comes back in `message` (code 0).
    path: '/sys/common/upload',
    methods: ['POST'],
    async handle(context) {
      const form = await context.request.formData()
      const file = form.get('file')
      if (file === null || typeof file === 'string') return result({ success: false, message: '上传失败！' })
      if (file.size > MAX_UPLOAD_BYTES) return failure(UPLOAD_TOO_LARGE)
      const biz = form.get('biz') ?? context.query.get('biz')
      const path = saveFile(context.backend, {
        biz: typeof biz === 'string' && biz.trim() !== '' ? biz : 'temp',
        name: file.name || 'file',
        contentType: file.type,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })
      return result({ message: path })
    },
  },
  {
    // Anonymous: any stored file (uploads, import error logs) by its relative path.
    path: `${STATIC_PREFIX}*`,
    methods: ['GET'],
    async handle(context) {
      const encoded = context.url.pathname.slice(context.url.pathname.indexOf(STATIC_PREFIX) + STATIC_PREFIX.length)
      let path = encoded
      try {
        path = decodeURIComponent(encoded)
      } catch {
        // Not percent-encoded after all.
      }
      const file = await readStoredFile(context.backend, path.replace(/\.\.\//g, ''))
      if (!file)
        return new Response(`文件[${path}]不存在..`, {
          status: 404,
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        })
      return new Response(file.bytes, {
        headers: {
          'Content-Type': file.contentType,
          'Content-Disposition': `inline;filename=${encodeURIComponent(file.name)}`,
        },
      })
    },
  },
  {
    // Counts matching rows with raw SQL, so soft-deleted rows count too; `dataId` is the edited row.
    path: '/sys/duplicate/check',
    methods: ['GET'],
    handle(context) {
      const tableName = context.query.get('tableName') ?? ''
      const fieldName = context.query.get('fieldName') ?? ''
      if (!SAFE_NAME.test(tableName) || !SAFE_NAME.test(fieldName)) return failure('请注意，值可能存在SQL注入风险!')
      if (!context.db.tableNames().includes(tableName)) return failure(`操作失败，Table '${tableName}' doesn't exist`)
      const field = columnToField(fieldName)
      const value = (context.query.get('fieldVal') ?? '').toLowerCase()
      const dataId = context.query.get('dataId')
      const taken = context.db
        .table<Row>(tableName)
        .first((row) => textOf(row[field]).toLowerCase() === value && (!dataId || String(row.id) !== dataId), {
          includeDeleted: true,
        })
      return taken ? failure('该值不可用，系统中已存在！') : okMessage('该值可用！')
    },
  },
]
