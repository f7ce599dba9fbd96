export { cachedDictItems, getDictItems, clearDictRequests, isTableDictCode, MISSING_DICT_CODE } from './dict-items'
export { dictText, itemText } from './dict-text'
export { useDictItems } from './use-dict-items'
export { knownDictCodes } from './known-codes'
