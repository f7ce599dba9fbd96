import camundaDescriptor from 'camunda-bpmn-moddle/resources/camunda.json'
import { engineDescriptor } from './engine-descriptor'

export type FlavourName = 'camunda' | 'flowable' | 'activiti'

export const FLAVOUR_NAMES: readonly FlavourName[] = ['camunda', 'flowable', 'activiti']

export const DEFAULT_FLAVOUR: FlavourName = 'camunda'

/** The script listener of engines without a `<script>` child: a built-in class fed through two injected fields. */
export interface ScriptListenerClasses {
  execution: string
  task: string
}

/**
 * What one engine's extension namespace can express. The panel asks these facts instead of testing the
 * flavour's name, so an attribute an engine lacks is simply not offered rather than written in a form it ignores.
 */
export interface Flavour {
  name: FlavourName
  prefix: string
  uri: string
  /** targetNamespace of a blank diagram, as each engine's own modeler writes it. */
  targetNamespace: string
  moddleExtension: object
  /** Local attribute name behind "async before" and "async after"; null: the engine has no such flag. */
  asyncBefore: string
  asyncAfter: string | null
  /** camunda: `<camunda:formData>` with fields; the others: `<x:formProperty>` elements. */
  formStyle: 'formData' | 'formProperty'
  /** null: listeners carry a `<camunda:script>` child; otherwise the engine's script listener classes. */
  scriptListenerClasses: ScriptListenerClasses | null
  taskEvents: readonly string[]
  /** Logical attribute names (assignee, versionTag, …) the engine knows, by the element they belong to. */
  userTaskAttributes: readonly string[]
  processAttributes: readonly string[]
  /** External scripts (`resource`) on script tasks and conditions. */
  scriptResource: boolean
  /** Retry time cycle on multi-instance loops and async activities. */
  loopAsync: boolean
}

const ENGINE_USER_TASK = ['assignee', 'candidateUsers', 'candidateGroups', 'dueDate', 'priority']
const ENGINE_TASK_EVENTS = ['create', 'assignment', 'complete', 'delete']

export const FLAVOURS: Record<FlavourName, Flavour> = {
  camunda: {
    name: 'camunda',
    prefix: 'camunda',
    uri: 'http://camunda.org/schema/1.0/bpmn',
    targetNamespace: 'http://bpmn.io/schema/bpmn',
    moddleExtension: camundaDescriptor,
    asyncBefore: 'asyncBefore',
    asyncAfter: 'asyncAfter',
    formStyle: 'formData',
    scriptListenerClasses: null,
    taskEvents: ['create', 'assignment', 'complete', 'delete', 'update', 'timeout'],
    userTaskAttributes: [...ENGINE_USER_TASK, 'followUpDate'],
    processAttributes: [
      'versionTag',
      'historyTimeToLive',
      'candidateStarterUsers',
      'candidateStarterGroups',
      'isStartableInTasklist',
    ],
    scriptResource: true,
    loopAsync: true,
  },
  flowable: {
    name: 'flowable',
    prefix: 'flowable',
    uri: 'http://flowable.org/bpmn',
    targetNamespace: 'http://www.flowable.org/processdef',
    moddleExtension: engineDescriptor({
      name: 'Flowable',
      uri: 'http://flowable.org/bpmn',
      prefix: 'flowable',
      asyncLeave: true,
    }),
    asyncBefore: 'async',
    asyncAfter: 'asyncLeave',
    formStyle: 'formProperty',
    scriptListenerClasses: {
      execution: 'org.flowable.engine.impl.bpmn.listener.ScriptExecutionListener',
      task: 'org.flowable.engine.impl.bpmn.listener.ScriptTaskListener',
    },
    taskEvents: ENGINE_TASK_EVENTS,
    userTaskAttributes: ENGINE_USER_TASK,
    processAttributes: ['candidateStarterUsers', 'candidateStarterGroups'],
    scriptResource: false,
    loopAsync: false,
  },
  activiti: {
    name: 'activiti',
    prefix: 'activiti',
    uri: 'http://activiti.org/bpmn',
    targetNamespace: 'http://www.activiti.org/processdef',
    moddleExtension: engineDescriptor({
      name: 'Activiti',
      uri: 'http://activiti.org/bpmn',
      prefix: 'activiti',
      asyncLeave: false,
    }),
    asyncBefore: 'async',
    asyncAfter: null,
    formStyle: 'formProperty',
    scriptListenerClasses: {
      execution: 'org.activiti.engine.impl.bpmn.listener.ScriptExecutionListener',
      task: 'org.activiti.engine.impl.bpmn.listener.ScriptTaskListener',
    },
    taskEvents: ENGINE_TASK_EVENTS,
    userTaskAttributes: ENGINE_USER_TASK,
    processAttributes: ['candidateStarterUsers', 'candidateStarterGroups'],
    scriptResource: false,
    loopAsync: false,
  },
}

/** The moddleExtensions option of a modeler: exactly one engine namespace, since two would both claim the same attributes. */
export const moddleExtensionsOf = (flavour: Flavour): Record<string, object> => ({
  [flavour.prefix]: flavour.moddleExtension,
})

/** The engine whose namespace a BPMN XML declares, if any. */
export function declaredFlavour(xml: string): FlavourName | null {
  return FLAVOUR_NAMES.find((name) => xml.includes(`"${FLAVOURS[name].uri}"`)) ?? null
}
