import { entityDictCodes } from '../core/entities'
import type { DictionaryProvider } from '../providers/dictionary-provider'

/** The dictionary codes a schema may name right now: those of the signed-in session and those the entities declare. */
export const knownDictCodes = (dictionaries: DictionaryProvider): Set<string> =>
  new Set([...dictionaries.cachedCodes(), ...entityDictCodes()])
