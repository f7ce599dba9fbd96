import { ArrayBase } from '@formily/antd-v5/esm/array-base'

/** The row's sort number 1..n as a plain number (ArrayTable's own Index reads "#1."). */
export function RowNumber() {
  return <span>{ArrayBase.useIndex() + 1}</span>
}
