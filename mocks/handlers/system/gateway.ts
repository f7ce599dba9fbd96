import { requirePermission } from '../../crud/audit'
import { insertRecord, removeRecords, updateRecord } from '../../crud/engine'
import type { CrudResource } from '../../crud/resource'
import type { Row } from '../../db/table'
import { failure, ok, okMessage } from '../../services/result'
import type { Route } from '../route'

/** `SysGatewayRouteController` writes through `updateAll` only; the engine supplies checks and audit. */
const gatewayResource: CrudResource = {
  basePath: '/sys/gatewayRoute',
  entity: 'sys-gateway-route',
  endpoints: [],
  permissions: { add: 'gateway:add', edit: 'gateway:edit', delete: 'gateway:delete' },
  rules: { uri: [['maxChars', 255]] },
  unique: [{ field: 'routerId', message: '路由ID已存在' }],
}

const parseArray = (text: unknown) => {
  if (typeof text !== 'string' || text.trim() === '') return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** Predicates and filters arrive as arrays (or JSON text) and are stored as JSON text. */
const asJsonText = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string' ? value : JSON.stringify(value)

export const gatewayRoutes: Route[] = [
  {
    // Not paged: every route, with predicates and filters parsed back into arrays.
    path: '/sys/gatewayRoute/list',
    methods: ['GET'],
    handle(context) {
      const rows = context.db.table<Row>('sys_gateway_route').list()
      return ok(
        rows.map((row) => ({ ...row, predicates: parseArray(row.predicates), filters: parseArray(row.filters) })),
      )
    },
  },
  {
    // Add or edit in one: `{router: {...}}`, an id meaning edit.
    path: '/sys/gatewayRoute/updateAll',
    methods: ['POST'],
    async handle(context) {
      const body = await context.body<{ router?: unknown }>()
      const parsed = typeof body.router === 'string' ? parseArray(body.router) : body.router
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return failure('路由配置不能为空')
      const router = parsed as Record<string, unknown>
      const editing = router.id !== undefined && router.id !== null && router.id !== ''
      const denied = requirePermission(
        context,
        editing ? gatewayResource.permissions?.edit : gatewayResource.permissions?.add,
      )
      if (denied) return denied
      // SysGatewayRouteServiceImpl.updateAll writes every column from the body: predicates the body leaves out become
      // null, filters "[]" and status 1, so a client must send the whole route back.
      const values = {
        ...router,
        predicates: asJsonText(router.predicates) ?? null,
        filters: asJsonText(router.filters) || '[]',
        status: router.status ?? 1,
      }
      const written = editing
        ? updateRecord(gatewayResource, context, values)
        : insertRecord(gatewayResource, context, {
            stripPrefix: 0,
            retryable: 0,
            persistable: 0,
            showApi: 1,
            ...values,
          })
      return 'error' in written ? written.error : okMessage('操作成功！')
    },
  },
  {
    // The real server drops its cached route table so the gateway reloads; the mock has no cache.
    path: '/sys/gatewayRoute/clearRedis',
    methods: ['GET'],
    handle: () => okMessage('清除成功！'),
  },
  {
    path: '/sys/gatewayRoute/delete',
    methods: ['DELETE'],
    handle(context) {
      const denied = requirePermission(context, gatewayResource.permissions?.delete)
      if (denied) return denied
      removeRecords(gatewayResource, context, [context.requiredParam('id')])
      return okMessage('删除路由成功')
    },
  },
]
