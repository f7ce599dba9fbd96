import { Select } from 'antd'
import { dictCell } from './parts/cells'
import type { Widget } from './widget'

/** A choice among options the schema lists (`options`), not a dictionary of the backend. */
export default {
  cell: dictCell,
  search: ({ field, ...props }) => (
    <Select
      {...props}
      allowClear
      mode={field.rule === 'multi' ? 'multiple' : undefined}
      style={{ width: '100%' }}
      placeholder={field.placeholder ?? '请选择'}
      options={field.options}
    />
  ),
  form: 'Select',
} satisfies Widget
