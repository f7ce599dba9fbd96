import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { launchBrowserForFile } from './support/browser'
import { noisePng } from './support/png'
import { dialogOpened } from './support/overlays'
import { builtinBuildUrl, realBuildUrl } from './support/ports'

const browser = launchBrowserForFile()

beforeAll(resetBackend)

const STORED_AVATAR = /\/jeecg-boot\/sys\/common\/static\/temp\/.+\.png$/

const userRow = (page: Page): Locator => page.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: '周晓雯' })
const formDialog = (page: Page): Locator =>
  page.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: '用户账号' })
const doneThumbnail = (form: Locator): Locator => form.locator('.ant-upload-list-item-done img')

/** Whether an image element finished loading real pixels. */
const loaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)

async function openUsers(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/isystem/user`)
  await page.getByPlaceholder('请输入用户账号', { exact: true }).first().fill('jeecg')
  await page
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click()
  await expect.poll(() => userRow(page).count()).toBe(1)
}

async function editUser(page: Page): Promise<Locator> {
  await userRow(page).getByText('编辑', { exact: true }).click()
  const form = formDialog(page)
  await dialogOpened(form)
  await expect.poll(() => form.getByPlaceholder('请输入用户姓名').inputValue()).toBe('周晓雯')
  return form
}

async function pickAvatar(form: Locator): Promise<void> {
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: noisePng(160, 160) })
}

/** Saves the form, reloads the page and expects the stored avatar to load in the users list and in the form. */
async function saveAndFindAfterReload(page: Page, form: Locator, baseUrl: string): Promise<void> {
  await form.getByRole('button', { name: /确\s*定/ }).click()
  await expect.poll(() => form.isVisible()).toBe(false)

  await page.reload()
  await openUsers(page, baseUrl)
  const avatar = userRow(page).locator('img')
  await avatar.waitFor({ state: 'visible' })
  expect(await avatar.getAttribute('src')).toMatch(STORED_AVATAR)
  await expect.poll(() => loaded(avatar)).toBe(true)

  const reopened = await editUser(page)
  await expect.poll(() => doneThumbnail(reopened).count()).toBe(1)
  await expect.poll(() => loaded(doneThumbnail(reopened))).toBe(true)
}

describe('upload', () => {
  it('uploads an avatar in the user form with its progress showing, saves it and shows the thumbnail in the list after a reload', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    await openUsers(page, realBuildUrl)
    expect(await userRow(page).getByText('无图片').count()).toBe(1)
    const form = await editUser(page)

    // A slow uplink, so the upload lasts long enough to be watched.
    const network = await page.context().newCDPSession(page)
    await network.send('Network.enable')
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    })
    await pickAvatar(form)
    await form.locator('.ant-upload-list-item-uploading').getByRole('progressbar').waitFor({ state: 'visible' })
    expect(await form.getByText('文件上传中').isVisible()).toBe(true)

    await doneThumbnail(form).waitFor({ state: 'visible' })
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    expect(await doneThumbnail(form).getAttribute('src')).toMatch(STORED_AVATAR)
    await expect.poll(() => loaded(doneThumbnail(form))).toBe(true)

    await saveAndFindAfterReload(page, form, realBuildUrl)
  })

  it('keeps an uploaded avatar over a reload with the built-in backend (bytes in IndexedDB)', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin', builtinBuildUrl)
    await openUsers(page, builtinBuildUrl)
    const form = await editUser(page)
    await pickAvatar(form)
    await doneThumbnail(form).waitFor({ state: 'visible' })
    await saveAndFindAfterReload(page, form, builtinBuildUrl)
  })
})
