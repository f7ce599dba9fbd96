import { Cascader, Select, Space } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { AREA_ROOT, cascaderOptions, childrenOf, loadAreaTable, pathOf, type AreaTable } from './area-table'

export interface JAreaLinkageProps {
  /** `cascader` (one box, default) or `select` (a box per level). */
  type?: string
  placeholder?: string
  disabled?: boolean
  /** The field's label (the form item's title), for the control that takes focus. */
  'aria-labelledby'?: string
  /** The code of the deepest level chosen (a district, or a city or province when no deeper one is chosen). */
  value?: string
  onChange?: (value: string | undefined) => void
}

const LEVEL_PLACEHOLDERS = ['请选择省', '请选择市', '请选择区'] as const

/** The area table once its chunk has loaded. */
export function useAreaTable(): AreaTable | undefined {
  const [table, setTable] = useState<AreaTable>()
  useEffect(() => {
    let current = true
    void loadAreaTable().then((loaded) => current && setTable(loaded))
    return () => {
      current = false
    }
  }, [])
  return table
}

interface LevelsProps extends Omit<JAreaLinkageProps, 'type'> {
  table: AreaTable | undefined
}

export function AreaCascader({
  table,
  placeholder = '请选择省市区',
  disabled,
  value,
  onChange,
  'aria-labelledby': labelledBy,
}: LevelsProps) {
  const options = useMemo(() => (table ? cascaderOptions(table) : []), [table])
  return (
    <Cascader
      aria-labelledby={labelledBy}
      style={{ width: '100%' }}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      changeOnSelect
      showSearch
      value={table ? pathOf(table, value) : []}
      onChange={(path) => onChange?.(path?.length ? String(path[path.length - 1]) : undefined)}
    />
  )
}

function AreaSelects({ table, disabled, value, onChange, 'aria-labelledby': labelledBy }: LevelsProps) {
  const path = table ? pathOf(table, value) : []
  const parents = [AREA_ROOT, ...path]
  return (
    <Space.Compact style={{ width: '100%' }}>
      {LEVEL_PLACEHOLDERS.map((levelPlaceholder, level) => (
        <Select
          key={level}
          aria-labelledby={labelledBy}
          style={{ width: `${100 / LEVEL_PLACEHOLDERS.length}%` }}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={levelPlaceholder}
          disabled={disabled || !table || parents[level] === undefined}
          value={path[level]}
          options={table && parents[level] !== undefined ? childrenOf(table, parents[level]) : []}
          // Choosing a level forgets the deeper ones; clearing it falls back to the level above.
          onChange={(code?: string) => onChange?.(code ?? (level > 0 ? path[level - 1] : undefined))}
        />
      ))}
    </Space.Compact>
  )
}

/** The area picker (JAreaLinkage): province, city and district from the bundled table under root code 86. */
export function JAreaLinkage({ type = 'cascader', ...props }: JAreaLinkageProps) {
  const table = useAreaTable()
  if (type === 'cascader') return <AreaCascader table={table} {...props} />
  if (type === 'select') return <AreaSelects table={table} {...props} />
  return <span style={{ color: 'red' }}>类型值无效（Bad type value）：{type}</span>
}
