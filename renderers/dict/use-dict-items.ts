import { App } from 'antd'
import { useEffect, useState } from 'react'
import type { DictModel } from '../generated/entities'
import { useDictionaries } from '../providers/EngineProvider'
import { getDictItems } from './dict-items'

/** The items of a dictionary once loaded (undefined before); a failed lookup shows its message as a warning. */
export function useDictItems(code: string | undefined): DictModel[] | undefined {
  const { message } = App.useApp()
  const dictionaries = useDictionaries()
  const [items, setItems] = useState<DictModel[] | undefined>()
  useEffect(() => {
    let current = true
    getDictItems(dictionaries, code).then(
      (loaded) => current && setItems(loaded),
      (error: Error) => current && message.warning(error.message),
    )
    return () => {
      current = false
    }
  }, [code, message, dictionaries])
  return items
}
