import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Card, Descriptions, Result, Space, Spin, Table, Tag } from 'antd'
import { ProcessViewer } from '@/widgets/bpmn/viewer/ProcessViewer'
import { RESULTS, resultLabel, type TaskRecord } from '@/widgets/bpmn/viewer/status'
import { bpmApi, type InstanceDetail } from './api'

const ResultTag = ({ result }: { result: number }) => <Tag color={RESULTS[result]?.color}>{resultLabel(result)}</Tag>

/** `/bpm/process/instance/detail?id=`: an instance's base info, its diagram coloured by status, and its tasks. */
export default function ProcessInstanceDetail() {
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const [detail, setDetail] = useState<InstanceDetail | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let alive = true
    bpmApi
      .instanceDetail(id)
      .then((loaded) => alive && setDetail(loaded))
      .catch((failure: Error) => alive && setError(failure.message))
    return () => {
      alive = false
    }
  }, [id])

  if (error) return <Result status="warning" title={error} />
  if (!detail) return <Spin style={{ display: 'block', margin: '120px auto' }} />
  const { instance } = detail
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title="流程信息" size="small">
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="流程名称">{instance.name}</Descriptions.Item>
          <Descriptions.Item label="流程状态">
            <ResultTag result={instance.result} />
          </Descriptions.Item>
          <Descriptions.Item label="发起人">
            {instance.startUser ? `${instance.startUser.nickname}（${instance.startUser.deptName}）` : '-'}
          </Descriptions.Item>
          <Descriptions.Item label="发起时间">{instance.createTime}</Descriptions.Item>
          <Descriptions.Item label="结束时间">{instance.endTime ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="流程图" size="small">
        <ProcessViewer xml={detail.xml} flavour={detail.flavour} activities={detail.activities} tasks={detail.tasks} />
      </Card>
      <Card title="审批记录" size="small">
        <Table<TaskRecord>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={detail.tasks}
          columns={[
            { title: '任务', dataIndex: 'name' },
            { title: '审批人', render: (_, task) => task.assigneeUser?.nickname },
            { title: '部门', render: (_, task) => task.assigneeUser?.deptName },
            { title: '结果', dataIndex: 'result', render: (result: number) => <ResultTag result={result} /> },
            { title: '开始时间', dataIndex: 'createTime' },
            { title: '结束时间', dataIndex: 'endTime' },
            { title: '审批建议', dataIndex: 'reason' },
          ]}
        />
      </Card>
    </Space>
  )
}
