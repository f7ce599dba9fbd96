import { useEffect, useState } from 'react'
import type { DictModel } from '../../generated/entities'
import { useDictionaries } from '../../providers/EngineProvider'

/**
 * The chosen value of a table dictionary whose condition no longer lists it (a row the record being edited has
 * already used up, where the picker offers only rows still open): its text, read by the code without the condition as
 * `/sys/dict/loadDictItem` names stored values, so the box shows the name rather than the id.
 */
export function useChosenOutside(
  dict: string,
  items: readonly DictModel[] | undefined,
  value: string | undefined,
): DictModel | undefined {
  const dictionaries = useDictionaries()
  const [table, text, code, condition] = dict.split(',')
  const outside = Boolean(value && condition && items && !items.some((item) => item.value === value))
  const [found, setFound] = useState<DictModel | undefined>()
  useEffect(() => {
    if (!outside || !value) return
    let current = true
    dictionaries.texts([table, text, code].join(','), value).then(
      (answer) => current && answer.success && answer.result?.[0] && setFound({ value, text: answer.result[0] }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [outside, value, table, text, code, dictionaries])
  return outside && found?.value === value ? found : undefined
}
