import { Tabs } from 'antd'
import { Link } from 'react-router-dom'
import { AccountLoginForm } from './login/AccountLoginForm'
import { PhoneLoginForm } from './login/PhoneLoginForm'
import { ThirdPartyLogin } from './login/ThirdPartyLogin'
import { useLoginCompletion } from './login/use-login-completion'

export default function Login() {
  const { complete, modal } = useLoginCompletion()
  return (
    <div>
      <Tabs
        centered
        items={[
          { key: 'account', label: '账号密码登录', children: <AccountLoginForm onSuccess={complete} /> },
          { key: 'phone', label: '手机号登录', children: <PhoneLoginForm onSuccess={complete} /> },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
        <ThirdPartyLogin onSuccess={complete} />
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
