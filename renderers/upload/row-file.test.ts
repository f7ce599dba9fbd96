import { describe, expect, it } from 'vitest'
import { isImage, previewHref, rowFile } from './row-file'

const assetUrl = (path: string) => (path.startsWith('http') ? path : `/static/${path}`)

describe('rowFile', () => {
  it('names the file by its name field, else by the last segment of its URL', () => {
    const row = { url: 'https://bucket.example/upload/a_1.png', fileName: '标志.png' }
    expect(rowFile({ field: 'url', nameField: 'fileName' }, row, assetUrl)).toEqual({
      url: 'https://bucket.example/upload/a_1.png',
      name: '标志.png',
    })
    expect(rowFile({ field: 'url' }, { url: 'temp/b_2.pdf' }, assetUrl)).toEqual({
      url: '/static/temp/b_2.pdf',
      name: 'b_2.pdf',
    })
    expect(rowFile({ field: 'url' }, { url: '' }, assetUrl)).toBeUndefined()
  })

  it('tells images from documents by their extension', () => {
    expect(isImage({ url: 'https://x/a.JPG', name: 'a.JPG' })).toBe(true)
    expect(isImage({ url: 'https://x/a.docx', name: 'a.docx' })).toBe(false)
  })

  it('sends a document to the preview service by its encoded URL, Word and PDF converted to PDF', () => {
    expect(previewHref({ url: 'https://x/a b.docx', name: 'a b.docx' }, 'http://view.test/onlinePreview')).toBe(
      'http://view.test/onlinePreview?url=https%3A%2F%2Fx%2Fa%20b.docx&officePreviewType=pdf',
    )
    expect(previewHref({ url: 'https://x/a.xlsx', name: 'a.xlsx' }, 'http://view.test/p')).toBe(
      'http://view.test/p?url=https%3A%2F%2Fx%2Fa.xlsx',
    )
  })
})
