import type { Form } from '@formily/core'
import { Alert, Card, Col, Result, Row, Space, Spin } from 'antd'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { reloadTab, tabKeyOf } from '../../layout/tabs-store'
import { ApprovalPanel } from './ApprovalPanel'
import { taskApi, type TaskInfo } from './task-api'

const TODO = '/bpm/task/todo'

// The record's page brings Formily and its widgets, as a list's form does.
const RecordView = lazy(() => import('@renderers/schema/RecordView'))

/**
 * `/bpm/task/handle?taskId=`: 办理 of a to-do task. The record is shown read-only by the form of the page its process
 * binding names (the fields the node opens stay editable), beside the approval panel and a link to the diagram.
 */
export default function TaskHandle() {
  const [params] = useSearchParams()
  const taskId = params.get('taskId') ?? ''
  const navigate = useNavigate()
  const [info, setInfo] = useState<TaskInfo>()
  const [error, setError] = useState<string>()
  const form = useRef<Form>()

  useEffect(() => {
    let alive = true
    taskApi.info(taskId).then(
      (loaded) => alive && setInfo(loaded),
      (failure: Error) => alive && setError(failure.message),
    )
    return () => {
      alive = false
    }
  }, [taskId])
  const keepForm = useCallback((shown: Form) => void (form.current = shown), [])
  // 我的待办 is kept alive behind its tab: drawn again, it lists the open tasks without the one just handled.
  const backToTodo = useCallback(() => {
    reloadTab(tabKeyOf(TODO))
    void navigate(TODO)
  }, [navigate])
  const values = useCallback(() => {
    const all = (form.current?.values ?? {}) as Record<string, unknown>
    return Object.fromEntries(info!.editableFields.map((field) => [field, all[field]]))
  }, [info])

  if (error) return <Result status="warning" title={error} extra={<Link to={TODO}>返回我的待办</Link>} />
  if (!info) return <Spin style={{ display: 'block', margin: '120px auto' }} />
  return (
    <Row gutter={16}>
      <Col xs={24} xl={15}>
        <Card
          size="small"
          title={info.instance.name}
          extra={<Link to={`/bpm/process/instance/detail?id=${info.instance.id}`}>流程图</Link>}
        >
          {info.formUrl && info.businessId ? (
            <Suspense fallback={<Spin />}>
              <RecordView
                component={info.formUrl}
                id={info.businessId}
                editable={info.editableFields}
                onForm={keepForm}
              />
            </Suspense>
          ) : (
            <Alert type="info" message="该流程未绑定业务表单，请在流程表单设置中配置表单地址" />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <ApprovalPanel info={info} values={values} onDone={backToTodo} />
        </Space>
      </Col>
    </Row>
  )
}
