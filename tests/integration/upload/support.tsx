import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { expect } from 'vitest'
import { backend, ok, renderSchema } from '../engine/support'

export const UPLOAD_URL = '*/jeecg-boot/sys/common/upload'

/** One multipart upload as the server saw it (jsdom's FormData reaches msw without the file's name or bytes). */
export interface SeenUpload {
  fields: Record<string, string>
  token: string | null
}

/**
 * A form page holding the given fields, once it shows (form pages load their code on first use); its submit answers
 * 保存成功！ and keeps the values it got.
 */
export async function renderForm(properties: Record<string, unknown>) {
  const sent: Record<string, unknown>[] = []
  backend.server.use(
    mswHttp.put('*/jeecg-boot/demo/files', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json(ok(null, '保存成功！'))
    }),
  )
  const view = renderSchema({
    kind: 'form',
    title: '附件',
    submit: { method: 'put', url: '/demo/files' },
    form: { schema: { type: 'object', properties } },
  })
  await screen.findByRole('button', { name: /提\s*交/ })
  return { ...view, sent }
}

export async function submit(sent: Record<string, unknown>[]): Promise<Record<string, unknown>> {
  const before = sent.length
  await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
  await waitFor(() => expect(sent).toHaveLength(before + 1))
  expect(await screen.findAllByText('保存成功！')).not.toHaveLength(0)
  return sent.at(-1)!
}

/**
 * Answers uploads through `answer` (default: the n-th upload is stored as `<biz>/file<n>`), recording what each
 * request carried.
 * `hold` keeps every answer back until `release()`.
 */
export function serveUploads(options: { answer?: (seen: SeenUpload) => Response; hold?: boolean } = {}) {
  const seen: SeenUpload[] = []
  let release: () => void = () => undefined
  const held = options.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  backend.server.use(
    mswHttp.post(UPLOAD_URL, async ({ request }) => {
      const form = await request.formData()
      if (!form.has('file')) return HttpResponse.json({ success: false, message: '上传失败！', code: 500 })
      const fields = Object.fromEntries(
        [...form.entries()]
          .filter(([name]) => name !== 'file')
          .map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
      )
      const upload = { fields, token: request.headers.get('X-Access-Token') }
      const number = seen.push(upload)
      await held
      return options.answer?.(upload) ?? HttpResponse.json(ok(null, `${fields.biz}/file${number}`, 0))
    }),
  )
  return { seen, release: () => release() }
}

/** The stored images of a field, in order, by their alt text. */
export const imageNames = (container: HTMLElement) => [...container.querySelectorAll('img')].map((image) => image.alt)

export const fileInput = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement

export const pngFile = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' })
export const textFile = (name: string, text = '委托内容') => new File([text], name, { type: 'text/plain' })
