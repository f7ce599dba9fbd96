import { describe, expect, it } from 'vitest'
import { createBackend } from '../../backend'
import { readStoredFile, saveFile } from './files'

const text = (value: string) => new TextEncoder().encode(value)

describe('stored files', () => {
  it('a file written again under the same path replaces the old one, bytes and description', async () => {
    const backend = createBackend()
    const file = { biz: 'logs', name: 'errors.txt', contentType: 'text/plain', path: 'logs/20261126/errors.txt' }
    saveFile(backend, { ...file, bytes: text('第一次导入的错误') })
    saveFile(backend, { ...file, bytes: text('第二次') })
    const stored = await readStoredFile(backend, file.path)
    expect(new TextDecoder().decode(stored?.bytes)).toBe('第二次')
    expect(backend.db.table('sys_upload_file').list((row) => row.path === file.path)).toHaveLength(1)
  })
})
