import type { ComponentType } from 'react'

type GroupProps = { 'aria-labelledby'?: string } & Record<string, unknown>

/**
 * antd draws radio buttons, checkboxes and an upload's list in a plain `div` that takes no role, so the label
 * LabelledFormItem points it at would name nothing: the input is held in an element of the group's role (radiogroup,
 * group) that carries it, and its own buttons keep their own names.
 */
export function labelledGroup(Group: ComponentType<Record<string, unknown>>, role: 'radiogroup' | 'group') {
  return function LabelledGroup({ 'aria-labelledby': labelledBy, ...props }: GroupProps) {
    return (
      <div role={role} aria-labelledby={labelledBy}>
        <Group {...props} />
      </div>
    )
  }
}
