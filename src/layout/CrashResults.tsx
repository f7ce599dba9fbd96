import { Button } from 'antd'
import { failureReason, LazyResult } from '@renderers'
import { useNavigate } from 'react-router-dom'
import { homePath } from '@/config/env'

/** A page that failed to render: the shell, menu and other tabs stay usable. */
export function PageCrash({ error, retry }: { error: Error; retry: () => void }) {
  const navigate = useNavigate()
  return (
    <LazyResult
      status="error"
      title="页面出错了"
      subTitle={failureReason(error)}
      extra={[
        <Button key="retry" type="primary" onClick={retry}>
          重试
        </Button>,
        <Button key="home" onClick={() => void navigate(homePath)}>
          返回首页
        </Button>,
      ]}
    />
  )
}

/** The signed-in app itself failed to render (the shell, not one page): only a reload helps. */
export function AppCrash({ error }: { error: Error }) {
  return (
    <LazyResult
      status="error"
      title="系统出错了"
      subTitle={failureReason(error)}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
      }
    />
  )
}
