import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { generateAll } from '../../../codegen/cli'

const root = fileURLToPath(new URL('../../..', import.meta.url))

describe('generated files', () => {
  it('match what `npm run codegen` would write now', async () => {
    const outputs = await generateAll(root)
    for (const [path, content] of Object.entries(outputs)) {
      expect(readFileSync(`${root}/${path}`, 'utf8'), `${path} is stale: run npm run codegen`).toBe(content)
    }
  })

  it('compile every validator ahead of time, one module per kind, with no run-time code compilation', () => {
    const dir = `${root}/renderers/generated/validate`
    const modules = readdirSync(dir).filter((name) => name.endsWith('.js'))
    expect(modules).toEqual(expect.arrayContaining(['list-page.js', 'form-page.js', 'dashboard-page.js', 'entity.js']))
    expect(readFileSync(`${dir}/list-page.js`, 'utf8')).toMatch(/export const validateListPage\b/)
    expect(readFileSync(`${dir}/list-page.js`, 'utf8')).not.toMatch(/validateFormPage/)
    for (const name of modules)
      expect(readFileSync(`${dir}/${name}`, 'utf8'), name).not.toMatch(/new Function|\beval\(|\bFunction\(/)
  })
})
