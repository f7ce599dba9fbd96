import type { Database } from '../../kernel/db/database'
import { DAY_MS, formatDateTime } from '../../kernel/db/time'

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

/** A process instance; `result` is 1 in progress, 2 approved, 3 rejected, 4 cancelled, 5 sent back or 6 to-do. */
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
  /** The business row an approval was started for (提交审批 of a contract): its table and id. */
  businessTable?: string | null
  businessId?: string | null
}

/** A task of an instance, with the same result codes. */
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
  /** Usernames (comma-separated) who may claim (签收) a task no one holds yet; its assignee is then empty. */
  candidates?: string | null
  /** 委派 and 加签 before: the task given back to its holder when this one is done. */
  returnTo?: string | null
  /** Files the approver attached to the decision (upload paths, comma-separated). */
  files?: string | null
}

/** An activity: one visit of a diagram node. */
export type ActActivity = {
  id: string
  instanceId: string
  key: string
  taskId: string | null
  startTime: string
  endTime: string | null
}

export const BPM_TABLES = {
  model: 'act_model',
  instance: 'act_instance',
  task: 'act_task',
  activity: 'act_activity',
  form: 'act_process_form',
} as const

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
  assignee: Person
  reason: string | null
  done: boolean
}

type Person = [username: string, name: string, dept: string]

interface SeedInstance {
  result: number
  daysAgo: number
  starter: Person
  tasks: SeedTask[]
}

const MANAGER: Person = ['admin', '管理员', '总经办']
const HR: Person = ['jeecg', '周晓雯', '人事部']

const managerTask = (result: number, done: boolean, reason: string | null = null): SeedTask => ({
  key: 'managerApprove',
  name: '部门经理审批',
  result,
  assignee: MANAGER,
  reason,
  done,
})
const hrTask = (result: number, done: boolean, reason: string | null = null): SeedTask => ({
  key: 'hrApprove',
  name: '人事审批',
  result,
  assignee: HR,
  reason,
  done,
})

/**
 * Every colour of the status viewer, and the manager's (admin's) to-do tasks in each state the deal rule
 * tells apart: to-do and sent back can be dealt with; in progress, rejected and cancelled cannot.
 */
const INSTANCES: SeedInstance[] = [
  { result: 1, daysAgo: 3, starter: MANAGER, tasks: [managerTask(2, true, '同意'), hrTask(1, false)] },
  { result: 2, daysAgo: 6, starter: MANAGER, tasks: [managerTask(2, true, '同意'), hrTask(2, true, '已备案')] },
  { result: 3, daysAgo: 8, starter: MANAGER, tasks: [managerTask(3, true, '假期冲突，请调整')] },
  { result: 1, daysAgo: 1, starter: HR, tasks: [managerTask(6, false)] },
  {
    result: 1,
    daysAgo: 2,
    starter: HR,
    tasks: [managerTask(2, true, '同意'), hrTask(5, true, '材料不全，请补充后重新提交'), managerTask(5, false)],
  },
  { result: 1, daysAgo: 1, starter: HR, tasks: [managerTask(1, false)] },
  { result: 4, daysAgo: 4, starter: HR, tasks: [managerTask(4, false)] },
  { result: 3, daysAgo: 5, starter: HR, tasks: [managerTask(3, false)] },
]

/** Form designs linked to the leave process: the start form and one per approval step. */
const FORMS = [
  {
    formName: '请假申请单',
    formKey: 'leave_apply',
    formType: '3',
    formUrl: 'modules/bpm/form/LeaveApplyForm',
    status: '1',
    remark: '发起请假流程时填写',
  },
  {
    formName: '部门经理审批单',
    formKey: 'leave_manager_approve',
    formType: '2',
    formUrl: 'desform/leave_manager_approve',
    status: '1',
    remark: null,
  },
  {
    formName: '人事备案单',
    formKey: 'leave_hr_record',
    formType: '1',
    formUrl: 'online/cgform/leave_hr_record',
    status: '0',
    remark: '停用，待新版表单上线',
  },
]

/** Approved and rejected instances whose tasks are all closed ran to the end event; others stopped where they were. */
const reachedEnd = (plan: SeedInstance) =>
  (plan.result === 2 || plan.result === 3) && plan.tasks.every((task) => task.done)

export function seedBpm(db: Database): void {
  const now = db.now()
  const at = (daysAgo: number, hours = 0) => formatDateTime(now - daysAgo * DAY_MS + hours * 3600_000)
  const model = db.table<ActModel>(BPM_TABLES.model).insert({
    key: 'leave',
    name: '请假流程',
    flavour: 'camunda',
    xml: LEAVE_XML,
    createTime: at(10),
    updateTime: null,
  })
  for (const form of FORMS)
    db.table(BPM_TABLES.form).insert({
      ...form,
      processKey: model.key,
      createBy: 'admin',
      createTime: at(9),
      updateBy: null,
      updateTime: null,
    })
  for (const [index, plan] of INSTANCES.entries()) {
    const finished = plan.result !== 1
    const instance = db.table<ActInstance>(BPM_TABLES.instance).insert({
      modelId: String(model.id),
      name: `请假申请-${index + 1}`,
      result: plan.result,
      startUsername: plan.starter[0],
      startUserName: plan.starter[1],
      startDeptName: plan.starter[2],
      createTime: at(plan.daysAgo),
      endTime: finished ? at(plan.daysAgo, 6) : null,
    })
    const activity = (key: string, taskId: string | null, hours: number, done: boolean) =>
      db.table<ActActivity>(BPM_TABLES.activity).insert({
        instanceId: String(instance.id),
        key,
        taskId,
        startTime: at(plan.daysAgo, hours),
        endTime: done ? at(plan.daysAgo, hours + 1) : null,
      })
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
    if (reachedEnd(plan)) activity('end', null, 5, true)
  }
}
