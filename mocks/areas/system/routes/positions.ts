import { positionResource } from '../resources/settings'
import { crudRoutes } from '../../../kernel/crud/routes'
import { failure, ok } from '../../../kernel/services/result'
import type { Route } from '../../../kernel/routes/route'

export const positionRoutes: Route[] = [
  ...crudRoutes(positionResource),
  {
    path: '/sys/position/queryByCode',
    methods: ['GET'],
    handle(context) {
      const code = context.requiredParam('code')
      const position = context.db.table('sys_position').first((row) => row.code === code)
      return position ? ok(position) : failure('未找到对应数据')
    },
  },
]
