import type { ComponentType } from 'react'

type GroupProps = { 'aria-labelledby'?: string } & Record<string, unknown>

/**
 * antd draws radio buttons and checkboxes in a plain `div` that takes no role, so the label LabelledFormItem points
 * it at would name nothing: the group is held in an element of the group's role (radiogroup, group) that carries it.
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
