import { DatePicker, Input, InputNumber, Select, TimePicker } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { itemText, useDictItems } from '../dict'
import { PickedValue } from './PickedValue'
import { PopupValue } from './PopupValue'
import { dictOf, isPicked, VALUE_LABEL, type QueryLine, type QueryOption, type ValueType } from './query-line'

interface ValueProps {
  line: QueryLine
  onChange: (value: unknown) => void
}

const SWITCH_OPTIONS: QueryOption[] = [
  { value: 'Y', label: '是' },
  { value: 'N', label: '否' },
]

const FORMATS: Partial<Record<ValueType, string>> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
}

/** Choices from a list; 'in' allows several. */
function ChoiceValue({
  line,
  onChange,
  options,
  loading,
}: ValueProps & { options?: QueryOption[]; loading?: boolean }) {
  return (
    <Select
      value={line.val as string | string[] | undefined}
      onChange={onChange}
      options={options}
      loading={loading}
      mode={line.rule === 'in' ? 'multiple' : undefined}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="请选择"
      aria-label={VALUE_LABEL}
      style={{ width: '100%' }}
    />
  )
}

function DictValue(props: ValueProps) {
  const items = useDictItems(dictOf(props.line))
  return (
    <ChoiceValue
      {...props}
      loading={!items}
      options={items?.map((item) => ({ value: item.value, label: itemText(item) }))}
    />
  )
}

/** Dates travel as their text in the format the backend parses for the type. */
function DateValue({ line, onChange }: ValueProps) {
  const format = FORMATS[line.type!]!
  const value = typeof line.val === 'string' && line.val ? dayjs(line.val, format) : null
  const change = (_: Dayjs | null, text: string | string[]) => onChange(text || undefined)
  if (line.type === 'time')
    return (
      <TimePicker
        value={value}
        format={format}
        onChange={change}
        placeholder="请选择时间"
        aria-label={VALUE_LABEL}
        style={{ width: '100%' }}
      />
    )
  const withTime = line.type === 'datetime'
  return (
    <DatePicker
      value={value}
      format={format}
      showTime={withTime}
      onChange={change}
      placeholder={withTime ? '请选择时间' : '请选择日期'}
      aria-label={VALUE_LABEL}
      style={{ width: '100%' }}
    />
  )
}

/** The value input of a line, by what its field is: a report popup, a user or department, a dictionary, options, a date, a number, a switch or text. */
export function ValueInput(props: ValueProps) {
  const { line, onChange } = props
  if (line.type === 'popup' && line.popup) return <PopupValue popup={line.popup} value={line.val} onChange={onChange} />
  if (isPicked(line.type)) {
    return (
      <PickedValue
        type={line.type}
        customReturnField={line.customReturnField}
        multiple={line.rule === 'in'}
        value={line.val}
        onChange={onChange}
      />
    )
  }
  if (line.dictCode) return <DictValue {...props} />
  if (line.options) return <ChoiceValue {...props} options={line.options} />
  switch (line.type) {
    case 'date':
    case 'datetime':
    case 'time':
      return <DateValue {...props} />
    case 'int':
    case 'number':
      return (
        <InputNumber
          value={line.val as number | undefined}
          onChange={(value) => onChange(value ?? undefined)}
          placeholder="请输入数值"
          aria-label={VALUE_LABEL}
          style={{ width: '100%' }}
        />
      )
    case 'switch':
      return <ChoiceValue {...props} options={SWITCH_OPTIONS} />
    default:
      return (
        <Input
          value={(line.val as string | undefined) ?? ''}
          onChange={(event) => onChange(event.target.value)}
          placeholder="请输入值"
          aria-label={VALUE_LABEL}
          allowClear
        />
      )
  }
}
