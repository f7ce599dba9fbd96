export const CONDITION_MESSAGE = '组件JTreeSelect-condition传值有误，需要一个json字符串!'

/** A tree-select `condition` is empty or the text of a JSON object (column → value equalities). */
export function isValidCondition(condition: string | undefined): boolean {
  if (!condition) return true
  try {
    const parsed: unknown = JSON.parse(condition)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
  } catch {
    return false
  }
}
