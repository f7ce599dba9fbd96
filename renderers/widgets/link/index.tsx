import { hrefOf } from '../../core/link-href'
import { RouteLink } from '../../core/route-link'
import { textOf } from '../../core/text-of'
import { withEllipsis } from '../parts/cells'
import type { Widget } from '../widget'

/** The value links to the app route the column's `link` builds from the row (a model opens in the designer). */
export default {
  cell: (value, { column, record }) => {
    const href = column.link && hrefOf(column.link, { record })
    const text = withEllipsis(textOf(value), column)
    return href ? <RouteLink to={href}>{text}</RouteLink> : text
  },
} satisfies Widget
