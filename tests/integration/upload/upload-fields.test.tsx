import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { staticDomainUrl } from '@/config/env'
import { failed, ok, serveSignedInBackend } from '../engine/support'
import { fileInput, imageNames, pngFile, renderForm, serveUploads, submit, textFile } from './support'

serveSignedInBackend()

const field = (component: string, props: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  files: {
    type: 'string',
    title: '附件',
    'x-decorator': 'FormItem',
    'x-component': component,
    'x-component-props': props,
    ...extra,
  },
})

const itemOf = (text: string) => screen.getByText(text).closest('.ant-upload-list-item') as HTMLElement

describe('file upload field (file)', () => {
  it('shows the file uploading with its progress until the server answers, then links the path from the answer', async () => {
    const uploads = serveUploads({ hold: true })
    const { container, sent } = await renderForm(field('file'))
    expect(screen.getByRole('button', { name: /点击上传/ })).toBeInTheDocument()

    await userEvent.upload(fileInput(container), textFile('委托书.txt'))
    expect(await screen.findByRole('progressbar')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '委托书.txt' })).toBeNull()

    uploads.release()
    const link = await screen.findByRole('link', { name: '委托书.txt' })
    expect(link).toHaveAttribute('href', `${staticDomainUrl}/temp/file1`)
    expect(uploads.seen).toEqual([{ fields: { biz: 'temp' }, token: expect.any(String) }])
    expect(await submit(sent)).toEqual({ files: 'temp/file1' })
  })

  it('cancels an upload removed while it runs: no failure is reported and nothing is stored', async () => {
    const uploads = serveUploads({ hold: true })
    const { container, sent } = await renderForm(field('file'))
    await userEvent.upload(fileInput(container), textFile('草稿.txt'))
    await screen.findByRole('progressbar')
    await userEvent.click(within(itemOf('草稿.txt')).getByTitle('删除文件'))
    uploads.release()
    expect(await submit(sent)).toEqual({})
    expect(screen.queryByText(/上传失败|网络连接失败/)).toBeNull()
  })

  it('files under the configured biz folder, and reads the path from another answer field when told', async () => {
    const uploads = serveUploads({
      answer: () => HttpResponse.json({ ...ok(null, '上传成功'), path: 'contract/合同.txt' }),
    })
    const { container, sent } = await renderForm(field('file', { biz: 'contract', responseName: 'path' }))
    await userEvent.upload(fileInput(container), textFile('合同.txt'))
    expect(await screen.findByRole('link', { name: '合同.txt' })).toHaveAttribute(
      'href',
      `${staticDomainUrl}/contract/合同.txt`,
    )
    expect(uploads.seen[0].fields).toEqual({ biz: 'contract' })
    expect(await submit(sent)).toEqual({ files: 'contract/合同.txt' })
  })

  it('marks a refused upload as failed with the server reason (未知错误 when there is none) and keeps it out of the value', async () => {
    let reason = '文件类型不允许'
    serveUploads({ answer: () => HttpResponse.json(failed(reason)) })
    const { container, sent } = await renderForm(field('file'))

    await userEvent.upload(fileInput(container), textFile('病毒.exe'))
    expect(await screen.findByText('病毒.exe 上传失败.')).toBeInTheDocument()
    await userEvent.hover(screen.getByText('病毒.exe'))
    expect(await screen.findByText('文件类型不允许')).toBeInTheDocument()

    reason = ''
    await userEvent.upload(fileInput(container), textFile('空白.txt'))
    expect(await screen.findByText('空白.txt 上传失败.')).toBeInTheDocument()
    await userEvent.hover(screen.getByText('空白.txt'))
    expect(await screen.findByText('未知错误')).toBeInTheDocument()
    expect(await submit(sent)).toEqual({})
  })

  it('keeps at most `number` files: the button goes at the limit and a larger pick keeps the newest', async () => {
    serveUploads()
    const { container, sent } = await renderForm(field('file', { number: 2 }))
    await userEvent.upload(fileInput(container), [textFile('一.txt'), textFile('二.txt'), textFile('三.txt')])
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['二.txt', '三.txt']),
    )
    expect(screen.queryByRole('button', { name: /点击上传/ })).toBeNull()
    expect(await submit(sent)).toEqual({ files: 'temp/file2,temp/file3' })

    await userEvent.click(within(itemOf('二.txt')).getByTitle('删除文件'))
    expect(await screen.findByRole('button', { name: /点击上传/ })).toBeInTheDocument()
    expect(await submit(sent)).toEqual({ files: 'temp/file3' })
  })

  it('shows stored files from the value; removing the last clears it; download and remove can be switched off', async () => {
    const { sent } = await renderForm({
      ...field('file', {}, { default: 'temp/说明_1.pdf' }),
      locked: {
        type: 'string',
        title: '存档',
        default: 'archive/存档_2.pdf',
        'x-decorator': 'FormItem',
        'x-component': 'file',
        'x-component-props': { allowDownload: false, allowRemove: false },
      },
    })
    expect(await screen.findByRole('link', { name: '说明_1.pdf' })).toHaveAttribute(
      'href',
      `${staticDomainUrl}/temp/说明_1.pdf`,
    )
    expect(screen.getByText('存档_2.pdf').closest('a')).toBeNull()
    expect(within(itemOf('存档_2.pdf')).queryByTitle('删除文件')).toBeNull()
    expect(within(itemOf('存档_2.pdf')).queryByTitle('下载文件')).toBeNull()

    expect(within(itemOf('说明_1.pdf')).getByTitle('下载文件')).toBeInTheDocument()
    await userEvent.click(within(itemOf('说明_1.pdf')).getByTitle('删除文件'))
    expect(await submit(sent)).toEqual({ files: '', locked: 'archive/存档_2.pdf' })
  })
})

describe('image upload field (image)', () => {
  it('takes only images (请上传图片) and shows a thumbnail of the stored path', async () => {
    const uploads = serveUploads()
    const { container, sent } = await renderForm(field('image', { number: 1 }))
    expect(fileInput(container).accept).toBe('image/*')

    await userEvent.upload(fileInput(container), textFile('说明.txt'), { applyAccept: false })
    expect(await screen.findByText('请上传图片')).toBeInTheDocument()
    expect(uploads.seen).toHaveLength(0)

    await userEvent.upload(fileInput(container), pngFile('头像.png'))
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', `${staticDomainUrl}/temp/file1`))
    expect(imageNames(container)).toEqual(['头像.png'])
    expect(screen.queryByText('上传')).toBeNull()
    expect(await submit(sent)).toEqual({ files: 'temp/file1' })
  })

  it('moves images before or after their neighbours, warning past either end', async () => {
    const { container, sent } = await renderForm(field('image', {}, { default: 'temp/a.png,temp/b.png,temp/c.png' }))
    await userEvent.click(await screen.findByRole('button', { name: '前移 a.png' }))
    expect(await screen.findByText('未知的操作')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '后移 c.png' }))
    expect(await screen.findByText('已到最后~')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: '后移 a.png' }))
    await waitFor(() => expect(imageNames(container)).toEqual(['b.png', 'a.png', 'c.png']))
    await userEvent.click(screen.getByRole('button', { name: '前移 c.png' }))
    expect(await submit(sent)).toEqual({ files: 'temp/b.png,temp/c.png,temp/a.png' })
  })
})
