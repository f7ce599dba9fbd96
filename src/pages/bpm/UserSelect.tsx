import { Select } from 'antd'
import { useEffect, useState } from 'react'
import { sysUserList } from '@/generated/api/user'
import { http, unwrap } from '@/http'

/** A user to hand a task to, by name or account; frozen users are listed too, and the backend refuses them. */
export function UserSelect({
  value,
  onChange,
  label = '接收用户',
}: {
  value?: string
  onChange: (username: string) => void
  /** The select's accessible name: what the picked user receives. */
  label?: string
}) {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([])
  useEffect(() => {
    let alive = true
    sysUserList(http, { pageNo: 1, pageSize: 200 })
      .then(unwrap)
      .then(
        (page) =>
          alive &&
          setOptions(
            page.records.map((user) => ({ value: user.username, label: `${user.realname}（${user.username}）` })),
          ),
        () => undefined,
      )
    return () => {
      alive = false
    }
  }, [])
  return (
    <Select
      showSearch
      aria-label={label}
      optionFilterProp="label"
      placeholder="请选择用户"
      style={{ width: '100%' }}
      value={value}
      onChange={onChange}
      options={options}
    />
  )
}
