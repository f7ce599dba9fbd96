import { render, screen, within } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { vi } from 'vitest'
import { CronDialog, type CronDialogProps } from '@/widgets/cron'

export function renderDialog(props: Partial<CronDialogProps> = {}) {
  const onOk = vi.fn<(expression: string) => void>()
  const onCancel = vi.fn()
  const user = setupUser()
  render(
    <ConfigProvider wave={{ disabled: true }}>
      <CronDialog value="" onOk={onOk} onCancel={onCancel} {...props} />
    </ConfigProvider>,
  )
  return { user, onOk, onCancel }
}

export type User = ReturnType<typeof userEvent.setup>

/**
 * No typing delay, and no pointer-events check: that check calls getComputedStyle on every ancestor per click, and
 * jsdom re-parses all of antd's injected styles each time, which made a single checkbox click cost over a second.
 */
export function setupUser(): User {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
}

/*
 * Lookups go by label rather than by role and accessible name: computing accessible names calls getComputedStyle on
 * every node, and jsdom re-matches all of antd's injected CSS each time (seconds per query on the 60-checkbox panels).
 */
export const expressionBox = () => screen.getByLabelText<HTMLInputElement>('Cron表达式', { selector: 'input' })
/** the visible tab panel: antd keeps visited panels mounted with aria-hidden */
export const activePanel = () =>
  screen.getAllByRole('tabpanel', { hidden: true }).find((panel) => panel.getAttribute('aria-hidden') !== 'true')!
export const okButton = () => screen.getByRole('button', { name: /确\s*定/ })
/** a control of the visible panel by its label or aria-label */
export const control = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  within(activePanel()).getByLabelText<T>(label, { selector: 'input' })

export async function openTab(user: User, name: string) {
  await user.click(screen.getByText(name, { selector: '[role="tab"]' }))
}

export async function chooseMode(user: User, name: string) {
  await user.click(control(name))
}

export async function setNumber(user: User, label: string, value: number) {
  const input = control(label)
  await user.clear(input)
  await user.type(input, String(value))
  await user.tab()
}

/** Picks an option of an antd Select from its open dropdown, typing to filter long (virtual) lists first. */
export async function selectOption(user: User, label: string, option: string, search = false) {
  const combobox = control(label)
  await user.click(combobox)
  if (search) await user.type(combobox, option)
  const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
  const dropdown = dropdowns[dropdowns.length - 1]
  const item = [...dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (el) => el.textContent === option,
  )
  if (!item) throw new Error(`no option ${option} in ${label}`)
  await user.click(item)
}

export async function check(user: User, ...labels: string[]) {
  for (const label of labels) await user.click(control(label))
}

/** The text an antd Select shows for its value(s). */
export function selectedText(label: string): string[] {
  const select = control(label).closest('.ant-select')!
  return [...select.querySelectorAll('.ant-select-selection-item')].map(
    (item) => item.getAttribute('title') ?? item.textContent ?? '',
  )
}
