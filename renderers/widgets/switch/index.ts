import type { Widget } from '../widget'

/** Yes or no: 是/否 in a list (Y, true, 1 are yes), a switch in a form. */
export default {
  cell: (value) => (value === 'Y' || value === true || value === 1 || value === '1' ? '是' : '否'),
} satisfies Widget
