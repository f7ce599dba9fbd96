import { useStyleRegister } from '@ant-design/cssinjs'
import { theme } from 'antd'
import { MAX_HEIGHT, ROW_HEIGHT } from './row-window'

/**
 * The classes of the large table's scrolling box and table, its cells, header cells, rows, and the row a dragged row
 * would be dropped on.
 */
export const VIRTUAL_TABLE = {
  scroller: 'engine-virtual-scroller',
  table: 'engine-virtual-table',
  cell: 'engine-virtual-cell',
  head: 'engine-virtual-head',
  row: 'engine-virtual-row',
  dropTarget: 'engine-virtual-drop-target',
} as const

/**
 * The large table's style sheet, from the theme's tokens, registered once by the table. Every cell carried the same
 * inline style (border, padding, overflow) instead, which the page parsed and stored per cell; in the integration
 * tests jsdom expanded each cell's `border` into its twelve longhands whenever it computed a style below it, a fifth
 * of the large-table test file's processor time.
 */
export function useVirtualTableStyles(): void {
  const { theme: designTheme, token } = theme.useToken()
  useStyleRegister({ theme: designTheme, token, path: ['engine-virtual-table'] }, () => ({
    [`.${VIRTUAL_TABLE.scroller}`]: { maxHeight: MAX_HEIGHT, overflow: 'auto', background: token.colorBgContainer },
    [`.${VIRTUAL_TABLE.table}`]: { borderCollapse: 'collapse', tableLayout: 'fixed', width: '100%' },
    [`.${VIRTUAL_TABLE.cell}`]: {
      border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
      padding: '4px 8px',
      overflow: 'hidden',
    },
    [`.${VIRTUAL_TABLE.head}`]: {
      position: 'sticky',
      top: 0,
      zIndex: 1,
      background: token.colorFillAlter,
      fontWeight: 600,
      textAlign: 'left',
    },
    [`.${VIRTUAL_TABLE.row}`]: { height: ROW_HEIGHT },
    [`.${VIRTUAL_TABLE.dropTarget}`]: { outline: `2px dashed ${token.colorPrimary}`, outlineOffset: -2 },
  }))
}
