import { useEffect, useState } from 'react'
import { sysSysDepartListAll } from '@/generated/api/depart'
import { sysRoleQueryall } from '@/generated/api/role'
import { sysUserList } from '@/generated/api/user'
import { http, unwrap } from '@/http'

export interface Choice {
  value: string
  label: string
}

export interface RuleChoices {
  users: Choice[]
  roles: Choice[]
  departs: Choice[]
}

const NONE: RuleChoices = { users: [], roles: [], departs: [] }

/** What the rule pickers offer: users by account, roles by code, departments by org code (what the engine reads). */
export function useRuleChoices(): RuleChoices {
  const [choices, setChoices] = useState<RuleChoices>(NONE)
  useEffect(() => {
    let alive = true
    Promise.all([
      sysUserList(http, { pageNo: 1, pageSize: 200 }).then(unwrap),
      sysRoleQueryall(http).then(unwrap),
      sysSysDepartListAll(http).then(unwrap),
    ]).then(
      ([users, roles, departs]) =>
        alive &&
        setChoices({
          users: users.records.map((user) => ({ value: user.username, label: `${user.realname}（${user.username}）` })),
          roles: roles.map((role) => ({ value: role.roleCode, label: role.roleName })),
          departs: departs.map((depart) => ({ value: String(depart.orgCode), label: depart.departName })),
        }),
      () => undefined,
    )
    return () => {
      alive = false
    }
  }, [])
  return choices
}
