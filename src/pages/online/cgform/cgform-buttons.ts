import type { Action, Form } from '@renderers/generated/schema-language'

/** An enabled custom button (`onl_cgform_button`). */
export interface OnlButton {
  buttonCode: string
  buttonName: string
  /** `button` in the toolbar, `link` (and `link-pre`/`link-after`) on each row, `form` in the form's footer. */
  buttonStyle: string
  /** `action` runs the server's enhancement bound to the code (doButton); `js` runs a JS enhancement. */
  optType: string
  /** Row buttons: shown only on rows matching `field#rule#value`. */
  exp?: string | null
  orderNum?: number | null
}

const DO_BUTTON = '/online/cgform/api/doButton'
const ROW_BUTTON_STYLES = new Set(['link', 'link-pre', 'link-after'])
const FIELD_NAME = /^[A-Za-z_$][\w$]*$/

/**
 * A row button's `exp` as the action's visibility, with the rules of JeecgBoot's ButtonExpHandler: `eq` and `ne`
 * (loose equality), `empty` (`true`: the field is empty; otherwise: it is not) and `in` (a comma list); a rule it does
 * not know hides the button, as there.
 */
export function visibleWhen(exp: string): string {
  const [field = '', rule = '', value = ''] = exp.split('#')
  if (!FIELD_NAME.test(field)) return '{{false}}'
  const cell = `record.${field}`
  const equals = (text: string) => `${cell} == ${JSON.stringify(text)}`
  switch (rule.toLowerCase()) {
    case 'eq':
      return `{{${equals(value)}}}`
    case 'ne':
      return `{{!(${equals(value)})}}`
    case 'empty':
      return value === 'true' ? `{{!${cell}}}` : `{{!!${cell}}}`
    case 'in':
      return `{{${value.split(',').map(equals).join(' || ')}}}`
    default:
      return '{{false}}'
  }
}

const inOrder = (buttons: readonly OnlButton[] = []) =>
  [...buttons].sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0))

const doButton = (formId: string, button: OnlButton, dataId: string) => ({
  method: 'post' as const,
  url: DO_BUTTON,
  body: { formId, buttonCode: button.buttonCode, dataId },
})

/**
 * The list's custom buttons whose action is the server's (`optType` action): `doButton` runs the enhancement bound to
 * the code on the selected rows (toolbar) or the row (row menu, where the row matches the button's `exp`), after a
 * confirmation, as the original's list asks. Buttons needing a JS enhancement are only named.
 */
export function listButtons(formId: string, buttons?: readonly OnlButton[]) {
  const sorted = inOrder(buttons)
  const actionOf = (button: OnlButton, dataId: string): Action => ({
    kind: 'call',
    title: button.buttonName,
    confirm: `确定要执行“${button.buttonName}”吗？`,
    call: doButton(formId, button, dataId),
  })
  const served = sorted.filter((button) => button.optType === 'action')
  return {
    toolbar: served
      .filter((button) => button.buttonStyle === 'button')
      .map((button): Action => ({ ...actionOf(button, '{{selectedIds}}'), requiresSelection: true })),
    row: served
      .filter((button) => ROW_BUTTON_STYLES.has(button.buttonStyle))
      .map((button): Action => ({
        ...actionOf(button, '{{record.id}}'),
        ...(button.exp ? { visible: visibleWhen(button.exp) } : {}),
      })),
    js: sorted.filter((button) => button.optType === 'js').map((button) => button.buttonName),
  }
}

/**
 * The form's footer buttons (style `form`, from getFormItem): `doButton` with the row opened and the values typed so
 * far as `uiFormData`, as the original's form modal sends them.
 */
export function formButtons(formId: string, buttons?: readonly OnlButton[]) {
  const sorted = inOrder(buttons).filter((button) => button.buttonStyle === 'form')
  return {
    footer: sorted
      .filter((button) => button.optType === 'action')
      .map((button): NonNullable<Form['buttons']>[number] => ({
        title: button.buttonName,
        call: { ...doButton(formId, button, '{{record.id}}'), valuesKey: 'uiFormData' },
      })),
    js: sorted.filter((button) => button.optType === 'js').map((button) => button.buttonName),
  }
}
