/**
 * Moddle descriptor of the Flowable and Activiti extension namespaces. Both engines share Activiti's
 * attribute and element forms (Flowable forked it), so one builder writes both; the differences are
 * passed in rather than copied.
 */
export interface EngineDescriptorOptions {
  name: string
  uri: string
  prefix: string
  /** Flowable 6.5+ can leave an activity asynchronously (`flowable:asyncLeave`); Activiti cannot. */
  asyncLeave: boolean
}

const attr = (name: string, type = 'String', extra: Record<string, unknown> = {}) => ({
  name,
  isAttr: true,
  type,
  ...extra,
})

const LISTENER_HOSTS = [
  'bpmn:Task',
  'bpmn:ServiceTask',
  'bpmn:UserTask',
  'bpmn:BusinessRuleTask',
  'bpmn:ScriptTask',
  'bpmn:ReceiveTask',
  'bpmn:ManualTask',
  'bpmn:SendTask',
  'bpmn:ExclusiveGateway',
  'bpmn:SequenceFlow',
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:EventBasedGateway',
  'bpmn:StartEvent',
  'bpmn:IntermediateCatchEvent',
  'bpmn:IntermediateThrowEvent',
  'bpmn:EndEvent',
  'bpmn:BoundaryEvent',
  'bpmn:CallActivity',
  'bpmn:SubProcess',
  'bpmn:Process',
]

/** A function, not a constant: moddle resolves type names inside the descriptor it is given, so two engines must not share these objects. */
const listenerProperties = () => [
  attr('event'),
  attr('class'),
  attr('expression'),
  attr('delegateExpression'),
  { name: 'fields', type: 'Field', isMany: true },
]

export function engineDescriptor({ name, uri, prefix, asyncLeave }: EngineDescriptorOptions) {
  return {
    name,
    uri,
    prefix,
    xml: { tagAlias: 'lowerCase' },
    associations: [],
    types: [
      {
        name: 'AsyncCapable',
        isAbstract: true,
        extends: ['bpmn:Activity', 'bpmn:Gateway', 'bpmn:Event'],
        properties: [
          attr('async', 'Boolean', { default: false }),
          ...(asyncLeave ? [attr('asyncLeave', 'Boolean', { default: false })] : []),
          attr('exclusive', 'Boolean', { default: true }),
        ],
      },
      {
        name: 'Assignable',
        isAbstract: true,
        extends: ['bpmn:UserTask'],
        properties: [
          attr('assignee'),
          attr('candidateUsers'),
          attr('candidateGroups'),
          attr('dueDate'),
          attr('priority'),
          attr('category'),
        ],
      },
      {
        name: 'FormSupported',
        isAbstract: true,
        extends: ['bpmn:StartEvent', 'bpmn:UserTask'],
        properties: [attr('formKey')],
      },
      { name: 'Initiator', isAbstract: true, extends: ['bpmn:StartEvent'], properties: [attr('initiator')] },
      {
        name: 'ProcessStarters',
        isAbstract: true,
        extends: ['bpmn:Process'],
        properties: [attr('candidateStarterUsers'), attr('candidateStarterGroups')],
      },
      {
        name: 'ScriptTask',
        isAbstract: true,
        extends: ['bpmn:ScriptTask'],
        properties: [attr('resultVariable'), attr('autoStoreVariables', 'Boolean')],
      },
      {
        name: 'ServiceTaskLike',
        isAbstract: true,
        extends: ['bpmn:ServiceTask', 'bpmn:BusinessRuleTask', 'bpmn:SendTask'],
        properties: [
          attr('class'),
          attr('expression'),
          attr('delegateExpression'),
          attr('resultVariable'),
          attr('type'),
        ],
      },
      {
        name: 'Collectable',
        isAbstract: true,
        extends: ['bpmn:MultiInstanceLoopCharacteristics'],
        properties: [attr('collection'), attr('elementVariable')],
      },
      {
        name: 'ExecutionListener',
        superClass: ['Element'],
        meta: { allowedIn: LISTENER_HOSTS },
        properties: listenerProperties(),
      },
      {
        name: 'TaskListener',
        superClass: ['Element'],
        meta: { allowedIn: ['bpmn:UserTask'] },
        properties: listenerProperties(),
      },
      {
        name: 'Field',
        superClass: ['Element'],
        properties: [
          attr('name'),
          attr('stringValue'),
          { name: 'string', type: 'String' },
          { name: 'expression', type: 'String' },
        ],
      },
      {
        name: 'FormProperty',
        superClass: ['Element'],
        meta: { allowedIn: ['bpmn:StartEvent', 'bpmn:UserTask'] },
        properties: [
          attr('id'),
          attr('name'),
          attr('type'),
          attr('required'),
          attr('readable'),
          attr('writable'),
          attr('variable'),
          attr('expression'),
          attr('datePattern'),
          attr('default'),
          { name: 'values', type: 'Value', isMany: true },
        ],
      },
      { name: 'Value', superClass: ['Element'], properties: [attr('id'), attr('name')] },
      {
        name: 'Properties',
        superClass: ['Element'],
        meta: { allowedIn: ['*'] },
        properties: [{ name: 'values', type: 'Property', isMany: true }],
      },
      { name: 'Property', superClass: ['Element'], properties: [attr('id'), attr('name'), attr('value')] },
      {
        name: 'FailedJobRetryTimeCycle',
        superClass: ['Element'],
        meta: { allowedIn: [`${prefix}:AsyncCapable`, 'bpmn:MultiInstanceLoopCharacteristics'] },
        properties: [{ name: 'body', isBody: true, type: 'String' }],
      },
    ],
    enumerations: [],
  }
}
