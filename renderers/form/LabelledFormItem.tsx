import { FormItem } from '@formily/antd-v5/esm/form-item'
import { isVoidField } from '@formily/core'
import { observer, useField } from '@formily/react'
import { cloneElement, isValidElement, useId, type ComponentProps, type ReactElement } from 'react'

type FormItemProps = ComponentProps<typeof FormItem>

/**
 * Formily's FormItem, whose label names its input: Formily draws the title in a `<label>` that points nowhere, so a
 * screen reader announced a field by its placeholder at best, and an online form's fields by nothing. The title is
 * drawn with an id and the input (the decorator's one child, as Formily renders it) is labelled by it
 * (`aria-labelledby`, which antd's inputs, selects and pickers pass to the element that takes focus). A label the
 * schema gives the decorator, and void nodes (a group's title), are left as Formily draws them.
 */
const LabelledItem = observer(function LabelledFormItem({ children, ...props }: FormItemProps) {
  const field = useField()
  const id = useId()
  const title: unknown = field && !isVoidField(field) ? field.title : undefined
  if (props.label !== undefined || typeof title !== 'string' || !title || !isValidElement(children))
    return <FormItem {...props}>{children}</FormItem>
  return (
    <FormItem {...props} label={<span id={id}>{title}</span>}>
      {cloneElement(children as ReactElement<{ 'aria-labelledby'?: string }>, { 'aria-labelledby': id })}
    </FormItem>
  )
})

/** Under the name schemas give the default decorator, with Formily's parts (`FormItem.BaseItem`) beside it. */
export const LabelledFormItem = Object.assign(LabelledItem, { BaseItem: FormItem.BaseItem })
