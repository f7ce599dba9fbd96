import { Button, Result } from 'antd'
import { Link, useLocation } from 'react-router-dom'

export default function RegisterResult() {
  const username = (useLocation().state as { username?: string } | null)?.username
  return (
    <Result
      status="success"
      title={username ? `你的账户：${username} 注册成功` : '注册成功'}
      subTitle="请使用新账户登录系统。"
      extra={
        <Link to="/user/login">
          <Button type="primary" size="large">
            去登录
          </Button>
        </Link>
      }
    />
  )
}
