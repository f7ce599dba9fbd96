import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { resolveDeep } from '@renderers/core/templates'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu } from './support/menu'
import { fillFields, formItem, type Filled } from './support/form-fill'
import {
  menuScreens,
  serverMenu,
  tokenOf,
  unnamedFieldsOfForm,
  unnamedFieldsOfScreen,
  type MenuItem,
} from './support/form-labels'
import { handle } from './support/approval'
import { animationsDone, answerConfirm, confirmDialog, dialogOpened } from './support/overlays'
import { fieldsRequiredOnDemand, fieldsToFill, hasAction, pageOf, type WalkedPage } from './support/page-walk'
import { mockApiBase, realBuildUrl } from './support/ports'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

interface Screen {
  trail: string[]
  component: string
  page: WalkedPage
}

/**
 * The agency's list screens in the signed-in user's menu as the server sends it: whatever `ipr/*` menu rows exist
 * (the agency's own work, 财务管理 and 人事行政).
 */
async function agencyScreens(page: Page): Promise<Screen[]> {
  const visit = async (item: MenuItem, trail: string[]): Promise<Screen[]> => {
    const here = [...trail, item.meta?.title ?? '']
    // A row opening a screen on one of its scopes (`?scope=`, `?flag=`) is the same screen: scopes.e2e.ts opens those.
    const scoped = item.path?.includes('?') ?? false
    const page = item.component?.startsWith('ipr/') && !scoped ? await pageOf(item.component) : undefined
    const own =
      page && (page as { kind?: string }).kind === 'list' ? [{ trail: here, component: item.component!, page }] : []
    const children = await Promise.all((item.children ?? []).map((child) => visit(child, here)))
    return [...own, ...children.flat()]
  }
  return (await Promise.all((await serverMenu(page)).map((item) => visit(item, [])))).flat()
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr[data-row-key]').filter({ visible: true })
const total = async (page: Page) =>
  Number(
    /共 (\d+) 条/.exec(
      (await page.locator('.ant-pagination-total-text').filter({ visible: true }).textContent()) ?? '',
    )?.[1] ?? 0,
  )
const formModal = (page: Page, title: string): Locator =>
  page
    .locator('.ant-modal-wrap:visible .ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: title }) })

/** Opens the screen from the side menu and waits until its list shows rows or says it has none. */
async function openScreen(page: Page, { trail }: Screen): Promise<void> {
  await openFromMenu(page, trail)
  await expect
    .poll(async () => (await rows(page).count()) + (await page.getByText('暂无数据').filter({ visible: true }).count()))
    .toBeGreaterThan(0)
}

async function saveForm(form: Locator): Promise<void> {
  await form.getByRole('button', { name: /确\s*定/ }).click()
  await expect.poll(() => form.isVisible()).toBe(false)
}

/**
 * The rows the page's list answers on its first tab, read from the server as bookkeeping (not what a person sees).
 * The walk is the administrator's: `{{user.username}}` of a tab (我的) is admin.
 */
async function listedRecords(page: Page, { page: schema }: Screen): Promise<Map<string, Record<string, unknown>>> {
  const fixed = resolveDeep(
    { ...schema.fixedParams, ...schema.tabs?.[0]?.fixedParams },
    { user: { username: 'admin' } },
  )
  const query = new URLSearchParams({ ...(fixed as Record<string, string>), pageSize: '100000' })
  const response = await fetch(`${mockApiBase}${schema.api?.list ?? ''}?${query}`, {
    headers: { 'X-Access-Token': await tokenOf(page) },
  })
  const { result } = (await response.json()) as { result: { records: Array<Record<string, unknown>> } }
  return new Map(result.records.map((record) => [String(record.id), record]))
}

/**
 * 新增 with the required fields filled from the form schema; answers the new row's key, what was filled and the form's
 * fields its labels do not name (read as the form opened).
 */
async function addRecord(
  page: Page,
  screen: Screen,
  marker: string,
): Promise<{ key: string; filled: Filled; unnamed: string[] }> {
  const before = await total(page)
  const known = new Set((await listedRecords(page, screen)).keys())
  await page.getByRole('button', { name: /新\s*增/ }).click()
  const form = formModal(page, '新增')
  const unnamed = await unnamedFieldsOfForm(form, `${screen.trail.join(' / ')} 新增`)
  const fields = fieldsToFill(screen.page)
  const filled = await fillFields(page, form, fields, marker, fieldsRequiredOnDemand(screen.page))
  await saveForm(form)
  await expect.poll(() => total(page)).toBe(before + 1)
  const records = await listedRecords(page, screen)
  const key = [...records.keys()].find((id) => !known.has(id))!
  // A number the form drew before the field its rule follows was chosen (a case number before its business type) is
  // drawn again by the server: the record is found by the number it was saved with.
  for (const { field, drawn } of fields) if (drawn) filled[field] = String(records.get(key)?.[field])
  return { key, filled, unnamed }
}

/** Types `value` into the search form's select labelled `title` and takes the option showing exactly it. */
async function chooseInSearch(page: Page, search: Locator, title: string, value: string): Promise<void> {
  const item = search
    .locator('.schema-search-item')
    .filter({ has: page.locator('.schema-search-label label', { hasText: new RegExp(`^${title}$`) }) })
  await item.locator('.ant-select-selector').click()
  await page.keyboard.type(value)
  const dropdown = page.locator('.ant-select-dropdown:visible').last()
  await animationsDone(dropdown)
  await dropdown.locator(`.ant-select-item-option[title="${value}"]`).first().click()
  await expect.poll(() => item.locator('.ant-select-selection-item').first().textContent()).toBe(value)
}

/**
 * The search items whose input does not sit on its label's line, starts elsewhere in its column than the others'
 * inputs, or leaves part of its column empty: a person reads the search bar as one aligned row of label and input per
 * column, each box as wide as the next.
 */
const misalignedSearchItems = (search: Locator) =>
  search.evaluate((form) => {
    const items = [...form.querySelectorAll<HTMLElement>('.schema-search-item')].map((item) => {
      const label = item.querySelector('.schema-search-label')!.getBoundingClientRect()
      const control = item.querySelector('.schema-search-control')!
      const box = control.getBoundingClientRect()
      const input = control.firstElementChild!.getBoundingClientRect()
      return {
        title: item.querySelector('label')?.textContent ?? '',
        oneLine: box.top < label.bottom,
        offset: Math.round(box.left - item.getBoundingClientRect().left),
        filled: input.width >= box.width - 1,
      }
    })
    return items
      .filter((item) => !item.oneLine || !item.filled || item.offset !== items[0]?.offset)
      .map(
        ({ title, oneLine, filled, offset }) =>
          `${title}${oneLine ? '' : ' (wrapped)'}${filled ? '' : ' (narrower than its column)'} at ${offset}px`,
      )
  })

/** Searches by the page's first search item: the new record's value when it has one, else the first choice. */
async function searchFirstItem(page: Page, screen: Screen, filled: Filled): Promise<void> {
  const item = screen.page.search?.[0]
  if (!item) return
  const search = page.locator('form.schema-search').filter({ visible: true }).first()
  expect(await misalignedSearchItems(search)).toEqual([])
  const title = item.title ?? fieldsToFill(screen.page).find((field) => field.field === item.field)?.title ?? item.field
  const value = filled[item.field]
  const typed = ['text', 'number'].includes(item.component ?? 'text')
  // A list without a new record of the walk's (no 新增) is searched as it opens, with the item left empty.
  if (value !== undefined && typed) await search.getByLabel(title).fill(value)
  else if (value !== undefined) await chooseInSearch(page, search, title, value)
  // The rows of the search are those of its own list call: a person reads the table once it has answered.
  const listPath = `/jeecg-boot${screen.page.api?.list ?? ''}`
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === listPath)
  await search.getByRole('button', { name: /查\s*询/ }).click()
  await answered
  await expect.poll(() => page.locator('.ant-table .ant-spin-spinning').filter({ visible: true }).count()).toBe(0)
}

async function editRecord(page: Page, key: string, marker: string, screen: Screen): Promise<void> {
  await page.locator(`tr[data-row-key="${key}"]`).getByText('编辑', { exact: true }).click()
  const form = formModal(page, '编辑')
  await dialogOpened(form)
  // A text the list was searched by stays, so the edited row stays in the searched list.
  const text = fieldsToFill(screen.page).find(
    (field) =>
      field.widget === 'text' &&
      !field.rules.includes('duplicateCheck') &&
      field.field !== screen.page.search?.[0]?.field,
  )
  if (text) await formItem(form, text.title).locator('input').first().fill(`${marker}改`)
  await saveForm(form)
  if (text) await expect.poll(() => page.locator(`tr[data-row-key="${key}"]`).textContent()).toContain(`${marker}改`)
}

async function exportList(page: Page, screen: Screen): Promise<void> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /导\s*出/ }).click()
  expect((await download).suggestedFilename()).toBe(`${screen.page.title}.xlsx`)
}

async function deleteRecord(page: Page, key: string): Promise<void> {
  await page.locator(`tr[data-row-key="${key}"]`).getByText('删除', { exact: true }).click()
  await answerConfirm(confirmDialog(page, '是否删除'), /确\s*定/)
  await expect.poll(() => page.locator(`tr[data-row-key="${key}"]`).count()).toBe(0)
}

/** Who holds the open task of the contract's approval, read as the 流程实例 view reads it. */
async function currentHolder(page: Page, contractId: string): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('pro__Access-Token'))
  const headers = { 'X-Access-Token': (JSON.parse(raw!) as { value: string }).value }
  const get = async <T>(path: string) =>
    ((await (await fetch(`${mockApiBase}${path}`, { headers })).json()) as { result: T }).result
  const instance = await get<{ id: string }>(
    `/act/process/extActProcess/getInstanceByBusiness?flowCode=ipr_contract&id=${contractId}`,
  )
  const detail = await get<{ tasks: { endTime: string | null; assigneeUser: { username: string } }[] }>(
    `/act/process/instance/detail?id=${instance.id}`,
  )
  return detail.tasks.find((task) => task.endTime === null)?.assigneeUser.username ?? ''
}

/** 我的待办 of this user: 签收 when the task is offered to several, then 办理 opens the record beside the panel; 同意. */
async function approveFromTodo(username: string, title: string): Promise<void> {
  const page = await browser.newPage()
  await signIn(page, username)
  await handle(page, title)
  await page.getByLabel('审批意见').fill('同意')
  await page.getByRole('button', { name: /^同\s*意$/ }).click()
  await page.getByText('已同意').first().waitFor()
  await page.close()
}

/** The dialog or drawer the 新增 button of a screen outside the agency's lists opened. */
const openedForm = (page: Page): Locator =>
  page.locator('.ant-modal-wrap:visible .ant-modal, .ant-drawer-open .ant-drawer-content').last()

/**
 * What a person finds when they open the screen and, where it has one, its 新增 form: the fields whose control is not
 * named by its label, prefixed with the screen's title, and whether there was an add form.
 */
async function walkLabels(page: Page, trail: string[]): Promise<{ unnamed: string[]; addForm: boolean }> {
  const screen = trail.join(' / ')
  await openFromMenu(page, trail)
  const unnamed = await unnamedFieldsOfScreen(page, screen)
  // Its text, not its accessible name, which starts with the icon's (plus 新 增).
  const add = page.locator('.ant-layout-content button', { hasText: /^新\s*增$/ }).filter({ visible: true })
  if ((await add.count()) !== 1) return { unnamed, addForm: false }
  await add.click()
  const form = openedForm(page)
  unnamed.push(...(await unnamedFieldsOfForm(form, `${screen} 新增`)))
  await page.keyboard.press('Escape')
  await expect.poll(() => form.isVisible()).toBe(false)
  return { unnamed, addForm: true }
}

/**
 * Add forms each part of the walk reads at least (22 and 18 today): a screen still loading would have been passed by
 * without its own.
 */
const ADD_FORMS_OF_AGENCY = 20
const ADD_FORMS_ELSEWHERE = 15

/** The trails the agency walk opened: the label walk of the rest of the menu passes them by. */
const walkedByAgency = new Set<string>()

/**
 * One walk of the side menu: each agency list is worked through as a person works (search, add, edit, export, delete)
 * and every screen and add form it opens is read for fields their labels do not name; the rest of the menu is opened
 * for that reading alone. Each screen and form opens once, and each of the walk's two parts signs in once.
 */
describe('the screens of the side menu, walked', () => {
  // One session walks every page, each a few seconds of a person's clicks: the walk's time grows with the menu and with
  // the machine's load (166 s on a quiet 2-core machine, over 600 s at a load of 20 on 2026-11-29). Each step fails on
  // its own after 30 s, naming its screen, so a hang is caught there; the walks' own timeouts are only backstops.
  it('every agency list searches, adds a record, edits it, exports and deletes it, each field named by its label', async () => {
    const page = await browser.signedInPage()
    const screens = await agencyScreens(page)
    expect(screens.length).toBeGreaterThan(0)
    const unnamed: string[] = []
    let addForms = 0
    for (const [index, screen] of screens.entries()) {
      const walk = async () => {
        await openScreen(page, screen)
        unnamed.push(...(await unnamedFieldsOfScreen(page, screen.trail.join(' / '))))
        const marker = `端到端${Date.now().toString(36)}${index}`
        const added = hasAction(screen.page.toolbar, 'add') ? await addRecord(page, screen, marker) : undefined
        if (added) {
          unnamed.push(...added.unnamed)
          addForms += 1
        }
        await searchFirstItem(page, screen, added?.filled ?? {})
        if (added) await expect.poll(() => page.locator(`tr[data-row-key="${added.key}"]`).count()).toBe(1)
        if (added && hasAction(screen.page.rowActions, 'edit')) await editRecord(page, added.key, marker, screen)
        if (hasAction(screen.page.toolbar, 'exportXls')) await exportList(page, screen)
        if (added && hasAction(screen.page.rowActions, 'delete')) await deleteRecord(page, added.key)
      }
      // A failure names the screen it happened on, which the shared steps' stack cannot tell.
      await walk().catch((error: unknown) => {
        throw new Error(`${screen.trail.join(' › ')}: ${error instanceof Error ? error.message : String(error)}`)
      })
      walkedByAgency.add(screen.trail.join(' / '))
    }
    expect(unnamed).toEqual([])
    expect(addForms).toBeGreaterThan(ADD_FORMS_OF_AGENCY)
  }, 1_800_000)

  it('every other screen and its add form names each field by its label, for a screen reader and for getByLabel', async () => {
    const page = await browser.signedInPage()
    const screens = await menuScreens(page)
    expect(screens.length).toBeGreaterThan(50)
    const unnamed: string[] = []
    let addForms = 0
    for (const trail of screens.filter((trail) => !walkedByAgency.has(trail.join(' / ')))) {
      const walked = await walkLabels(page, trail)
      unnamed.push(...walked.unnamed)
      if (walked.addForm) addForms += 1
    }
    expect(unnamed).toEqual([])
    expect(addForms).toBeGreaterThan(ADD_FORMS_ELSEWHERE)
  }, 1_800_000)

  it('a contract submitted for approval is approved from 我的待办 by its department head and 财务, and shows 已完成', async () => {
    const page = await browser.signedInPage('admin', { path: '/ipr/contract/list' })
    const draft = rows(page)
      .filter({ has: page.getByText('提交审批', { exact: true }) })
      .first()
    await draft.waitFor()
    const key = (await draft.getAttribute('data-row-key'))!
    const contract = page.locator(`tr[data-row-key="${key}"]`)
    const name = (await contract.locator('td').nth(2).innerText()).replace(/\.\.\.$/, '')
    await contract.getByText('提交审批', { exact: true }).click()
    await answerConfirm(confirmDialog(page, '确定提交该合同审批吗'), /确\s*定/)
    await expect.poll(() => contract.locator('.ant-tag').textContent()).toBe('处理中')

    // The contract process: the head of the contract's department, then 财务 (a task its clerks 签收).
    const holder = await currentHolder(page, key)
    expect(holder).not.toBe('')
    await approveFromTodo(holder, `合同审批-${name}`)
    await approveFromTodo('pengyuhang', `合同审批-${name}`)

    await page.goto(`${realBuildUrl}/ipr/contract/list`)
    await expect.poll(() => page.locator(`tr[data-row-key="${key}"] .ant-tag`).textContent()).toBe('已完成')
  })
})
