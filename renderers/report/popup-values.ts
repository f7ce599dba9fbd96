import { textOf } from '../core/text-of'

type Row = Record<string, unknown>

/** Width of the online-report popup, as the original JPopupOnlReport modal. */
export const REPORT_POPUP_WIDTH = 1200

export const POPUP_NOT_CONFIGURED = 'popup参数未正确配置!'
export const POPUP_COUNTS_DIFFER = 'popup参数未正确配置,原始值和目标值数量不一致!'

export interface PopupFields {
  code?: string
  /** Report columns whose values are taken, comma-separated. */
  orgFields?: string
  /** Form fields they go to, in the same order. */
  destFields?: string
}

export const fieldList = (fields: string | undefined): string[] =>
  fields ? fields.split(',').map((name) => name.trim()) : []

/** What is wrong with a popup field's code, orgFields and destFields, as JPopup checks them, if anything. */
export function popupConfigProblem({ code, orgFields, destFields }: PopupFields): string | undefined {
  if (!code || !orgFields || !destFields) return POPUP_NOT_CONFIGURED
  if (fieldList(orgFields).length !== fieldList(destFields).length) return POPUP_COUNTS_DIFFER
  return undefined
}

/**
 * The destination values of the chosen rows (JPopup.callBack): each destination gets its source column's values,
 * one per row, joined by commas; an empty value stays an empty place.
 */
export function destinationValues(
  rows: readonly Row[],
  orgFields: string,
  destFields: string,
  spliter = ',',
): Record<string, string> {
  const sources = fieldList(orgFields)
  return Object.fromEntries(
    fieldList(destFields).map((dest, index) => [dest, rows.map((row) => textOf(row[sources[index]])).join(spliter)]),
  )
}

/** Every destination emptied (the clear icon). */
export const clearedValues = (destFields: string): Record<string, string> =>
  Object.fromEntries(fieldList(destFields).map((dest) => [dest, '']))
