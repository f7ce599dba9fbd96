import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as fsPromises from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBackend, type Backend } from '../backend'
import { readStoredFile, saveFile } from '../kernel/services/files'
import { writeFileAtomic } from './atomic-file'
import { filesFolderOf, openFileStore, type FileStore } from './file-persistence'

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>()
  return { ...actual, writeFile: vi.fn(actual.writeFile) }
})
const writeFile = vi.mocked(fsPromises.writeFile)

let folder = ''
let dataPath = ''

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'mock-data-'))
  dataPath = join(folder, 'db.json')
  writeFile.mockClear()
})

afterEach(() => {
  rmSync(folder, { recursive: true, force: true })
})

/** A server start: the backend over the data file, as `serve:mock --data` builds it. */
async function start(): Promise<{ backend: Backend; store: FileStore }> {
  const store = openFileStore(dataPath)
  const backend = createBackend({ persistence: store.persistence, fileBytes: () => store.fileBytes })
  await store.idle()
  writeFile.mockClear()
  return { backend, store }
}

const writesTo = (path: string) =>
  writeFile.mock.calls.filter(([target]) => typeof target === 'string' && target.startsWith(path)).length

describe('the data file of serve:mock --data', () => {
  it('keeps uploaded files as files beside the data file, and reads everything back after a restart', async () => {
    const first = await start()
    const bytes = new TextEncoder().encode('专利申请书')
    const path = saveFile(first.backend, { biz: 'patents', name: '申请书.txt', contentType: 'text/plain', bytes })
    const lisi = first.backend.db.table('sys_user').first((user) => user.username === 'lisi')!
    first.backend.db.table('sys_user').update(lisi.id, { realname: '李四四' })
    first.backend.db.flush()
    await first.store.idle()

    expect(readFileSync(join(filesFolderOf(dataPath), path), 'utf8')).toBe('专利申请书')
    expect(readFileSync(dataPath, 'utf8')).not.toContain(Buffer.from('专利申请书').toString('base64'))

    const second = await start()
    expect(second.backend.db.table('sys_user').get(lisi.id)?.realname).toBe('李四四')
    const stored = await readStoredFile(second.backend, path)
    expect(new TextDecoder().decode(stored?.bytes)).toBe('专利申请书')
  })

  it('writes after the request, once for a burst of changes', async () => {
    const { backend, store } = await start()
    const roles = backend.db.table('sys_role')
    for (let index = 0; index < 50; index += 1) {
      roles.insert({ roleName: `角色${index}`, roleCode: `role_${index}` } as never)
      backend.db.flush()
    }
    expect(writesTo(dataPath)).toBe(0)
    await store.idle()
    expect(writesTo(dataPath)).toBe(1)
    const saved = JSON.parse(readFileSync(dataPath, 'utf8')) as { tables: Record<string, unknown[]> }
    expect(saved.tables.sys_role).toHaveLength(roles.count())
  })
})

describe('writeFileAtomic', () => {
  it('leaves the previous content whole when a write fails half way, and no temporary file behind', async () => {
    writeFileSync(dataPath, '{"complete":true}')
    const actual = await vi.importActual<typeof import('node:fs/promises')>('node:fs/promises')
    writeFile.mockImplementationOnce(async (target) => {
      await actual.writeFile(target, '{"compl')
      throw new Error('ENOSPC: no space left on device')
    })
    await expect(writeFileAtomic(dataPath, '{"complete":false}')).rejects.toThrow('ENOSPC')
    expect(readFileSync(dataPath, 'utf8')).toBe('{"complete":true}')
    expect(readdirSync(folder)).toEqual(['db.json'])

    await writeFileAtomic(dataPath, '{"complete":"again"}')
    expect(readFileSync(dataPath, 'utf8')).toBe('{"complete":"again"}')
    expect(readdirSync(folder)).toEqual(['db.json'])
  })
})
