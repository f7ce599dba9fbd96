import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import type { ReactNode } from 'react'
import { HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { staticDomainUrl } from '@/config/env'
import { FilePopModal } from '@renderers/upload'
import { ok, serveSignedInBackend } from '../engine/support'
import { fileInput, pngFile, renderForm, serveUploads, submit, textFile } from './support'
import { AppEngine } from '@/engine/AppEngine'

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

const inChinese = (node: ReactNode) => (
  <ConfigProvider locale={zhCN}>
    <AntApp>
      <AppEngine>{node}</AppEngine>
    </AntApp>
  </ConfigProvider>
)

const confirm = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))

describe('file pop-up (JFilePop)', () => {
  it('is titled after its kind, 520 wide, warns 未上传任何文件 on an empty confirm and hands back the upload result', async () => {
    serveUploads({ answer: () => HttpResponse.json(ok(null, 'temp/委托书.pdf', 0)) })
    const onOk = vi.fn()
    const { rerender } = render(
      inChinese(<FilePopModal open kind="image" id="row-1" onOk={onOk} onCancel={() => undefined} />),
    )
    expect(await screen.findByText('图片上传')).toBeInTheDocument()
    rerender(inChinese(<FilePopModal open id="row-1" onOk={onOk} onCancel={() => undefined} />))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('文件上传')).toBeInTheDocument()
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '520px' })

    await confirm(dialog)
    expect(await screen.findByText('未上传任何文件')).toBeInTheDocument()
    expect(onOk).not.toHaveBeenCalled()

    await userEvent.upload(fileInput(dialog), textFile('委托书.pdf'))
    await within(dialog).findByRole('link', { name: '委托书.pdf' })
    await confirm(dialog)
    expect(onOk).toHaveBeenCalledWith({
      name: '委托书.pdf',
      url: `${staticDomainUrl}/temp/委托书.pdf`,
      path: 'temp/委托书.pdf',
      status: 'done',
      id: 'row-1',
    })
  })
})

describe('upload cell (JUploadCell)', () => {
  it('uploads through the pop-up as a cell (isup=1, no token unless asked) and shows five characters of the name', async () => {
    const uploads = serveUploads({ answer: () => HttpResponse.json(ok(null, 'temp/委托书扫描件.pdf', 0)) })
    const { sent } = await renderForm(cellField({}))
    await userEvent.click(screen.getByRole('button', { name: /上传文件/ }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.upload(fileInput(dialog), textFile('委托书扫描件.pdf'))
    await within(dialog).findByRole('link', { name: '委托书扫描件.pdf' })
    expect(uploads.seen).toEqual([{ fields: { biz: 'temp', isup: '1' }, token: null }])
    await confirm(dialog)

    const shown = await screen.findByRole('link', { name: '委托书扫描...' })
    expect(shown).toHaveAttribute('href', `${staticDomainUrl}/temp/委托书扫描件.pdf`)
    expect(await submit(sent)).toEqual({ scan: 'temp/委托书扫描件.pdf' })

    await userEvent.click(screen.getByRole('button', { name: /删\s*除/ }))
    expect(await screen.findByRole('button', { name: /上传文件/ })).toBeInTheDocument()
    expect(await submit(sent)).toEqual({ scan: '' })
  })

  it('sends the token when the column sets it; an image cell opens 图片上传 and shows a thumbnail', async () => {
    const uploads = serveUploads()
    const { container } = await renderForm(cellField({ kind: 'image', token: true, allowRemove: false }))
    await userEvent.click(screen.getByRole('button', { name: /上传图片/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('图片上传')).toBeInTheDocument()
    await userEvent.upload(fileInput(dialog), pngFile('签名.png'))
    await waitFor(() =>
      expect(uploads.seen).toEqual([{ fields: { biz: 'temp', isup: '1' }, token: expect.any(String) }]),
    )
    await waitFor(() => expect(dialog.querySelector('img')).toHaveAttribute('src', `${staticDomainUrl}/temp/file1`))
    await confirm(dialog)

    await waitFor(() =>
      expect(container.querySelector('.ant-image img')).toHaveAttribute('src', `${staticDomainUrl}/temp/file1`),
    )
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull()
  })
})
