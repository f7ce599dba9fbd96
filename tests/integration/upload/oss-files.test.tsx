import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import ossFiles from '@schemas/pages/modules/oss/OSSFileList.json'
import { backend, failed, ok, renderSchema, serveSignedInBackend } from '../engine/support'
import { fileInput, pngFile } from './support'

serveSignedInBackend()

const SOURCE = 'schemas/pages/modules/oss/OSSFileList.json'
const OSS_UPLOAD = '*/jeecg-boot/sys/oss/file/upload'
const rowOf = (name: string) => screen.getByText(name, { exact: true }).closest('tr')!

/** Opens 对象存储 and its OSS upload dialog, and picks a file there. */
async function uploadThroughDialog(file: File) {
  renderSchema(ossFiles, SOURCE)
  await screen.findByText('商标注册证样本.png')
  await userEvent.click(screen.getByRole('button', { name: /OSS文件上传/ }))
  const dialog = await screen.findByRole('dialog')
  await userEvent.upload(fileInput(dialog), file)
  return dialog
}

describe('对象存储', () => {
  it('uploads a file and lists it', async () => {
    // jsdom's FormData reaches msw without the file's bytes: the server side is stood in for, storing a row.
    backend.server.use(
      mswHttp.post(OSS_UPLOAD, () => {
        backend.db.table('oss_file').insert({ fileName: '新商标.png', url: 'https://bucket.example/新商标.png' })
        return HttpResponse.json(ok(null, '上传成功！'))
      }),
    )
    await uploadThroughDialog(pngFile('新商标.png'))
    expect(await screen.findByText('新商标.png 上传成功!')).toBeInTheDocument()
    const table = document.querySelector<HTMLElement>('.ant-table-tbody')!
    expect(await within(table).findByText('新商标.png')).toBeInTheDocument()
  })

  it('says what the server is missing when it has no storage configured', async () => {
    backend.server.use(mswHttp.post(OSS_UPLOAD, () => HttpResponse.json(failed('上传失败'))))
    const dialog = await uploadThroughDialog(pngFile('新商标.png'))
    expect(
      await within(dialog).findByText(
        '新商标.png 上传失败：上传失败。服务器未配置对象存储（jeecg.oss），或其配置不正确，请联系管理员',
      ),
    ).toBeInTheDocument()
  })

  it('previews an image inline, links a document and its download, and deletes a file', async () => {
    renderSchema(ossFiles, SOURCE)
    await screen.findByText('商标注册证样本.png')
    await userEvent.click(within(rowOf('商标注册证样本.png')).getByRole('button', { name: '预览' }))
    const image = await screen.findByRole('img', { name: '商标注册证样本.png' })
    expect(image.getAttribute('src')).toMatch(/^https:\/\/.+\/upload\/test\/商标注册证样本_\d+\.png$/)

    const pdfRow = rowOf('年费缴纳指南.pdf')
    const stored = String(backend.db.table('oss_file').first((row) => row.fileName === '年费缴纳指南.pdf')!.url)
    expect(within(pdfRow).getByRole('link', { name: '预览' })).toHaveAttribute('href', stored)
    const download = within(pdfRow).getByRole('link', { name: '下载' })
    expect(download).toHaveAttribute('download', '年费缴纳指南.pdf')

    await userEvent.click(within(pdfRow).getByRole('button', { name: '删除' }))
    const confirm = (await screen.findByText('是否删除选中文件?')).closest<HTMLElement>('.ant-modal')!
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(screen.queryByText('年费缴纳指南.pdf')).toBeNull())
  })
})
