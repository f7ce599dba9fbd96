import { useField } from '@formily/react'
import type { Field } from '@formily/core'
import { useEffect, type ComponentType } from 'react'

export interface Option {
  label: string
  value: string | number
  disabled?: boolean
}

export interface OptionsWidgetProps {
  /** Values of the options as numbers (integer columns such as sex and status). */
  valueType?: 'string' | 'number'
  /** The field holds one string joining the chosen values with this separator ("id1,id2") rather than an array. */
  separator?: string
  value?: unknown
  onChange?: (value: unknown) => void
  [prop: string]: unknown
}

/** A Formily input as the plain component withOptions wraps (their own prop types differ). */
export const asWidget = (component: unknown) => component as ComponentType<Record<string, unknown>>

const typed = (options: Option[], valueType: OptionsWidgetProps['valueType']): Option[] =>
  valueType === 'number' ? options.map((option) => ({ ...option, value: Number(option.value) })) : options

/**
 * Gives a Formily options component (Select, Radio.Group, Checkbox.Group) its options from a loader: they go into the
 * field's dataSource, where the component and its read-pretty preview both read them. `useOptions` receives the
 * widget's own props and returns undefined while loading; `loaderProps` (dict, url …) are not passed on.
 */
export function withOptions<P extends OptionsWidgetProps>(
  Component: ComponentType<Record<string, unknown>>,
  useOptions: (props: P) => Option[] | undefined,
  loaderProps: readonly string[],
) {
  return function OptionsWidget(props: P) {
    const field = useField<Field>()
    const options = useOptions(props)
    const { valueType, separator, value, onChange, ...others } = props
    const rest = Object.fromEntries(Object.entries(others).filter(([key]) => !loaderProps.includes(key)))
    useEffect(() => {
      if (options) field.setDataSource(typed(options, valueType))
    }, [field, options, valueType])
    if (!separator) return <Component {...rest} value={value} onChange={onChange} loading={!options} />
    const list =
      typeof value === 'string' && value !== ''
        ? value.split(separator).map((part) => (valueType === 'number' ? Number(part) : part))
        : []
    return (
      <Component
        {...rest}
        loading={!options}
        value={list}
        onChange={(next: unknown) => onChange?.(Array.isArray(next) ? next.join(separator) : next)}
      />
    )
  }
}
