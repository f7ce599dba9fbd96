/** Characters a CJK font draws a full em wide: ideographs, kana, hangul and the full-width forms. */
const WIDE = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u

/** About how wide a narrow (Latin, digit, punctuation) character is, in ems of a 14px UI font. */
const NARROW_EM = 0.6

/** The colon antd draws after a label and the space around it (2px and 8px beside it), in ems. */
const COLON_EM = 1

const widthOf = (title: string): number => [...title].reduce((sum, char) => sum + (WIDE.test(char) ? 1 : NARROW_EM), 0)

/**
 * One label width for a whole search form, in ems, enough for its longest title on one line: each column then starts
 * its input at the same place, as a form whose labels all share a fixed width does.
 */
export function searchLabelWidth(titles: readonly string[]): number {
  const widest = Math.max(0, ...titles.map(widthOf))
  return Math.ceil((widest + COLON_EM) * 2) / 2
}
