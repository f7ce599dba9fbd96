import type { Field } from '../generated/schema-language'
import { cachedDictItems, isTableDictCode } from '../dict/dict-items'
import { useDictionaries } from '../providers/EngineProvider'
import type { Row } from '../core/rows-of'
import { printedText } from './field-text'
import { rmbCapital } from './rmb-capital'

/** The items of a plain dictionary the session holds, for a value the server sent without its `_dictText`. */
function useCachedItems(definition: Field | undefined) {
  const dictionaries = useDictionaries()
  const code = definition?.['x-dict']
  return code && !isTableDictCode(code) ? cachedDictItems(dictionaries, code) : undefined
}

/** A field's printed text; with `capital`, an amount also in Chinese capitals (¥1,200.00 大写：壹仟贰佰元整). */
export function PrintValue({
  record,
  field,
  definition,
  capital,
}: {
  record: Row
  field: string
  definition: Field | undefined
  capital?: boolean
}) {
  const text = printedText(record, field, definition, useCachedItems(definition))
  const inCapitals = capital ? rmbCapital(record[field]) : ''
  return inCapitals ? (
    <>
      ¥{text}
      <span style={{ marginLeft: '1em' }}>大写：{inCapitals}</span>
    </>
  ) : (
    <>{text}</>
  )
}
