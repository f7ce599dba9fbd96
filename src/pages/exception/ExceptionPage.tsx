import { Button, Result } from 'antd'
import { useNavigate } from 'react-router-dom'
import { homePath } from '@/config/env'

const TEXT = {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在或仍在开发中',
  500: '抱歉，服务器出错了',
} as const

export function ExceptionPage({ status }: { status: keyof typeof TEXT }) {
  const navigate = useNavigate()
  return (
    <Result
      status={String(status) as '403' | '404' | '500'}
      title={status}
      subTitle={TEXT[status]}
      extra={
        <Button type="primary" onClick={() => void navigate(homePath)}>
          返回首页
        </Button>
      }
    />
  )
}
