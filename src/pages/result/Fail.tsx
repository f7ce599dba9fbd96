import { Button, Result } from 'antd'
import { useNavigate } from 'react-router-dom'

/** Result page for a rejected submission (component `result/Error`): back to the form to correct it. */
export default function Fail() {
  const navigate = useNavigate()
  return (
    <Result
      status="error"
      title="提交失败"
      subTitle="请核对并修改以下信息后，再重新提交。"
      extra={
        <Button type="primary" onClick={() => void navigate(-1)}>
          返回修改
        </Button>
      }
    />
  )
}
