import { Tabs } from 'antd'
import { useMemo, type ComponentType } from 'react'
import type { ListPageSchema, NestedList } from '../generated/schema-language'
import type { Row } from './use-list-controller'

export type SubLists = NonNullable<ListPageSchema['subLists']>['lists']

/**
 * A row's sub lists in tabs, each a list of its own whose `{{ }}` see the row as record and parent (a main row's
 * one-to-many sub tables). `List` draws a nested list; handed in, so this file needs no import of the list view.
 */
export function SubListTabs({
  lists,
  record,
  List,
}: {
  lists: SubLists
  record: Row
  List: ComponentType<{ page: NestedList; scope: object }>
}) {
  // One scope per row: the nested lists query again only when the row changes.
  const scope = useMemo(() => ({ record, parent: record }), [record])
  return (
    <Tabs
      items={lists.map((sub) => ({ key: sub.key, label: sub.title, children: <List page={sub.page} scope={scope} /> }))}
    />
  )
}
