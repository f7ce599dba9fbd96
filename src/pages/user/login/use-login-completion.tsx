import { lazy, Suspense, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { authApi } from '@/api/auth'
import type { LoginResult } from '@/generated/entities'
import { greetingFor } from '@/layout/greeting'
import { afterLoginPath } from '@/router/redirect'
import { applyLoginResult, saveTenantId, saveUserInfo } from '@/session/session-actions'
import { notify } from './feedback'
import type { LoginChoices } from './LoginChoicesModal'

// Most users have one department and tenant; the modal (Select, Modal) loads only for those who must choose.
const LoginChoicesModal = lazy(() => import('./LoginChoicesModal'))

/** Everything after a successful login answer: department and tenant choice, welcome, redirect. */
export function useLoginCompletion() {
  const navigate = useNavigate()
  const location = useLocation()
  const [pending, setPending] = useState<LoginResult>()

  const enter = () => {
    void notify('success', '欢迎', `${greetingFor()}，欢迎回来`)
    void navigate(afterLoginPath(location.search), { replace: true })
  }

  const finish = async (result: LoginResult, choices: LoginChoices) => {
    const tenants = result.tenantList ?? []
    saveTenantId(choices.tenantId ?? (tenants.length === 1 ? tenants[0].id : 0))
    if (choices.orgCode) {
      const response = await authApi.sysSelectDepart({ username: result.userInfo.username, orgCode: choices.orgCode })
      if (!response.success) {
        void notify('warning', '提示', response.message)
        return
      }
      saveUserInfo(response.result.userInfo)
    }
    setPending(undefined)
    enter()
  }

  const complete = async (result: LoginResult) => {
    applyLoginResult(result)
    const multiDepart = Number(result.multi_depart ?? 1)
    if (multiDepart === 0) void notify('warning', '提示', '您尚未设置部门信息!', 3)
    if ((result.tenantList?.length ?? 0) > 1 || (multiDepart === 2 && (result.departs?.length ?? 0) > 1)) {
      setPending(result)
      return
    }
    await finish(result, {})
  }

  const modal = pending && (
    <Suspense fallback={null}>
      <LoginChoicesModal
        departs={Number(pending.multi_depart) === 2 ? (pending.departs ?? []) : []}
        tenants={pending.tenantList ?? []}
        onChosen={(choices) => finish(pending, choices)}
      />
    </Suspense>
  )
  return { complete, modal }
}
