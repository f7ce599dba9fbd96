import type { Database } from '../db/database'
import { DAY_MS, formatDateTime } from '../db/time'

/** A process model as the designer stores it: the XML plus the engine flavour it was drawn for. */
export type ActModel = {
  id: string
  key: string
  name: string
  flavour: 'camunda' | 'flowable' | 'activiti'
  xml: string
  createTime: string
  updateTime: string | null
}

/** Spec §3 "process instance"; result codes of spec §4 (1 in progress … 6 to-do). */
export type ActInstance = {
  id: string
  modelId: string
  name: string
  result: number
  startUsername: string
  startUserName: string
  startDeptName: string
  createTime: string
  endTime: string | null
}

/** Spec §3 "task". */
export type ActTask = {
  id: string
  instanceId: string
  name: string
  definitionKey: string
  result: number
  assigneeUsername: string
  assigneeName: string
  assigneeDeptName: string
  createTime: string
  endTime: string | null
  reason: string | null
}

/** Spec §3 "activity": one visit of a diagram node. */
export type ActActivity = {
  id: string
  instanceId: string
  key: string
  taskId: string | null
  startTime: string
  endTime: string | null
}

export const BPM_TABLES = { model: 'act_model', instance: 'act_instance', task: 'act_task', activity: 'act_activity' } as const

const LEAVE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_leave" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="leave" name="请假流程" isExecutable="true">
    <bpmn2:startEvent id="start" name="提交申请" camunda:initiator="initiator" />
    <bpmn2:userTask id="managerApprove" name="部门经理审批" camunda:assignee="\${manager}" />
    <bpmn2:userTask id="hrApprove" name="人事审批" camunda:candidateGroups="hr" />
    <bpmn2:endEvent id="end" name="结束" />
    <bpmn2:sequenceFlow id="flow1" sourceRef="start" targetRef="managerApprove" />
    <bpmn2:sequenceFlow id="flow2" sourceRef="managerApprove" targetRef="hrApprove" />
    <bpmn2:sequenceFlow id="flow3" sourceRef="hrApprove" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="managerApprove_di" bpmnElement="managerApprove"><dc:Bounds x="250" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hrApprove_di" bpmnElement="hrApprove"><dc:Bounds x="420" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="592" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow1_di" bpmnElement="flow1"><di:waypoint x="188" y="160" /><di:waypoint x="250" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow2_di" bpmnElement="flow2"><di:waypoint x="350" y="160" /><di:waypoint x="420" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow3_di" bpmnElement="flow3"><di:waypoint x="520" y="160" /><di:waypoint x="592" y="160" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`

interface SeedTask {
  key: string
  name: string
  result: number
  assignee: [username: string, name: string, dept: string]
  reason: string | null
  done: boolean
}

/**
 * One model and three instances of it: one in progress (manager approved, HR to do), one approved,
 * one rejected at the manager — enough for every colour of the status viewer.
 */
export function seedBpm(db: Database): void {
  const now = db.now()
  const at = (daysAgo: number, hours = 0) => formatDateTime(now - daysAgo * DAY_MS + hours * 3600_000)
  const model = db.table<ActModel>(BPM_TABLES.model).insert({ key: 'leave', name: '请假流程', flavour: 'camunda', xml: LEAVE_XML, createTime: at(10), updateTime: null })
  const manager: SeedTask['assignee'] = ['admin', '管理员', '总经办']
  const hr: SeedTask['assignee'] = ['jeecg', '周晓雯', '人事部']
  const instances: { result: number; daysAgo: number; tasks: SeedTask[] }[] = [
    { result: 1, daysAgo: 3, tasks: [{ key: 'managerApprove', name: '部门经理审批', result: 2, assignee: manager, reason: '同意', done: true }, { key: 'hrApprove', name: '人事审批', result: 1, assignee: hr, reason: null, done: false }] },
    { result: 2, daysAgo: 6, tasks: [{ key: 'managerApprove', name: '部门经理审批', result: 2, assignee: manager, reason: '同意', done: true }, { key: 'hrApprove', name: '人事审批', result: 2, assignee: hr, reason: '已备案', done: true }] },
    { result: 3, daysAgo: 8, tasks: [{ key: 'managerApprove', name: '部门经理审批', result: 3, assignee: manager, reason: '假期冲突，请调整', done: true }] },
  ]
  for (const [index, plan] of instances.entries()) {
    const finished = plan.result !== 1
    const instance = db.table<ActInstance>(BPM_TABLES.instance).insert({
      modelId: String(model.id),
      name: `请假申请-${index + 1}`,
      result: plan.result,
      startUsername: 'admin',
      startUserName: '管理员',
      startDeptName: '总经办',
      createTime: at(plan.daysAgo),
      endTime: finished ? at(plan.daysAgo, 6) : null,
    })
    const activity = (key: string, taskId: string | null, hours: number, done: boolean) =>
      db.table<ActActivity>(BPM_TABLES.activity).insert({ instanceId: String(instance.id), key, taskId, startTime: at(plan.daysAgo, hours), endTime: done ? at(plan.daysAgo, hours + 1) : null })
    activity('start', null, 0, true)
    for (const [position, task] of plan.tasks.entries()) {
      const row = db.table<ActTask>(BPM_TABLES.task).insert({
        instanceId: String(instance.id),
        name: task.name,
        definitionKey: task.key,
        result: task.result,
        assigneeUsername: task.assignee[0],
        assigneeName: task.assignee[1],
        assigneeDeptName: task.assignee[2],
        createTime: at(plan.daysAgo, position + 1),
        endTime: task.done ? at(plan.daysAgo, position + 2) : null,
        reason: task.reason,
      })
      activity(task.key, String(row.id), position + 1, task.done)
    }
    if (finished) activity('end', null, 5, true)
  }
}
