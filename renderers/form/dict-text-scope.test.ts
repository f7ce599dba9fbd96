import { autorun } from '@formily/reactive'
import { describe, expect, it, vi } from 'vitest'
import type { DictionaryProvider } from '../providers/dictionary-provider'
import { dictTextScope } from './dict-text-scope'

const answer = (success: boolean, result: string[]) => ({ success, message: '', code: 200, result, timestamp: 0 })

/** A dictionary provider whose loadDictItem answers wait until the test releases them. */
function heldTexts() {
  const waiting: ((texts: string[], success?: boolean) => void)[] = []
  const texts = vi.fn(
    () =>
      new Promise<ReturnType<typeof answer>>((resolve) =>
        waiting.push((result, success = true) => resolve(answer(success, result))),
      ),
  )
  const release = async (texts: string[], success?: boolean) => {
    waiting.shift()!(texts, success)
    await Promise.resolve()
  }
  return { dictionaries: { texts } as unknown as DictionaryProvider, texts, release }
}

describe('$dictText in form expressions', () => {
  it('is unknown until the server answers, then the reaction that asked runs again with the text', async () => {
    const { dictionaries, texts, release } = heldTexts()
    const dictText = dictTextScope(dictionaries)
    const seen: (string | undefined)[] = []
    const dispose = autorun(() => {
      seen.push(dictText('sys_user,org_code,username', 'admin'))
    })
    expect(seen).toEqual([undefined])
    await release(['A01'])
    expect(seen).toEqual([undefined, 'A01'])
    expect(dictText('sys_user,org_code,username', 'admin')).toBe('A01')
    expect(texts).toHaveBeenCalledTimes(1)
    expect(texts).toHaveBeenCalledWith('sys_user,org_code,username', 'admin')
    dispose()
  })

  it('asks nothing for an empty value and stays unknown when the server knows no text or refuses', async () => {
    const { dictionaries, texts, release } = heldTexts()
    const dictText = dictTextScope(dictionaries)
    expect(dictText('sys_user,org_code,username', '')).toBeUndefined()
    expect(dictText('sys_user,org_code,username', null)).toBeUndefined()
    expect(texts).not.toHaveBeenCalled()
    dictText('sys_user,org_code,username', 'gone')
    dictText('sys_user,org_code,username', 'secret')
    await release([])
    await release(['A02'], false)
    expect(dictText('sys_user,org_code,username', 'gone')).toBeUndefined()
    expect(dictText('sys_user,org_code,username', 'secret')).toBeUndefined()
  })
})
