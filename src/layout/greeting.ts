/** Greeting by time of day, as the original's `timeFix`: before 9, until 11, until 13, before 20, otherwise evening. */
export function greetingFor(date: Date = new Date()): string {
  const hour = date.getHours()
  if (hour < 9) return '早上好'
  if (hour <= 11) return '上午好'
  if (hour <= 13) return '中午好'
  if (hour < 20) return '下午好'
  return '晚上好'
}

export const REST_SUGGESTIONS = ['休息一会儿吧', '准备吃什么呢?', '要不要打一把 DOTA', '我猜你可能累了'] as const

/** The random rest suggestion shown beside the greeting (the original's `welcome`). */
export function restSuggestion(random: () => number = Math.random): string {
  return REST_SUGGESTIONS[Math.min(REST_SUGGESTIONS.length - 1, Math.floor(random() * REST_SUGGESTIONS.length))]
}
