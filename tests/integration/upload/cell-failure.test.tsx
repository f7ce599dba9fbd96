import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { failed, serveSignedInBackend } from '../engine/support'
import { fileInput, pngFile, renderForm, serveUploads, submit, textFile } from './support'

serveSignedInBackend()

const cellField = (props: Record<string, unknown>) => ({
  scan: {
    type: 'string',
    title: '扫描件',
    'x-decorator': 'FormItem',
    'x-component': 'uploadCell',
    'x-component-props': props,
  },
})

/** The error dialog antd's modal.error opens, by its title. */
async function errorDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' })
  return heading.closest('.ant-modal-confirm') as HTMLElement
}

async function uploadInCell(button: RegExp, file: File): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: button }))
  const dialog = await screen.findByRole('dialog')
  await userEvent.upload(fileInput(dialog), file)
  return dialog
}

describe('upload cell failures', () => {
  it('shows 上传出错 with the server message when an image cell upload is refused, and leaves the value unchanged', async () => {
    serveUploads({ answer: () => HttpResponse.json(failed('文件大小超出10MB限制, 请压缩或降低文件质量!')) })
    const { sent } = await renderForm(cellField({ kind: 'image' }))
    const popup = await uploadInCell(/上传图片/, pngFile('身份证.png'))

    const error = await errorDialog('上传出错')
    expect(within(error).getByText('文件大小超出10MB限制, 请压缩或降低文件质量!')).toBeInTheDocument()
    expect(screen.queryByText('身份证.png 上传失败.')).toBeNull()
    await userEvent.click(within(error).getByRole('button', { name: /知\s*道\s*了|确\s*定|OK/ }))
    await userEvent.click(within(popup).getByRole('button', { name: /取\s*消/ }))
    expect(screen.getByRole('button', { name: /上传图片/ })).toBeInTheDocument()
    expect(await submit(sent)).toEqual({})
  })

  it('falls back to 未知错误 when the server gives no message', async () => {
    serveUploads({
      answer: () => HttpResponse.json({ success: false, message: '', code: 500, result: null, timestamp: Date.now() }),
    })
    await renderForm(cellField({ kind: 'image' }))
    await uploadInCell(/上传图片/, pngFile('身份证.png'))
    expect(within(await errorDialog('上传出错')).getByText('未知错误')).toBeInTheDocument()
  })

  it('titles a failed file cell upload 上传失败, with the server message', async () => {
    serveUploads({ answer: () => HttpResponse.json(failed('上传文件类型不允许'), { status: 200 }) })
    await renderForm(cellField({}))
    await uploadInCell(/上传文件/, textFile('合同.exe'))
    expect(within(await errorDialog('上传失败')).getByText('上传文件类型不允许')).toBeInTheDocument()
  })
})
