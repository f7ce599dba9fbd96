import { PickerField } from '../picker'
import { bundledPicker } from '../picker/picker-sources'
import type { PickedType } from './query-line'

/** The bundled picker of each picked type, the placeholder JSuperQuery shows, and the row property the value is made of by default. */
const PICKED = {
  sel_user: { picker: 'user', placeholder: '请选择用户', returnField: 'username' },
  sel_depart: { picker: 'depart', placeholder: '请选择部门', returnField: 'id' },
} as const satisfies Record<PickedType, { picker: string; placeholder: string; returnField: string }>

export interface PickedValueFieldProps {
  type: PickedType
  customReturnField?: string
  multiple: boolean
  value: unknown
  onChange: (value: string | undefined) => void
}

/**
 * A user or department picked for a condition (JSuperQuery's JSelectMultiUser / JSelectDepart): the value is the
 * picked rows' usernames or department ids, comma-joined, or their `customReturnField` when the field names one
 * (orgCode for a column of department codes). Loaded with the first such line.
 */
export default function PickedValueField({
  type,
  customReturnField,
  multiple,
  value,
  onChange,
}: PickedValueFieldProps) {
  const { picker, placeholder, returnField } = PICKED[type]
  const custom = customReturnField && customReturnField !== returnField
  const schema = custom ? { ...(bundledPicker(picker) as object), returnFields: ['id', customReturnField] } : undefined
  return (
    <PickerField
      {...(schema ? { schema } : { picker })}
      multiple={multiple}
      placeholder={placeholder}
      value={value}
      onChange={(next) => onChange((Array.isArray(next) ? next.join(',') : next) || undefined)}
    />
  )
}
