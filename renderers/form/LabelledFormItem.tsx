import { FormItem } from '@formily/antd-v5/esm/form-item'
import { isVoidField } from '@formily/core'
import { observer, useField } from '@formily/react'
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useId,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react'

type FormItemProps = ComponentProps<typeof FormItem>

/** The input ReactiveField hands the decorator, for the one place in the item that draws it. */
const ControlContext = createContext<ReactNode>(null)

/** Draws the input, labelled by the item's title when the item draws one with an id. */
function Control({ labelledBy }: { labelledBy?: string }) {
  const control = useContext(ControlContext)
  if (!labelledBy || !isValidElement(control)) return control
  return cloneElement(control as ReactElement<{ 'aria-labelledby'?: string }>, { 'aria-labelledby': labelledBy })
}

/**
 * Formily's FormItem, whose label names its input: Formily draws the title in a `<label>` that points nowhere, so a
 * screen reader announced a field by its placeholder at best, and an online form's fields by nothing. The title is
 * drawn with an id and the input is labelled by it (`aria-labelledby`, which antd's inputs, selects and pickers pass
 * to the element that takes focus). A label the schema gives the decorator, an input that is no element, and void
 * nodes (a group's title) are left as Formily draws them.
 */
const Item = observer(function Item({ labellable, ...props }: FormItemProps & { labellable: boolean }) {
  const field = useField()
  const id = useId()
  const title: unknown = field && !isVoidField(field) ? field.title : undefined
  if (props.label !== undefined || typeof title !== 'string' || !title || !labellable)
    return (
      <FormItem {...props}>
        <Control />
      </FormItem>
    )
  return (
    <FormItem {...props} label={<span id={id}>{title}</span>}>
      <Control labelledBy={id} />
    </FormItem>
  )
})

/**
 * ReactiveField draws the decorator again with a new input element whenever the field's value changes. The input
 * reaches its place through a context, so a new value draws the input again but not the item around it (label, layout,
 * message and their antd styles, which the item's own observer redraws when they change): drawing every item again
 * cost setting the values of the bench's 3,000-field form about a quarter more main-thread time.
 */
function LabelledItem({ children, ...props }: FormItemProps) {
  return (
    <ControlContext.Provider value={children}>
      <Item {...props} labellable={isValidElement(children)} />
    </ControlContext.Provider>
  )
}

/** Under the name schemas give the default decorator, with Formily's parts (`FormItem.BaseItem`) beside it. */
export const LabelledFormItem = Object.assign(LabelledItem, { BaseItem: FormItem.BaseItem })
