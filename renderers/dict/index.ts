export { cachedDictItems, getDictItems, clearDictRequests, isTableDictCode, itemText, MISSING_DICT_CODE } from './dict-items'
export { dictText } from './dict-text'
export { useDictItems } from './use-dict-items'
