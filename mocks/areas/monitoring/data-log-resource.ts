import type { CrudResource } from '../../kernel/crud/resource'

/** `SysDataLogController.list`: paged versions; the server forces `type='json'`, so comment entries never show. */
export const dataLogResource: CrudResource = {
  basePath: '/sys/dataLog',
  entity: 'sys-data-log',
  endpoints: ['list'],
  listCodeZero: true,
  listScope: (row) => row.type === 'json',
}
