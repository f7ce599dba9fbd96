import { Radio } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router-dom'
import { PageLoading } from '@/pages/common/PageLoading'
import { AccountLoginForm } from './login/AccountLoginForm'
import { ThirdPartyLogin } from './login/ThirdPartyLogin'
import { useLoginCompletion } from './login/use-login-completion'
import { useLoginFailure } from './login/use-login-failure'

// Most visitors sign in with an account; the phone form (antd Form, SMS countdown) loads when it is chosen.
const PhoneLoginForm = lazy(() =>
  import('./login/PhoneLoginForm').then((module) => ({ default: module.PhoneLoginForm })),
)

type Way = 'account' | 'phone'

/**
 * Account or phone sign-in, as a row of two radio buttons rather than Tabs (rc-tabs brings a menu and dropdown for its
 * overflow) or Segmented: the signed-in pages load antd's Radio anyway (a table's row selection), so the code the
 * sign-in chunk shares with them holds no part only this page uses.
 */
export default function Login() {
  const { complete, modal } = useLoginCompletion()
  const [way, setWay] = useState<Way>('account')
  const failure = useLoginFailure()
  return (
    <div>
      <Radio.Group
        block
        size="large"
        optionType="button"
        buttonStyle="solid"
        aria-label="登录方式"
        value={way}
        onChange={(event) => {
          failure.clear()
          setWay(event.target.value as Way)
        }}
        options={[
          { value: 'account', label: '账号密码登录' },
          { value: 'phone', label: '手机号登录' },
        ]}
        style={{ marginBottom: 24 }}
      />
      {failure.banner}
      {way === 'account' ? (
        <AccountLoginForm onSuccess={complete} onFailure={failure.report} />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <PhoneLoginForm onSuccess={complete} onFailure={failure.report} />
        </Suspense>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
        <ThirdPartyLogin onSuccess={complete} onFailure={failure.report} />
        <span>
          <Link to="/user/alteration">忘记密码</Link>
          <span style={{ margin: '0 8px', color: '#d9d9d9' }}>|</span>
          <Link to="/user/register">注册账户</Link>
        </span>
      </div>
      {modal}
    </div>
  )
}
