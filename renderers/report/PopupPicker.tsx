import { CloseCircleOutlined, ClusterOutlined } from '@ant-design/icons'
import { isVoidField, type GeneralField } from '@formily/core'
import { observer, useField } from '@formily/react'
import { App, Input } from 'antd'
import { lazy, Suspense, useEffect, useState } from 'react'
import { IconButton } from '../core/buttons'
import { openOnKeys } from '../core/open-keys'
import type { DynamicParams } from './dynamic-params'
import { clearedValues, destinationValues, popupConfigProblem, REPORT_POPUP_WIDTH } from './popup-values'
import { textOf } from '../core/text-of'

// The report popup (and the list renderers it draws with) loads when a popup first opens.
const OnlineReportModal = lazy(() =>
  import('./OnlineReportModal').then((module) => ({ default: module.OnlineReportModal })),
)

type Row = Record<string, unknown>

export interface PopupPickerProps {
  /** The online report's code. */
  code?: string
  /** The destination field this input shows; the field it sits in when left out. */
  field?: string
  /** Report columns taken from the chosen rows, comma-separated. */
  orgFields?: string
  /** Form fields they fill, in the same order. */
  destFields?: string
  multi?: boolean
  /** Joins the values of several rows in this input's own field (default comma). */
  spliter?: string
  /** Dynamic parameters of the report, sent as self_<name>. */
  param?: DynamicParams
  /** Popups of one group share their calls for 30 s. */
  groupId?: string
  /** `field=asc` or `field=desc`. */
  sorter?: string
  width?: number
  placeholder?: string
  disabled?: boolean
  value?: unknown
  onChange?: (value: string) => void
}

/**
 * The popup picker of a form (JeecgBoot's JPopup): a read-only input that opens an online report; the chosen rows'
 * columns (orgFields) fill the form's fields (destFields). It may sit in a data field, which then holds its own
 * share, or in a void field that only fills the others.
 */
export const PopupPicker = observer(function PopupPicker(props: PopupPickerProps) {
  const { code = '', orgFields = '', destFields = '', spliter = ',', multi = false, disabled = false } = props
  const { message } = App.useApp()
  const field = useField<GeneralField>()
  const [open, setOpen] = useState(false)
  const problem = popupConfigProblem(props)
  useEffect(() => {
    if (problem) message.error(problem)
  }, [problem, message])
  if (problem) return null

  const holdsValue = !isVoidField(field)
  const own = props.field ?? (holdsValue ? String(field.props.name) : undefined)
  const base = field.path.parent()
  const shown =
    own === undefined
      ? ''
      : textOf(holdsValue && own === field.props.name ? props.value : field.form.getValuesIn(base.concat(own)))

  const fill = (values: Record<string, string>) => {
    for (const [dest, value] of Object.entries(values)) {
      if (holdsValue && dest === field.props.name) props.onChange?.(value)
      else field.form.setValuesIn(base.concat(dest), value)
    }
  }
  const picked = (rows: Row[]) => {
    const values = destinationValues(rows, orgFields, destFields)
    // The field the popup sits in joins several rows with its own separator.
    if (own !== undefined && own in values) values[own] = destinationValues(rows, orgFields, destFields, spliter)[own]!
    fill(values)
  }
  const groupId = props.groupId ? `${props.groupId}_${code}_${own ?? ''}_${orgFields}_${destFields}` : undefined

  return (
    <>
      <Input
        readOnly
        disabled={disabled}
        value={shown.split(spliter).join(',')}
        placeholder={props.placeholder ?? '请选择'}
        prefix={<ClusterOutlined />}
        suffix={
          shown && !disabled ? (
            <IconButton
              label="清空"
              icon={<CloseCircleOutlined />}
              onClick={(event) => {
                event.stopPropagation()
                fill(clearedValues(destFields))
              }}
            />
          ) : (
            <span />
          )
        }
        onClick={() => !disabled && setOpen(true)}
        onKeyDown={openOnKeys(() => !disabled && setOpen(true))}
      />
      {open && (
        <Suspense fallback={null}>
          <OnlineReportModal
            code={code}
            multi={multi}
            sorter={props.sorter}
            groupId={groupId}
            param={props.param}
            width={props.width ?? REPORT_POPUP_WIDTH}
            onOk={picked}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  )
})
