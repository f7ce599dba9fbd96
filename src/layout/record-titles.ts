import { proxy } from 'valtio'

/**
 * The names record pages told the shell, by address: a record's tab and window are titled by the record (the
 * customer's name), not by its list's menu title.
 */
export const recordTitles = proxy<Record<string, string>>({})
