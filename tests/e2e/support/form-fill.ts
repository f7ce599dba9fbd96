import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { firmToday } from './clock'
import { animationsDone } from './overlays'

/** A form field as the walk fills it: its value path, label, widget and the names of its rules. */
export interface FillableField {
  field: string
  title: string
  widget: string
  /** The widget's variant where it has several (`radio` or `checkbox` of a dictionary). */
  variant?: string
  rules: string[]
  /** The form draws the field's value from a fill rule; the server may draw it again on save (a stale number). */
  drawn?: boolean
}

/** What a field was given: the text a person would search the list by afterwards. */
export type Filled = Record<string, string>

/**
 * Values for text a rule constrains, keyed by the rule's name in schemas/rules/: a field named by such a rule gets
 * this text instead of the walk's marker. A new rule that refuses the marker adds its line here.
 */
const TEXT_BY_RULE: Readonly<Record<string, (marker: string) => string>> = {
  mobile: () => '13800138000',
  cellphone: () => '13800138000',
  phone: () => '010-88886666',
  landline: () => '010-88886666',
  email: (marker) => `${marker.toLowerCase()}@example.com`,
  // A month far ahead of any seeded one: records kept once per month (a salary batch) are still free there.
  yearMonth: () => '2099-12',
  // A percentage (提成比例) the walk's round thousand would exceed.
  percent: () => '10',
}

/** The Formily form item labelled `title` (the label's own text, without the asterisk and colon). */
export const formItem = (form: Locator, title: string): Locator =>
  form
    .locator('.ant-formily-item')
    .filter({ has: form.page().locator('.ant-formily-item-label label', { hasText: new RegExp(`^${title}$`) }) })
    .first()

/** Opens an antd Select (or the picker-like select of a remote dictionary) and takes its first option. */
async function firstOption(page: Page, item: Locator): Promise<string> {
  const chosen = item.locator('.ant-select-selection-item')
  await expect
    .poll(async () => {
      if ((await chosen.count()) > 0) return true
      try {
        const dropdown = page.locator('.ant-select-dropdown:visible').last()
        if ((await page.locator('.ant-select-dropdown:visible').count()) === 0)
          await item.locator('.ant-select-selector').click({ timeout: 2000 })
        await animationsDone(dropdown, { timeout: 2000 })
        await dropdown.locator('.ant-select-item-option').first().click({ timeout: 2000 })
      } catch {
        // The dropdown closed or is still loading its options: the next round looks again.
      }
      return (await chosen.count()) > 0
    })
    .toBe(true)
  return (await chosen.first().getAttribute('title')) ?? (await chosen.first().innerText())
}

/** Opens a record picker (a 选择 button or a read-only input) and takes its first row. */
async function firstPickedRow(page: Page, item: Locator): Promise<string> {
  const button = item.getByRole('button', { name: /选\s*择/ })
  if (await button.count()) await button.click()
  else await item.locator('input').first().click()
  // A picker's modal is titled after what it chooses (用户选择, 职务选择 …).
  const picker = page
    .locator('.ant-modal')
    .filter({ visible: true })
    .filter({ has: page.locator('.ant-modal-title', { hasText: /选择$/ }) })
  const row = picker.locator('.ant-table-tbody tr[data-row-key]').first()
  await row.waitFor()
  await animationsDone(picker)
  await row.click()
  await picker.getByRole('button', { name: /确\s*定/ }).click()
  await expect.poll(() => picker.isVisible()).toBe(false)
  const shown = item.locator('.ant-select-selection-item, input')
  await expect
    .poll(async () => (await shown.first().getAttribute('title')) ?? (await shown.first().inputValue()))
    .not.toBe('')
  return (await shown.first().getAttribute('title')) ?? (await shown.first().inputValue())
}

/** Ticks the first radio or checkbox of a group. */
async function firstChoice(item: Locator): Promise<string> {
  const choice = item.locator('.ant-radio-wrapper, .ant-checkbox-wrapper').first()
  await choice.click()
  return choice.innerText()
}

async function typed(item: Locator, text: string): Promise<string> {
  const input = item.locator('input, textarea').first()
  await input.fill(text)
  return text
}

/**
 * How a person fills each widget of the form registry, keyed by its `x-component`. A page whose required field uses
 * a widget missing here fails the walk with the widget's name: add the widget's line, never a page's.
 */
const FILL_BY_WIDGET: Readonly<
  Record<string, (page: Page, item: Locator, field: FillableField, marker: string) => Promise<string>>
> = {
  text: (_page, item, field, marker) => typed(item, textFor(field, marker)),
  textarea: (_page, item, field, marker) => typed(item, textFor(field, marker)),
  number: (_page, item, field) => typed(item, textFor(field, '1000')),
  money: (_page, item) => typed(item, '1000'),
  date: async (_page, item) => {
    const today = firmToday()
    const input = item.locator('input').first()
    await input.click()
    await input.fill(today)
    await input.press('Enter')
    await expect.poll(() => input.inputValue()).toBe(today)
    return today
  },
  dict: (page, item, field) =>
    field.variant && field.variant !== 'select' ? firstChoice(item) : firstOption(page, item),
  select: firstOption,
  remoteSelect: firstOption,
  searchSelect: firstOption,
  picker: firstPickedRow,
}

function textFor(field: FillableField, marker: string): string {
  const rule = field.rules.find((name) => name in TEXT_BY_RULE)
  return rule ? TEXT_BY_RULE[rule](marker) : marker
}

/** The form item marks its field as required (the asterisk of its label), as a person sees it. */
const showsRequired = async (form: Locator, field: FillableField): Promise<boolean> =>
  (await formItem(form, field.title).locator('.ant-formily-item-asterisk').count()) > 0

/**
 * Fills one field unless it shows a value already (a number drawn from a fill rule) and answers what it shows; a
 * field the form keeps disabled (a number the server draws on save) is left, and answers nothing.
 */
async function fillField(page: Page, form: Locator, field: FillableField, marker: string): Promise<string | undefined> {
  const item = formItem(form, field.title)
  const input = item.locator('input:not([type=hidden]), textarea').first()
  const typable = ['text', 'textarea'].includes(field.widget) && (await input.count()) > 0
  if (typable && (await input.isDisabled())) return undefined
  const current = typable ? await input.inputValue() : ''
  if (current) return current
  const fill = FILL_BY_WIDGET[field.widget]
  if (!fill) throw new Error(`the walk cannot fill a ${field.widget} (${field.title}): add it to FILL_BY_WIDGET`)
  return fill(page, item, field, marker)
}

/**
 * Fills the fields of an open form that are still empty and returns what each field shows; text fields get `marker`
 * so the record can be found again. Of `onDemand`, those the form marks as required once `fields` are filled (a
 * choice made earlier requires them) are filled after them.
 */
export async function fillFields(
  page: Page,
  form: Locator,
  fields: FillableField[],
  marker: string,
  onDemand: FillableField[] = [],
): Promise<Filled> {
  const filled: Filled = {}
  const fill = async (field: FillableField) => {
    const shown = await fillField(page, form, field, `${marker}${Object.keys(filled).length}`)
    if (shown !== undefined) filled[field.field] = shown
  }
  for (const field of fields) await fill(field)
  for (const field of onDemand) if (await showsRequired(form, field)) await fill(field)
  return filled
}
