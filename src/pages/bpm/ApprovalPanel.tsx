import { App, Button, Card, Input, Radio, Select, Space, Table, Tag } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { FileNameLinks } from '@renderers'
import { RESULTS, resultLabel } from '@/widgets/bpmn/viewer/status'
import { taskApi, type Decision, type TaskInfo } from './task-api'
import { UserSelect } from './UserSelect'

// The form's upload field, progress and all, loaded with the panel as the record's form loads with its page.
const FileUpload = lazy(() => import('@renderers/upload/FileUpload').then((module) => ({ default: module.FileUpload })))

type Handover = 'reassign' | 'entrust' | 'before' | 'after'

const HANDOVERS: { value: Handover; label: string }[] = [
  { value: 'reassign', label: '转办' },
  { value: 'entrust', label: '委派' },
  { value: 'before', label: '前加签' },
  { value: 'after', label: '后加签' },
]

/**
 * The approver's side of 办理: the opinion, the decisions (同意, 驳回, 退回 to a passed node) and the hand-overs (转办,
 * 委派, 加签), then the decisions so far. `values` reads the record's editable fields when 同意 sends them.
 */
export function ApprovalPanel({
  info,
  values,
  onDone,
}: {
  info: TaskInfo
  values: () => Record<string, unknown>
  onDone: () => void
}) {
  const { message } = App.useApp()
  const [reason, setReason] = useState('')
  const [backNode, setBackNode] = useState<string>()
  const [handover, setHandover] = useState<Handover>('reassign')
  const [user, setUser] = useState<string>()
  const [nextUser, setNextUser] = useState<string>()
  // Files attached to the decision, uploaded as they are picked (the app's upload endpoint), kept with the opinion.
  const [files, setFiles] = useState('')
  const [busy, setBusy] = useState(false)
  const taskId = info.task.id

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await action()
      void message.success(done)
      onDone()
    } catch (error) {
      void message.error((error as Error).message)
      // Someone else acted on the task first: it is gone from 我的待办 too.
      if ((error as Error).message === '该任务已被处理') onDone()
    } finally {
      setBusy(false)
    }
  }
  const decide = (decision: Omit<Decision, 'reason'>, done: string) =>
    run(() => taskApi.decide(taskId, { ...decision, reason, fileList: files || undefined }), done)
  const approve = () => {
    if (info.chooseNext && !nextUser) return void message.warning('请选择下一步审批人')
    return decide({ processModel: 1, values: values(), nextUserName: nextUser }, '已同意')
  }
  const handOver = () => {
    if (!user) return void message.warning('请选择用户')
    const act = {
      reassign: () => taskApi.reassign(taskId, user),
      entrust: () => taskApi.entrust(taskId, user),
      before: () => taskApi.addSign(taskId, user, 'before', reason),
      after: () => taskApi.addSign(taskId, user, 'after', reason),
    }[handover]
    return run(act, `${HANDOVERS.find((item) => item.value === handover)!.label}成功`)
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={`审批：${info.task.name}`}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            aria-label="审批意见"
            placeholder="请输入审批意见"
            rows={4}
            maxLength={255}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div aria-label="审批附件">
            <Suspense fallback={null}>
              <FileUpload value={files} onChange={setFiles} biz="bpm" btnText="上传附件" />
            </Suspense>
          </div>
          {info.chooseNext && <UserSelect label="下一步审批人" value={nextUser} onChange={setNextUser} />}
          <Space wrap>
            <Button type="primary" loading={busy} onClick={() => void approve()}>
              同意
            </Button>
            <Button danger loading={busy} onClick={() => void decide({ processModel: 2 }, '已驳回')}>
              驳回
            </Button>
          </Space>
          <Space.Compact style={{ width: '100%' }}>
            <Select
              aria-label="退回节点"
              placeholder="退回到"
              style={{ flex: 1 }}
              value={backNode}
              onChange={setBackNode}
              options={info.backNodes.map((node) => ({ value: node.id, label: node.name }))}
            />
            <Button
              loading={busy}
              disabled={!backNode}
              onClick={() => void decide({ processModel: 3, rejectModelNode: backNode }, '已退回')}
            >
              退回
            </Button>
          </Space.Compact>
          <Radio.Group
            optionType="button"
            size="small"
            value={handover}
            onChange={(event) => setHandover(event.target.value as Handover)}
            options={HANDOVERS}
          />
          <Space.Compact style={{ width: '100%' }}>
            <div style={{ flex: 1 }}>
              <UserSelect value={user} onChange={setUser} />
            </div>
            <Button loading={busy} onClick={() => void handOver()}>
              确定
            </Button>
          </Space.Compact>
        </Space>
      </Card>
      <Card size="small" title="审批历史">
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={info.history}
          columns={[
            { title: '节点', dataIndex: 'name' },
            { title: '办理人', dataIndex: 'assigneeName' },
            {
              title: '结果',
              dataIndex: 'result',
              render: (result: number) => <Tag color={RESULTS[result]?.color}>{resultLabel(result)}</Tag>,
            },
            { title: '意见', dataIndex: 'reason' },
            { title: '附件', dataIndex: 'files', render: (files: unknown) => <FileNameLinks value={files} /> },
            { title: '时间', dataIndex: 'endTime' },
          ]}
        />
      </Card>
    </Space>
  )
}
