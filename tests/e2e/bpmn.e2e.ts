import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { openFromMenu } from './support/menu'
import { answerConfirm, confirmDialog } from './support/overlays'
import { mockApiBase, realBuildUrl } from './support/ports'

const browser = launchBrowserForFile()

beforeAll(async () => {
  await resetBackend()
})

const canvas = (page: Page) => page.getByTestId('bpmn-canvas')
const panel = (page: Page) => page.getByTestId('bpmn-properties-panel')
const shape = (page: Page, id: string) => canvas(page).locator(`.djs-element.djs-shape[data-element-id="${id}"]`)
const saveButton = (page: Page) => page.getByRole('button', { name: '保存模型' })

async function openDesigner(page: Page, query = '') {
  await page.goto(`${realBuildUrl}/bpm/modelEditor${query}`)
  await canvas(page).locator('.djs-palette').waitFor()
}

/** The administrator's page opened straight on an empty designer. */
async function newDesigner(): Promise<Page> {
  const page = await browser.signedInPage('admin', { path: '/bpm/modelEditor' })
  await canvas(page).locator('.djs-palette').waitFor()
  return page
}

const shapeIds = (page: Page) =>
  canvas(page)
    .locator('.djs-element.djs-shape')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-element-id')!))

/** Runs a drawing step and returns the id of the one shape it added. */
async function added(page: Page, step: () => Promise<void>): Promise<string> {
  const before = new Set(await shapeIds(page))
  await step()
  const created = (await shapeIds(page)).filter((id) => !before.has(id) && !id.endsWith('_label'))
  expect(created).toHaveLength(1)
  return created[0]
}

/** Start event from the palette, then a task and an end event through the context pad; the task becomes a user task. */
async function drawStartTaskEnd(page: Page) {
  const box = (await canvas(page).boundingBox())!
  const start = await added(page, async () => {
    await page.locator('.djs-palette .entry.bpmn-icon-start-event-none').click()
    await page.mouse.click(box.x + 200, box.y + 200)
  })
  const task = await added(page, () =>
    page.locator('.djs-context-pad .entry[data-action="append.append-task"]').click(),
  )
  await page.locator('.djs-context-pad .entry[data-action="replace"]').click()
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click()
  const end = await added(page, () => page.locator('.djs-context-pad .entry[data-action="append.end-event"]').click())
  return { start, task, end }
}

async function openSection(page: Page, title: string) {
  await panel(page).locator('summary').getByText(title, { exact: true }).click()
}

async function commitInput(page: Page, label: string, value: string) {
  const input = panel(page).getByLabel(label, { exact: true })
  await input.fill(value)
  await input.press('Enter')
}

async function apiToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('pro__Access-Token'))
  return (JSON.parse(raw!) as { value: string }).value
}

describe('process designer', () => {
  it('draws start → user task → end, sets the assignee and a listener, saves and finds them after a reload', async () => {
    const page = await newDesigner()
    const { task } = await drawStartTaskEnd(page)
    await shape(page, task).click()
    await expect.poll(() => panel(page).innerText()).toContain('UserTask')
    await openSection(page, '任务')
    await commitInput(page, '处理用户', '${initiator}')
    await openSection(page, '执行监听器')
    await panel(page).getByRole('button', { name: '添加执行监听器' }).click()
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: '执行监听器' })
    await drawer.getByLabel('Java类').fill('com.example.AuditListener')
    await drawer.getByRole('button', { name: '保 存' }).click()
    await expect.poll(() => panel(page).innerText()).toContain('Java 类')

    await saveButton(page).click()
    await page.waitForURL(/modelEditor\?id=/)
    const id = new URL(page.url()).searchParams.get('id')
    await page.reload()
    await canvas(page).locator('.djs-palette').waitFor()
    await shape(page, task).click()
    await openSection(page, '任务')
    expect(await panel(page).getByLabel('处理用户', { exact: true }).inputValue()).toBe('${initiator}')
    await openSection(page, '执行监听器')
    expect(await panel(page).locator('.ant-table-row').filter({ hasText: 'Java 类' }).count()).toBe(1)

    const response = await fetch(`${mockApiBase}/act/process/models/getXml?id=${id}`, {
      headers: { 'X-Access-Token': await apiToken(page) },
    })
    const xml = ((await response.json()) as { result: string }).result
    expect(xml).toContain('camunda:assignee="${initiator}"')
    expect(xml).toContain('<camunda:executionListener class="com.example.AuditListener" event="start" />')

    const name = /<bpmn2:process id="[^"]+" name="([^"]+)"/.exec(xml)![1]
    await page.goto(`${realBuildUrl}/bpm/manager/model`)
    await page.locator('.ant-table-row', { hasText: name }).waitFor()

    // The designer's picker opens the stored model again.
    await openDesigner(page)
    await page.getByRole('combobox', { name: '流程模型' }).click()
    await page.locator('.ant-select-item-option', { hasText: name }).click()
    await page.waitForURL(new RegExp(`modelEditor\\?id=${id}`))
    await shape(page, task).waitFor()
  })

  it("switches the engine by re-importing into a new modeler and writes that engine's attributes", async () => {
    const page = await newDesigner()
    const { task } = await drawStartTaskEnd(page)
    await page.getByTestId('bpmn-toolbar').locator('.ant-select').click()
    await page.locator('.ant-select-item-option', { hasText: 'flowable' }).click()
    await expect.poll(() => panel(page).innerText()).toContain('flowable')
    await shape(page, task).click()
    await openSection(page, '任务')
    expect(await panel(page).getByLabel('跟踪时间', { exact: true }).count()).toBe(0)
    await commitInput(page, '处理用户', 'alice')
    // Panel edits are modeling commands: undo and redo cover them.
    const assignee = panel(page).getByLabel('处理用户', { exact: true })
    await page.getByRole('button', { name: '撤销' }).click()
    await expect.poll(() => assignee.inputValue()).toBe('')
    await page.getByRole('button', { name: '恢复' }).click()
    await expect.poll(() => assignee.inputValue()).toBe('alice')
    await saveButton(page).click()
    await page.waitForURL(/modelEditor\?id=/)
    const id = new URL(page.url()).searchParams.get('id')
    const response = await fetch(`${mockApiBase}/act/process/models/getXml?id=${id}`, {
      headers: { 'X-Access-Token': await apiToken(page) },
    })
    const xml = ((await response.json()) as { result: string }).result
    expect(xml).toContain('xmlns:flowable="http://flowable.org/bpmn"')
    expect(xml).toContain('flowable:assignee="alice"')
    expect(xml).not.toContain('camunda')
  })

  it("warns when an opened file declares another engine's namespace", async () => {
    const page = await newDesigner()
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:activiti="http://activiti.org/bpmn" id="d" targetNamespace="x">
  <process id="imported" name="导入流程" isExecutable="true"><userTask id="T" activiti:assignee="bob" /></process>
  <bpmndi:BPMNDiagram xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="D">
    <bpmndi:BPMNPlane id="P" bpmnElement="imported"><bpmndi:BPMNShape id="T_di" bpmnElement="T"><dc:Bounds x="100" y="100" width="100" height="80" /></bpmndi:BPMNShape></bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>`
    await page
      .getByTestId('bpmn-open-file')
      .setInputFiles({ name: 'imported.bpmn', mimeType: 'application/xml', buffer: Buffer.from(xml) })
    await page.getByText('该流程文件使用 activiti 命名空间').waitFor()
    await expect.poll(() => panel(page).innerText()).toContain('imported')
  })

  it('aligns only two or more elements after a confirmation, and undo/redo follow the command stack', async () => {
    const page = await newDesigner()
    const undo = page.getByRole('button', { name: '撤销' })
    const redo = page.getByRole('button', { name: '恢复' })
    expect(await undo.isDisabled()).toBe(true)
    const ids = await drawStartTaskEnd(page)
    expect(await undo.isEnabled()).toBe(true)
    expect(await redo.isDisabled()).toBe(true)

    await canvas(page).click({ position: { x: 600, y: 500 } })
    await page.getByRole('button', { name: '向上对齐' }).click()
    await page.getByText('请按住 Ctrl 键选择多个元素对齐').waitFor()

    const startEvent = shape(page, ids.start)
    const task = shape(page, ids.task)
    // Move the task down so top alignment has something to do.
    const taskBox = (await task.boundingBox())!
    await page.mouse.move(taskBox.x + taskBox.width / 2, taskBox.y + taskBox.height / 2)
    await page.mouse.down()
    await page.mouse.move(taskBox.x + taskBox.width / 2, taskBox.y + taskBox.height / 2 + 60, { steps: 5 })
    await page.mouse.up()
    await startEvent.click()
    await task.click({ modifiers: ['Shift'] })
    await page.getByRole('button', { name: '向上对齐' }).click()
    await answerConfirm(confirmDialog(page, '自动对齐可能造成图形变形，是否继续？'), /确\s*定|OK/)
    await expect
      .poll(async () => Math.round((await startEvent.boundingBox())!.y - (await task.boundingBox())!.y))
      .toBe(0)

    await undo.click()
    expect(await redo.isEnabled()).toBe(true)
    expect(Math.round((await startEvent.boundingBox())!.y - (await task.boundingBox())!.y)).not.toBe(0)
    await redo.click()
    await expect
      .poll(async () => Math.round((await startEvent.boundingBox())!.y - (await task.boundingBox())!.y))
      .toBe(0)

    await page.getByRole('button', { name: '重新绘制' }).click()
    await answerConfirm(confirmDialog(page, '重新绘制将清空当前流程图与操作记录，是否继续？'), /确\s*定|OK/)
    await expect.poll(() => shapeIds(page)).toEqual([])
    expect(await undo.isDisabled()).toBe(true)
    expect(await redo.isDisabled()).toBe(true)
    await expect.poll(() => panel(page).getByLabel('流程名称', { exact: true }).inputValue()).toMatch(/^业务流程_\d+$/)
  })

  it('zooms in steps of 0.1 between 20% and 400% with the buttons disabled at the bounds', async () => {
    const page = await newDesigner()
    const percent = page.getByTestId('bpmn-zoom')
    const zoomIn = page.getByRole('button', { name: '放大视图' })
    const zoomOut = page.getByRole('button', { name: '缩小视图' })
    expect(await percent.innerText()).toBe('100%')
    await zoomIn.click()
    expect(await percent.innerText()).toBe('110%')
    while (await zoomIn.isEnabled()) await zoomIn.click()
    expect(await percent.innerText()).toBe('400%')
    while (await zoomOut.isEnabled()) await zoomOut.click()
    expect(await percent.innerText()).toBe('20%')
    expect(await zoomIn.isEnabled()).toBe(true)
  })

  it('disables saving while the token simulation runs', async () => {
    const page = await newDesigner()
    await drawStartTaskEnd(page)
    await page.getByRole('button', { name: '开启模拟' }).click()
    expect(await saveButton(page).isDisabled()).toBe(true)
    await page.getByRole('button', { name: '退出模拟' }).click()
    expect(await saveButton(page).isEnabled()).toBe(true)
  })
})

describe('process viewer', () => {
  it('reaches 流程表单 and 流程实例 from the menu, opens an instance, colours it by result and shows the task on hover', async () => {
    const page = await browser.signedInPage()
    await openFromMenu(page, ['流程管理', '流程表单'])
    await page.locator('.ant-table-row').filter({ hasText: '请假申请单' }).waitFor()
    await openFromMenu(page, ['流程管理', '流程实例'])
    // The seeded business approvals fill the first page: the leave requests by their name.
    await page.getByLabel('流程名称').fill('请假申请')
    await page
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click()
    // The seeded instance the manager approved and HR is still handling.
    const row = page.locator('.ant-table-row').filter({ hasText: '请假申请-1' })
    await row.getByRole('link', { name: '流程图' }).click()
    await page.waitForURL((url) => url.pathname === '/bpm/process/instance/detail')
    const viewer = page.getByTestId('bpmn-viewer')
    await viewer.locator('[data-element-id="hrApprove"]').waitFor()
    const markers = async (id: string) =>
      (await viewer.locator(`.djs-element[data-element-id="${id}"]`).getAttribute('class')) ?? ''
    expect(await markers('start')).toContain('bpm-status-approved')
    expect(await markers('managerApprove')).toContain('bpm-status-approved')
    expect(await markers('hrApprove')).toContain('bpm-status-processing')
    expect(await markers('end')).not.toContain('bpm-status')
    expect(await markers('flow1')).toContain('bpm-flow-taken')
    // The status colours reach the shapes inside the viewer's shadow root: approved is drawn green.
    const outline = viewer.locator('.djs-element[data-element-id="start"] .djs-visual > :first-child')
    expect(await outline.evaluate((shape) => getComputedStyle(shape).stroke)).toBe('rgb(82, 196, 26)')
    await viewer.locator('[data-element-id="managerApprove"]').hover()
    const overlay = viewer.locator('.bpm-status-overlay')
    await overlay.waitFor()
    expect(await overlay.innerText()).toContain('审批人：管理员')
    expect(await overlay.innerText()).toContain('审批建议：同意')
  })
})

describe('bundle split', () => {
  it('keeps bpmn-js out of the login and user-management routes', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url())
    })
    await signIn(page, 'admin')
    await page.goto(`${realBuildUrl}/isystem/user`)
    await page.waitForLoadState('networkidle')
    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()))
    // Strings only bpmn-js and diagram-js contain.
    for (const body of bodies) {
      expect(body).not.toContain('djs-container')
      expect(body).not.toContain('bpmn:Definitions')
    }
    await page.goto(`${realBuildUrl}/bpm/modelEditor`)
    await page.getByTestId('bpmn-canvas').locator('.djs-palette').waitFor()
  })
})
