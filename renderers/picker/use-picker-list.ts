import { useMemo } from 'react'
import type { ListPageSchema } from '../generated/schema-language'
import { useListController } from '../list/use-list-controller'
import { pickerColumns } from './PickerTable'
import type { PickerConfig } from './picker-config'

const NO_SCOPE = {}

/**
 * The picker's rows through the list engine (query params, paging, sorting, the server's warnings): its schema read
 * as a list page. `filter` adds parameters such as the department chosen in the tree.
 */
export function usePickerList(config: PickerConfig, filter: Record<string, unknown> = NO_SCOPE) {
  const { schema } = config
  const page = useMemo<ListPageSchema>(
    () => ({
      kind: 'list',
      title: schema.name,
      rowKey: config.rowKey,
      api: { list: schema.api?.list },
      fixedParams: filter,
      defaultSort: schema.defaultSort,
      search: schema.search,
      columns: pickerColumns(config) as ListPageSchema['columns'],
      pagination: { pageSize: config.pageSize, pageSizeOptions: config.pageSizeOptions },
    }),
    [schema, config, filter],
  )
  return useListController(page, NO_SCOPE)
}
