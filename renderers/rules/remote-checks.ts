import { sysCheckRuleCheckByCode } from '@/generated/api/check-rule'
import { sysDuplicateCheck } from '@/generated/api/common'
import { http } from '@/http'
import { isEmptyValue } from '@schemas/rules/checks'

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
  check: DuplicateCheck,
  value: unknown,
  dataId?: unknown,
): Promise<string | undefined> {
  if (isEmptyValue(value)) return undefined
  const answer = await sysDuplicateCheck(http, {
    tableName: check.tableName,
    fieldName: check.fieldName,
    fieldVal: String(value),
    dataId: isEmptyValue(dataId) ? undefined : String(dataId),
  })
  return answer.success ? undefined : answer.message
}

/** Checks a value against a coded rule of the server (系统校验规则); the value travels URL-encoded. */
export async function ruleCodeCheck(ruleCode: string, value: unknown): Promise<string | undefined> {
  if (isEmptyValue(value)) return undefined
  const answer = await sysCheckRuleCheckByCode(http, { ruleCode, value: encodeURIComponent(String(value)) })
  return answer.success ? undefined : answer.message
}
