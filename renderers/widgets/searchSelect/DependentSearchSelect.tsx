import { observer, useField } from '@formily/react'
import { useEffect, useRef } from 'react'
import { JSearchSelectTag, type JSearchSelectTagProps } from './JSearchSelectTag'
import { dependencyChanged, narrowedDictCode, type DependsOn } from './depends-on'

export interface DependentSearchSelectProps extends JSearchSelectTagProps {
  /** Dictionary column → form field: the options are the rows whose column equals that field's value. */
  dependsOn?: DependsOn
}

/**
 * The form's searchable dictionary dropdown. With `dependsOn` its options follow other fields of the form (the
 * users of the chosen department), and a choice made for one value of them is cleared when that value changes.
 */
export const DependentSearchSelect = observer(function DependentSearchSelect({
  dependsOn,
  ...props
}: DependentSearchSelectProps) {
  const form = useField().form
  const entries = Object.entries(dependsOn ?? {}).map(([column, path]) => [column, form.getValuesIn(path)] as const)
  const values = entries.map(([, value]) => value as unknown)
  const previous = useRef(values)
  const { value, onChange } = props
  useEffect(() => {
    const changed = dependencyChanged(previous.current, values)
    previous.current = values
    if (changed && value) onChange?.(undefined)
  })
  return <JSearchSelectTag {...props} dict={narrowedDictCode(props.dict, entries)} />
})
