import { connect, mapReadPretty } from '@formily/react'
import { PickerField, type PickerFieldProps } from './PickerField'

type PresetProps = Omit<PickerFieldProps, 'picker' | 'schema' | 'display'>

/** A bundled picker shown as a read-only input with a clear icon that opens the picker on a click. */
function preset(picker: string, placeholder: string) {
  const Input = (props: PresetProps) => (
    <PickerField placeholder={placeholder} {...props} picker={picker} display="input" />
  )
  return connect(
    Input,
    mapReadPretty((props: PresetProps) => <Input {...props} readOnly />),
  )
}

/** Users chosen in the user picker, stored as their usernames (JVxeTable's user select cell, JSelectUser). */
export const UserSelect = preset('user', '请选择用户')

/** A department chosen in the department tree, stored as its id (JVxeTable's department select cell, JSelectDept). */
export const DepartSelect = preset('depart', '请选择部门')
