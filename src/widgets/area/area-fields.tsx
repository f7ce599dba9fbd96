import { connect, mapReadPretty } from '@formily/react'
import { Typography } from 'antd'
import { AreaAddressInput } from './AreaAddressInput'
import { JAreaLinkage, useAreaTable } from './JAreaLinkage'
import { namesOf } from './area-table'

const Empty = () => <Typography.Text type="secondary">—</Typography.Text>

/** A stored area code as the names of its regions, province first (北京市 / 市辖区 / 海淀区). */
export function AreaText({ value }: { value?: string | null }) {
  const table = useAreaTable()
  if (!value) return <Empty />
  return <span>{table ? namesOf(table, value).join(' / ') || value : ''}</span>
}

const AddressText = ({ value }: { value?: string | null }) => (value ? <span>{value}</span> : <Empty />)

/*
 * The area widgets for Formily schemas (`"x-component": "JAreaLinkage"` / `"AreaAddressInput"`): read-pretty mode
 * (详情, a record page) shows the names or the address as text instead of a picker.
 */
export const AreaLinkageField = connect(JAreaLinkage, mapReadPretty(AreaText))
export const AreaAddressField = connect(AreaAddressInput, mapReadPretty(AddressText))
