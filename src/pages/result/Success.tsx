import { Button, Result } from 'antd'
import { useNavigate } from 'react-router-dom'
import { homePath } from '@/config/env'

/** Result page for a completed submission (component `result/Success`). */
export default function Success() {
  const navigate = useNavigate()
  return (
    <Result
      status="success"
      title="提交成功"
      subTitle="提交结果页用于反馈一系列操作任务的处理结果，如果仅是简单操作，使用全局提示反馈即可。"
      extra={
        <Button type="primary" onClick={() => void navigate(homePath)}>
          返回首页
        </Button>
      }
    />
  )
}
