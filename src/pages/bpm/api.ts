import { http, unwrap, type Page } from '@/http'
import type { FlavourName } from '@/widgets/bpmn/flavours'
import type { ActivityVisit, TaskRecord } from '@/widgets/bpmn/viewer/status'

export interface ProcessModel {
  id: string
  key: string
  name: string
  flavour: FlavourName
  createTime: string
  updateTime: string | null
}

export interface ProcessInstance {
  id: string
  modelId: string
  name: string
  result: number
  startUser: { nickname: string; deptName: string }
  createTime: string
  endTime: string | null
}

export interface InstanceDetail {
  instance: ProcessInstance
  flavour: FlavourName
  xml: string
  tasks: TaskRecord[]
  activities: ActivityVisit[]
}

export type ModelPayload = Pick<ProcessModel, 'key' | 'name' | 'flavour'> & { xml: string }

/** The workflow endpoints of the built-in backend (JeecgBoot naming). */
export const bpmApi = {
  /** The first page of stored models, newest first; enough for the designer's model picker. */
  models: async () => unwrap(await http.get<Page<ProcessModel>>('/act/process/models/list', { pageNo: 1, pageSize: 100 })).records,
  model: async (id: string) => unwrap(await http.get<ProcessModel>('/act/process/models/queryById', { id })),
  modelXml: async (id: string) => unwrap(await http.get<string>('/act/process/models/getXml', { id })),
  addModel: async (payload: ModelPayload) => unwrap(await http.post<ProcessModel>('/act/process/models/add', payload)),
  editModel: async (id: string, payload: ModelPayload) => unwrap(await http.put<ProcessModel>('/act/process/models/edit', { id, ...payload })),
  instanceDetail: async (id: string) => unwrap(await http.get<InstanceDetail>('/act/process/instance/detail', { id })),
}
