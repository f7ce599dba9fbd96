import type { CrudResource } from '../../kernel/crud/resource'
import { controllerResource } from '../../kernel/crud/entity-resource'

/** `SysDataLogController.list`: paged versions; the server forces `type='json'`, so comment entries never show. */
export const dataLogResource: CrudResource = {
  ...controllerResource('sys-data-log'),
  listCodeZero: true,
  listScope: (row) => row.type === 'json',
}
