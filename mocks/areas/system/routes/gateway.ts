import { insertRecord, removeRecords, updateRecord } from '../../../kernel/crud/engine'
import type { CrudResource } from '../../../kernel/crud/resource'
import { failure, ok, okMessage } from '../../../kernel/services/result'
import type { RequestContext, Route } from '../../../kernel/routes/route'

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

/** The route of an `updateAll` body, `{router: {...}}` (an object or its JSON text); null when it holds none. */
async function routerOf(context: RequestContext): Promise<Record<string, unknown> | null> {
  const body = await context.body<{ router?: unknown }>()
  const parsed = typeof body.router === 'string' ? parseArray(body.router) : body.router
  return parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)
    ? null
    : (parsed as Record<string, unknown>)
}

const isEdit = (router: Record<string, unknown>) => router.id !== undefined && router.id !== null && router.id !== ''

export const gatewayRoutes: Route[] = [
  {
    // Not paged: every route, with predicates and filters parsed back into arrays.
    path: '/sys/gatewayRoute/list',
    methods: ['GET'],
    handle(context) {
      const rows = context.db.table('sys_gateway_route').list()
      return ok(
        rows.map((row) => ({ ...row, predicates: parseArray(row.predicates), filters: parseArray(row.filters) })),
      )
    },
  },
  {
    // Add or edit in one: `{router: {...}}`, an id meaning edit.
    path: '/sys/gatewayRoute/updateAll',
    methods: ['POST'],
    // An id means edit, which needs gateway:edit rather than gateway:add; a body without a route needs neither.
    async permission(context) {
      const router = await routerOf(context)
      return router === null ? undefined : gatewayResource.permissions?.[isEdit(router) ? 'edit' : 'add']
    },
    async handle(context) {
      const router = await routerOf(context)
      if (router === null) return failure('路由配置不能为空')
      const editing = isEdit(router)
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
    permission: gatewayResource.permissions?.delete,
    handle(context) {
      removeRecords(gatewayResource, context, [context.requiredParam('id')])
      return okMessage('删除路由成功')
    },
  },
]
