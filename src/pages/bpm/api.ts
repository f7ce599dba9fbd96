import {
  actProcessInstanceDetail,
  actProcessModelsAdd,
  actProcessModelsEdit,
  actProcessModelsGetXml,
  actProcessModelsList,
  actProcessModelsQueryById,
} from '@/generated/api/workflow'
import type { ActProcessModelsAddBody } from '@/generated/api-types'
import type { ActInstanceDetail, ActProcessModel } from '@/generated/entities'
import { http, unwrap } from '@/http'

export type ProcessModel = ActProcessModel
export type InstanceDetail = ActInstanceDetail
export type ModelPayload = ActProcessModelsAddBody

/** The workflow endpoints of the built-in backend (JeecgBoot naming), through the generated client. */
export const bpmApi = {
  /** The first page of stored models, newest first; enough for the designer's model picker. */
  models: async () => unwrap(await actProcessModelsList(http, { pageNo: 1, pageSize: 100 })).records,
  model: async (id: string) => unwrap(await actProcessModelsQueryById(http, { id })),
  modelXml: async (id: string) => unwrap(await actProcessModelsGetXml(http, { id })),
  addModel: async (payload: ModelPayload) => unwrap(await actProcessModelsAdd(http, payload)),
  editModel: async (id: string, payload: ModelPayload) => unwrap(await actProcessModelsEdit(http, { id, ...payload })),
  instanceDetail: async (id: string) => unwrap(await actProcessInstanceDetail(http, { id })),
}
