import { ApartmentOutlined, CloseCircleOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons'
import { connect, mapReadPretty } from '@formily/react'
import { Alert, Button, Input, Select, Space } from 'antd'
import { useMemo, useState } from 'react'
import { IconButton } from '../core/buttons'
import { cutText } from '../core/ellipsis'
import { openOnKeys } from '../core/open-keys'
import { knownDictCodes } from '../dict'
import { useEngine } from '../providers/EngineProvider'
import { PickerModal } from './PickerModal'
import {
  fieldValue,
  pickerConfig,
  textOfRow,
  valueOfRow,
  valuesOf,
  type PickerConfig,
  type PickerFieldOptions,
  type Row,
} from './picker-config'
import { useValueRows } from './use-value-rows'
import { fieldPickerSource, resolvePicker } from './validate-picker'

export interface PickerFieldProps extends PickerFieldOptions {
  value?: unknown
  onChange?: (value: string | string[]) => void
  /** Formily's read-pretty mode (detail forms): the chosen texts only. */
  readOnly?: boolean
  /** The element naming the input (a form field's label). */
  'aria-labelledby'?: string
}

const ICONS = { cluster: <ApartmentOutlined />, user: <UserOutlined />, search: <SearchOutlined /> }

/** A field that stores what a picker chose: it shows the chosen texts, resolved from the stored values, and opens the modal. */
export function PickerField(props: PickerFieldProps) {
  const { picker, schema, multiple, returnId } = props
  // An inline schema may arrive as a new object on every render; its text is what identifies it.
  const schemaText = schema === undefined ? undefined : JSON.stringify(schema)
  const { dictionaries } = useEngine()
  const validation = useMemo(
    () =>
      resolvePicker(
        { picker, schema: schemaText === undefined ? undefined : JSON.parse(schemaText) },
        knownDictCodes(dictionaries),
      ),
    [picker, schemaText, dictionaries],
  )
  // One config per picker and options: the value lookups and the modal depend on its identity.
  const config = useMemo(
    () => (validation.ok ? pickerConfig(validation.picker, { multiple, returnId }) : undefined),
    [validation, multiple, returnId],
  )
  if (!validation.ok || !config) {
    const problems = validation.ok ? [] : validation.problems
    return (
      <Alert
        type="error"
        showIcon
        message={`选择器配置有误：${fieldPickerSource(props)}`}
        description={problems.map((problem) => `${problem.pointer || '/'} ${problem.message}`).join('；')}
      />
    )
  }
  return <PickerInput {...props} config={config} />
}

function PickerInput({
  config,
  value,
  onChange,
  disabled,
  readOnly,
  placeholder,
  'aria-labelledby': labelledBy,
  ...options
}: PickerFieldProps & { config: PickerConfig }) {
  const [open, setOpen] = useState(false)
  const values = valuesOf(value, options.separator)
  const { known, remember } = useValueRows(config, values)
  const field = config.schema.field ?? {}
  const display = options.display ?? field.display ?? 'tags'
  const hint = placeholder ?? field.placeholder ?? '请选择'
  const rowOf = (stored: string): Row =>
    known.get(stored) ?? { [config.valueKey]: stored, [config.rowKey]: stored, [config.displayKey]: stored }
  const textOf = (stored: string) => (known.has(stored) ? textOfRow(known.get(stored)!, config) : stored)
  const cut = (text: string) => (config.ellipsisLength === -1 ? text : cutText(text, config.ellipsisLength))
  const emit = (next: string[]) => onChange?.(fieldValue(next, options))
  const choose = (rows: Row[]) => {
    remember(rows)
    emit(rows.map((row) => valueOfRow(row, config)))
  }
  if (readOnly) return <span>{values.map(textOf).join(',')}</span>
  const button =
    options.display === 'input' ? undefined : (field.buttonText ?? (display === 'tags' ? '选择' : undefined))
  const opener = () => !disabled && setOpen(true)

  const shown =
    display === 'input' ? (
      <Input
        readOnly
        aria-labelledby={labelledBy}
        disabled={disabled}
        placeholder={hint}
        value={values.map(textOf).join(',')}
        title={values.map(textOf).join(',')}
        prefix={field.icon ? ICONS[field.icon] : undefined}
        suffix={
          values.length && !disabled ? (
            <IconButton
              label="清空"
              icon={<CloseCircleOutlined />}
              onClick={(event) => {
                event.stopPropagation()
                emit([])
              }}
            />
          ) : (
            <span />
          )
        }
        onClick={button ? undefined : opener}
        onKeyDown={button ? undefined : openOnKeys(opener)}
      />
    ) : (
      <Select
        mode="multiple"
        open={false}
        aria-labelledby={labelledBy}
        disabled={disabled}
        allowClear={!disabled}
        placeholder={hint}
        style={{ width: '100%' }}
        value={values}
        options={values.map((stored) => ({ value: stored, label: cut(textOf(stored)), title: textOf(stored) }))}
        onChange={(next: string[]) => emit(next)}
        onClick={button ? undefined : opener}
        onKeyDown={button ? undefined : openOnKeys(opener)}
      />
    )

  return (
    <>
      {button ? (
        <Space.Compact style={{ width: '100%' }}>
          {shown}
          <Button type="primary" disabled={disabled} icon={<SearchOutlined />} onClick={opener}>
            {button}
          </Button>
        </Space.Compact>
      ) : (
        shown
      )}
      {open && (
        <PickerModal config={config} initialRows={values.map(rowOf)} onOk={choose} onClose={() => setOpen(false)} />
      )}
    </>
  )
}

/**
 * The Picker x-component of form schemas ("x-component": "picker", "x-component-props": { "picker": "user" } names
 * schemas/pickers/user.json); a detail form shows the chosen texts without the button.
 */
export const Picker = connect(
  PickerField,
  mapReadPretty((props: PickerFieldProps) => <PickerField {...props} readOnly />),
)
