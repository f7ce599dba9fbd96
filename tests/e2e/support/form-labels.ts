import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { dialogOpened } from './overlays'
import { mockApiBase } from './ports'

export interface MenuItem {
  path?: string
  hidden?: boolean
  component?: string
  meta?: { title?: string; internalOrExternal?: boolean }
  children?: MenuItem[]
}

/** The session token of the user signed in on `page`, for the walk's bookkeeping calls to the server. */
export const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value: string }).value)

/** The side menu as the server sends it to the user signed in on `page`. */
export async function serverMenu(page: Page): Promise<MenuItem[]> {
  const response = await fetch(`${mockApiBase}/sys/permission/getUserPermissionByToken`, {
    headers: { 'X-Access-Token': await tokenOf(page) },
  })
  return ((await response.json()) as { result: { menu: MenuItem[] } }).result.menu
}

/**
 * The side menu's screens as the server sends them to the signed-in user, each as its leaf's trail of titles; the
 * home page the sign-in landed on (titled after the firm alone) is walked where it is.
 */
export async function menuScreens(page: Page): Promise<string[][]> {
  const home = new URL(page.url()).pathname
  const leaves = (item: MenuItem, trail: string[]): string[][] => {
    if (item.hidden || item.meta?.internalOrExternal || item.path === home) return []
    const here = [...trail, item.meta?.title ?? '']
    return item.children?.length ? item.children.flatMap((child) => leaves(child, here)) : [here]
  }
  return (await serverMenu(page)).flatMap((item) => leaves(item, []))
}

/** The roles a form control can have; a form item holding none of them (a text shown read-only) names nothing. */
const CONTROL_ROLES = ['textbox', 'combobox', 'spinbutton', 'radiogroup', 'group', 'checkbox', 'switch', 'slider']
const CONTROLS = 'input:not([type=hidden]), textarea, [role=combobox], [role=radiogroup], [role=group], [role=switch]'

/**
 * The labelled fields of the visible forms in `scope` whose control a screen reader does not announce by the label,
 * read from one accessibility snapshot of the scope, each prefixed with `where`. A field is a Formily form item with a
 * label and a control; a label shown beside read-only text names nothing.
 */
export async function unnamedFields(scope: Locator, where: string): Promise<string[]> {
  const titles = await scope.evaluate((element, controls) => {
    const items = [...element.querySelectorAll<HTMLElement>('.ant-formily-item')].filter(
      (item) => item.offsetParent !== null && item.querySelector(controls),
    )
    return items
      .map((item) => item.querySelector<HTMLElement>(':scope > .ant-formily-item-label label')?.innerText ?? '')
      .map((text) => text.replace(/[*:：\s]/g, ''))
      .filter(Boolean)
  }, CONTROLS)
  if (titles.length === 0) return []
  const tree = await scope.ariaSnapshot()
  return titles
    .filter((title) => !CONTROL_ROLES.some((role) => tree.includes(`${role} "${title}"`)))
    .map((title) => `${where}: ${title}`)
}

/** Whether the screen has drawn: its schema and lazy parts loaded, nothing still spinning, something shown. */
const drawn = (content: Locator) =>
  content.evaluate(
    (element) =>
      (element as HTMLElement).innerText.trim() !== '' &&
      ![...element.querySelectorAll<HTMLElement>('[role=status], .ant-spin-spinning')].some(
        (spinner) => spinner.offsetParent !== null,
      ),
  )

/** The unnamed fields of the screen open on `page` once it has drawn (its search bar, a form page's fields). */
export async function unnamedFieldsOfScreen(page: Page, where: string): Promise<string[]> {
  const content = page.locator('.ant-layout-content')
  await expect.poll(() => drawn(content)).toBe(true)
  return unnamedFields(content, where)
}

/** The unnamed fields of a form dialog or drawer that has just opened, once its first field has drawn. */
export async function unnamedFieldsOfForm(form: Locator, where: string): Promise<string[]> {
  await dialogOpened(form)
  await form.locator('.ant-formily-item').first().waitFor()
  return unnamedFields(form, where)
}
