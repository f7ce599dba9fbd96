// The input alone: antd's Input index adds TextArea, Search, Password and OTP, which every list page would then load.
import Input from 'antd/es/input/Input'
import { textCell } from '../parts/cells'
import type { SearchInput, Widget } from '../widget'

/** A text box of the search form. */
export const TextSearch: SearchInput = ({ field, ...props }) => (
  <Input
    {...props}
    value={props.value as string}
    onChange={(event) => props.onChange?.(event.target.value)}
    allowClear
    placeholder={field.placeholder ?? `请输入${field.title}`}
  />
)

/** Plain text: shown as it is (cut to the column's ellipsis), searched and edited in a text input. */
export default {
  cell: textCell,
  search: TextSearch,
  prompt: '请输入',
} satisfies Widget
