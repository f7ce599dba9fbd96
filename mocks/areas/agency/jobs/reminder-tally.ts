import type { SendOutcome } from '../../message/event-messages'

/** What a reminder job did, summed over its messages, as its run's log states it. */
export function tally(outcomes: readonly SendOutcome[]): string {
  const sum = (key: keyof SendOutcome) => outcomes.reduce((total, outcome) => total + outcome[key], 0)
  return `发送提醒${sum('sent')}条，今日已提醒${sum('repeated')}条，记录已删除跳过${sum('skipped')}条`
}
