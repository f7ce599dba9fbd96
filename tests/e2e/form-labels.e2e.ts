import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu } from './support/menu'
import { dialogOpened } from './support/overlays'
import { mockApiBase } from './support/ports'

const browser = launchBrowserForFile()

interface MenuItem {
  path?: string
  hidden?: boolean
  component?: string
  meta?: { title?: string; internalOrExternal?: boolean }
  children?: MenuItem[]
}

/**
 * The side menu's screens as the server sends them to the signed-in user, each as its leaf's trail of titles; the
 * home page the sign-in landed on (titled after the firm alone) is walked where it is.
 */
async function menuScreens(page: Page): Promise<string[][]> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value: string }).value,
  )
  const response = await fetch(`${mockApiBase}/sys/permission/getUserPermissionByToken`, {
    headers: { 'X-Access-Token': token },
  })
  const { result } = (await response.json()) as { result: { menu: MenuItem[] } }
  const home = new URL(page.url()).pathname
  const leaves = (item: MenuItem, trail: string[]): string[][] => {
    if (item.hidden || item.meta?.internalOrExternal || item.path === home) return []
    const here = [...trail, item.meta?.title ?? '']
    return item.children?.length ? item.children.flatMap((child) => leaves(child, here)) : [here]
  }
  return result.menu.flatMap((item) => leaves(item, []))
}

/** The roles a form control can have; a form item holding none of them (a text shown read-only) names nothing. */
const CONTROL_ROLES = ['textbox', 'combobox', 'spinbutton', 'radiogroup', 'group', 'checkbox', 'switch', 'slider']
const CONTROLS = 'input:not([type=hidden]), textarea, [role=combobox], [role=radiogroup], [role=group], [role=switch]'

/**
 * The labelled fields of the visible forms in `scope` whose control a screen reader does not announce by the label,
 * read from one accessibility snapshot of the scope. A field is a Formily form item with a label and a control; a
 * label shown beside read-only text names nothing.
 */
async function unnamedFields(scope: Locator): Promise<string[]> {
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
  return titles.filter((title) => !CONTROL_ROLES.some((role) => tree.includes(`${role} "${title}"`)))
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

/** The dialog or drawer the 新增 button opened. */
const openedForm = (page: Page): Locator =>
  page.locator('.ant-modal-wrap:visible .ant-modal, .ant-drawer-open .ant-drawer-content').last()

/**
 * What a person finds when they open the screen and, where it has one, its 新增 form: the fields whose control is not
 * named by its label, prefixed with the screen's title, and whether there was an add form.
 */
async function walkScreen(page: Page, trail: string[]): Promise<{ unnamed: string[]; addForm: boolean }> {
  const screen = trail.join(' / ')
  await openFromMenu(page, trail)
  const content = page.locator('.ant-layout-content')
  await expect.poll(() => drawn(content)).toBe(true)
  const found = (await unnamedFields(content)).map((field) => `${screen}: ${field}`)
  // Its text, not its accessible name, which starts with the icon's (plus 新 增).
  const add = content.locator('button', { hasText: /^新\s*增$/ }).filter({ visible: true })
  if ((await add.count()) !== 1) return { unnamed: found, addForm: false }
  await add.click()
  const form = openedForm(page)
  await dialogOpened(form)
  await form.locator('.ant-formily-item').first().waitFor()
  found.push(...(await unnamedFields(form)).map((field) => `${screen} 新增: ${field}`))
  await page.keyboard.press('Escape')
  await expect.poll(() => form.isVisible()).toBe(false)
  return { unnamed: found, addForm: true }
}

describe('every form of every screen', () => {
  // One session opens every screen of the menu and its add form: the walk's time grows with the menu.
  it('names each field by its label, for a screen reader and for getByLabel', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    const screens = await menuScreens(page)
    expect(screens.length).toBeGreaterThan(50)
    const unnamed: string[] = []
    let addForms = 0
    for (const trail of screens) {
      const walked = await walkScreen(page, trail)
      unnamed.push(...walked.unnamed)
      if (walked.addForm) addForms += 1
    }
    expect(unnamed).toEqual([])
    // The walk reached the add forms (a screen still loading would have been passed by without one).
    expect(addForms).toBeGreaterThan(30)
  })
})
