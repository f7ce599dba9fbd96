import { describe, expect, it } from 'vitest'
import { omit } from '../core/omit'
import { shortFileName } from './short-file-name'
import { fileNameOf, filesFromValue, randomUid, valueOfFiles, type UploadedFile } from './uploaded-file'

const staticDomainUrl = 'https://files.example/static'
const assetUrl = (path: string) => `${staticDomainUrl}/${path}`

const file = (changes: Partial<UploadedFile>): UploadedFile => ({
  uid: randomUid(),
  name: 'x',
  status: 'done',
  percent: 100,
  ...changes,
})

describe('uploaded files and field values', () => {
  it('reads comma-separated stored paths as finished files named after their last segment, under the static domain', () => {
    const files = filesFromValue(' temp/a_1.png, ,docs\\b_2.pdf,', assetUrl)
    expect(files.map((read) => omit(read, 'uid'))).toEqual([
      { name: 'a_1.png', status: 'done', percent: 100, path: 'temp/a_1.png', url: `${staticDomainUrl}/temp/a_1.png` },
      {
        name: 'b_2.pdf',
        status: 'done',
        percent: 100,
        path: 'docs\\b_2.pdf',
        url: `${staticDomainUrl}/docs\\b_2.pdf`,
      },
    ])
    for (const read of files) expect(read.uid).toMatch(/^[a-z0-9]{8}$/)
    expect(filesFromValue(null, assetUrl)).toEqual([])
    expect(fileNameOf('a\\b/c.txt')).toBe('c.txt')
  })

  it('stores only the paths of finished files, in order', () => {
    const files = [
      file({ path: 'temp/1' }),
      file({ status: 'uploading', percent: 40 }),
      file({ status: 'error', message: '未知错误' }),
      file({ path: 'temp/2' }),
    ]
    expect(valueOfFiles(files)).toBe('temp/1,temp/2')
    expect(valueOfFiles([])).toBe('')
  })

  it('cuts a cell file name to five characters and an ellipsis', () => {
    expect(shortFileName('委托书扫描件.pdf')).toBe('委托书扫描...')
    expect(shortFileName('a.txt')).toBe('a.txt')
  })
})
