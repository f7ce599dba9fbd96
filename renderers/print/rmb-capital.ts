const DIGITS = '零壹贰叁肆伍陆柒捌玖'
/** Places inside a group of four digits, from the units up. */
const PLACES = ['', '拾', '佰', '仟']
/** Groups of four digits, from the units up: 元, 万, 亿, 万亿. */
const GROUPS = ['', '万', '亿', '万']

/** One group of four digits (1-9999) in capitals; zeros inside it read as one 零, trailing zeros are dropped. */
function groupText(group: number): string {
  let text = ''
  let zero = false
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(group / 10 ** place) % 10
    if (digit === 0) {
      zero = text !== ''
      continue
    }
    text += `${zero ? '零' : ''}${DIGITS[digit]}${PLACES[place]}`
    zero = false
  }
  return text
}

/** The yuan part (a whole number below 10^16) in capitals, groups of four from the top. */
function yuanText(yuan: number): string {
  const groups: number[] = []
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10000)) groups.push(rest % 10000)
  let text = ''
  let zero = false
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const group = groups[index]
    if (group === 0) {
      zero = text !== ''
      continue
    }
    // A gap before this group (a whole zero group, or fewer than four digits under a higher one) reads 零.
    const gap = zero || (text !== '' && group < 1000)
    text += `${gap ? '零' : ''}${groupText(group)}${GROUPS[index]}`
    zero = false
  }
  return text
}

/**
 * An amount in yuan written in Chinese capitals as a cheque or receipt writes it (人民币大写): 1234.5 →
 * 壹仟贰佰叁拾肆元伍角, 1000 → 壹仟元整, 1005.07 → 壹仟零伍元零柒分, a negative amount 负…; rounded to the fen.
 * A blank or a value that is not a number gives '' (a printed sheet shows a blank, never NaN).
 */
export function rmbCapital(value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  const amount = Number(value)
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e16) return ''
  const fen = Math.round(Math.abs(amount) * 100)
  if (fen === 0) return '零元整'
  const yuan = Math.floor(fen / 100)
  const jiao = Math.floor(fen / 10) % 10
  const cents = fen % 10
  const head = yuan > 0 ? `${yuanText(yuan)}元` : ''
  const sign = amount < 0 ? '负' : ''
  if (jiao === 0 && cents === 0) return `${sign}${head}整`
  const jiaoText = jiao > 0 ? `${DIGITS[jiao]}角` : yuan > 0 ? '零' : ''
  const centsText = cents > 0 ? `${DIGITS[cents]}分` : ''
  return `${sign}${head}${jiaoText}${centsText}`
}
