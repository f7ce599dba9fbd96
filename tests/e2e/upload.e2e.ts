import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { resetBackend, signIn } from './support/app'
import { useBrowser } from './support/browser'
import { noisePng } from './support/png'
import { realBuildUrl } from './support/ports'

const browser = useBrowser()

beforeAll(resetBackend)

const userRow = (page: Page): Locator => page.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: '周晓雯' })
const formDialog = (page: Page): Locator => page.locator('.ant-modal-wrap:visible .ant-modal').filter({ hasText: '用户账号' })

/** Whether an image element finished loading real pixels. */
const loaded = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)

async function openUsers(page: Page): Promise<void> {
  await page.goto(`${realBuildUrl}/isystem/user`)
  await page.getByPlaceholder('请输入用户账号', { exact: true }).first().fill('jeecg')
  await page.getByRole('button', { name: /查\s*询/ }).first().click()
  await expect.poll(() => userRow(page).count(), { timeout: 20000 }).toBe(1)
}

describe('upload', () => {
  it('uploads an avatar in the user form with its progress showing, saves it and shows the thumbnail in the list after a reload', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    await openUsers(page)
    expect(await userRow(page).getByText('无图片').count()).toBe(1)

    await userRow(page).getByText('编辑', { exact: true }).click()
    const form = formDialog(page)
    await expect.poll(() => form.getByPlaceholder('请输入用户姓名').inputValue()).toBe('周晓雯')

    // A slow uplink, so the upload lasts long enough to be watched.
    const network = await page.context().newCDPSession(page)
    await network.send('Network.enable')
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 64 * 1024 })
    await form.locator('input[type=file]').setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: noisePng(160, 160) })

    const progress = form.locator('.ant-upload-list-item-uploading').getByRole('progressbar')
    await progress.waitFor({ state: 'visible' })
    expect(await form.getByText('文件上传中').isVisible()).toBe(true)

    const thumbnail = form.locator('.ant-upload-list-item-done img')
    await thumbnail.waitFor({ state: 'visible', timeout: 30000 })
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    expect(await thumbnail.getAttribute('src')).toMatch(/\/jeecg-boot\/sys\/common\/static\/temp\/.+\.png$/)
    await expect.poll(() => loaded(thumbnail)).toBe(true)

    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect.poll(() => form.isVisible()).toBe(false)

    await page.reload()
    await openUsers(page)
    const avatar = userRow(page).locator('img')
    await avatar.waitFor({ state: 'visible' })
    expect(await avatar.getAttribute('src')).toMatch(/\/jeecg-boot\/sys\/common\/static\/temp\/.+\.png$/)
    await expect.poll(() => loaded(avatar)).toBe(true)

    await userRow(page).getByText('编辑', { exact: true }).click()
    await expect.poll(() => formDialog(page).locator('.ant-upload-list-item-done img').count()).toBe(1)
  })
})
