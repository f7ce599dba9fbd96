import { isEmptyValue } from '@schemas/rules/checks'
import type { DataProvider } from '../providers/data-provider'

/** Rules that ask the server; configured in a schema like the catalogue's, e.g. {"duplicateCheck": {...}}. */
export const REMOTE_RULES = ['duplicateCheck', 'ruleCode'] as const

export interface DuplicateCheck {
  tableName: string
  fieldName: string
}

/**
 * Asks the server whether a value is unused (GET /sys/duplicate/check). Empty values are not asked about; `dataId`
 * is the record being edited, so its own value counts as free. Resolves to the server's message on failure.
 */
export async function duplicateCheck(
  data: DataProvider,
  check: DuplicateCheck,
  value: unknown,
  dataId?: unknown,
): Promise<string | undefined> {
  if (isEmptyValue(value)) return undefined
  const answer = await data.get({
    url: '/sys/duplicate/check',
    params: {
      tableName: check.tableName,
      fieldName: check.fieldName,
      fieldVal: String(value),
      dataId: isEmptyValue(dataId) ? undefined : String(dataId),
    },
  })
  return answer.success ? undefined : answer.message
}

/** Checks a value against a coded rule of the server (系统校验规则); the value travels URL-encoded. */
export async function ruleCodeCheck(data: DataProvider, ruleCode: string, value: unknown): Promise<string | undefined> {
  if (isEmptyValue(value)) return undefined
  const answer = await data.get({
    url: '/sys/checkRule/checkByCode',
    params: { ruleCode, value: encodeURIComponent(String(value)) },
  })
  return answer.success ? undefined : answer.message
}
