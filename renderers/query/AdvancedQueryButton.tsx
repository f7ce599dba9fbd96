import { AppstoreTwoTone, FilterOutlined } from '@ant-design/icons'
import { Button, Divider, Tooltip } from 'antd'
import { lazy, Suspense, useMemo, useState } from 'react'
import type { ListPageSchema } from '../generated/schema-language'
import { LinkButton } from '../core/buttons'
import { queryFieldsOf } from './query-fields'
import { savedQueriesKey } from './saved-queries'
import type { SuperQuery } from './super-query'
import { useAdvancedQuery } from './use-advanced-query'

// The builder (its value inputs bring the date and number pickers) loads when the button is first pressed.
const AdvancedQueryModal = lazy(() =>
  import('./AdvancedQueryModal').then((module) => ({ default: module.AdvancedQueryModal })),
)

interface AdvancedQueryButtonProps {
  page: ListPageSchema
  onQuery: (query: SuperQuery) => void
}

/**
 * The toolbar's 高级查询 button and its builder. While a query is in force the button is highlighted, with a
 * tooltip that says so and clears it. Saved queries belong to the route the page was opened on.
 */
export function AdvancedQueryButton({ page, onQuery }: AdvancedQueryButtonProps) {
  const fields = useMemo(() => queryFieldsOf(page), [page])
  const [storageKey] = useState(() => savedQueriesKey(page.advancedQuery?.saveCode, window.location.pathname))
  const state = useAdvancedQuery({ fields, storageKey, onQuery })
  const [open, setOpen] = useState(false)
  const button = (
    <Button
      type={state.active ? 'primary' : 'default'}
      icon={state.active ? <AppstoreTwoTone spin /> : <FilterOutlined />}
      aria-pressed={state.active}
      onClick={() => setOpen(true)}
    >
      高级查询
    </Button>
  )
  return (
    <>
      {state.active ? (
        <Tooltip
          title={
            <>
              <span>已有高级查询条件生效</span>
              <Divider type="vertical" />
              <LinkButton onClick={state.reset}>清空</LinkButton>
            </>
          }
          mouseLeaveDelay={0.2}
        >
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {open && (
        <Suspense fallback={null}>
          <AdvancedQueryModal state={state} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
