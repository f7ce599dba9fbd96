import { describe, expect, it } from 'vitest'
import { FLAVOUR_NAMES, FLAVOURS, type FlavourName } from '@/widgets/bpmn/flavours'
import { readCondition, readFlowType, setCondition, setFlowType } from '@/widgets/bpmn/model/condition'
import { readDocumentation, setDocumentation } from '@/widgets/bpmn/model/documentation'
import { readExtensionProperties, writeExtensionProperties } from '@/widgets/bpmn/model/extension-properties'
import { emptyFormField, readForm, setFormKey, writeFormFields, type FormField } from '@/widgets/bpmn/model/form'
import { readGeneral, setId, setName } from '@/widgets/bpmn/model/general'
import { emptyListener, readListeners, writeListeners, type Listener } from '@/widgets/bpmn/model/listeners'
import { readLoopSettings, readLoopType, setLoopAsync, setLoopSetting, setLoopType } from '@/widgets/bpmn/model/loop'
import { addRootElement, definitionsOf, listRootElements } from '@/widgets/bpmn/model/messages'
import { otherAttributes, readOtherAttribute, setOtherAttribute } from '@/widgets/bpmn/model/other-attributes'
import {
  readAsync,
  readReceiveMessage,
  readScriptTask,
  readUserTask,
  setAsync,
  setReceiveMessage,
  setScriptTask,
  setUserTaskAttribute,
} from '@/widgets/bpmn/model/task'
import { loadDiagram, sampleXml } from './support'

const executionListeners = (): Listener[] => [
  {
    ...emptyListener('execution'),
    event: 'start',
    listenerType: 'classListener',
    class: 'com.example.StartListener',
    fields: [{ name: 'level', fieldType: 'string', string: 'high', expression: '' }],
  },
  {
    ...emptyListener('execution'),
    event: 'end',
    listenerType: 'expressionListener',
    expression: '${audit.log(execution)}',
    fields: [{ name: 'who', fieldType: 'expression', string: '', expression: '${initiator}' }],
  },
  {
    ...emptyListener('execution'),
    event: 'end',
    listenerType: 'delegateExpressionListener',
    delegateExpression: '${notifier}',
  },
  {
    ...emptyListener('execution'),
    event: 'start',
    listenerType: 'scriptListener',
    scriptFormat: 'groovy',
    value: 'println "hi"',
  },
]

const taskListener = (flavour: FlavourName): Listener =>
  flavour === 'camunda'
    ? {
        ...emptyListener('task'),
        event: 'timeout',
        id: 'remind',
        listenerType: 'delegateExpressionListener',
        delegateExpression: '${reminder}',
        eventDefinitionType: 'duration',
        eventTimeDefinitions: 'PT1H',
      }
    : {
        ...emptyListener('task'),
        event: 'assignment',
        listenerType: 'delegateExpressionListener',
        delegateExpression: '${reminder}',
      }

const formFields = (flavour: FlavourName): FormField[] => [
  { ...emptyFormField(), id: 'amount', label: '金额', type: 'long', defaultValue: '0' },
  { ...emptyFormField(), id: 'due', label: '期限', type: 'date', datePattern: 'yyyy-MM-dd' },
  {
    ...emptyFormField(),
    id: 'level',
    label: '级别',
    type: 'enum',
    enumValues: [
      { id: 'a', name: '甲' },
      { id: 'b', name: '乙' },
    ],
    ...(flavour === 'camunda'
      ? {
          properties: [{ id: 'width', value: '200' }],
          constraints: [
            { name: 'required', config: '' },
            { name: 'maxlength', config: '5' },
          ],
        }
      : { required: true, writable: false, variable: 'levelVar', expression: '${level}' }),
  },
  { ...emptyFormField(), id: 'memo', label: '备注', type: 'richText' },
]

describe.each(FLAVOUR_NAMES)('%s round trip', (name) => {
  const flavour = FLAVOURS[name]

  it('writes every panel property in the engine namespace and reads it back after save and re-import', async () => {
    const first = await loadDiagram(name, sampleXml(name))
    const { editor, element } = first
    const process = element('Process_1')
    expect(setId(editor, process, 'leave_approval')).toBe(true)
    setName(editor, process, '请假审批')
    const approve = element('Approve')
    setName(editor, approve, '经理审批')
    expect(addRootElement(editor, process, 'message', { id: 'Msg_1', name: '催办' })).toBeNull()
    expect(addRootElement(editor, process, 'signal', { id: 'Sig_1', name: '撤回' })).toBeNull()
    setReceiveMessage(editor, element('Receive'), 'Msg_1')

    for (const attribute of flavour.userTaskAttributes)
      setUserTaskAttribute(editor, approve, attribute, `${attribute}-value`)
    setFormKey(editor, approve, 'form:leave')
    writeFormFields(editor, approve, flavour.formStyle === 'formData' ? 'orderNo' : '', formFields(name))
    setAsync(editor, approve, approve.businessObject, {
      asyncBefore: true,
      asyncAfter: flavour.asyncAfter !== null,
      exclusive: false,
      retryCycle: 'R3/PT10M',
    })
    setLoopType(editor, approve, 'parallel')
    setLoopSetting(editor, approve, 'loopCardinality', '3')
    setLoopSetting(editor, approve, 'completionCondition', '${nrOfCompletedInstances >= 2}')
    setLoopSetting(editor, approve, 'elementVariable', 'assignee')
    if (flavour.loopAsync)
      setLoopAsync(editor, approve, { asyncBefore: true, asyncAfter: false, exclusive: true, retryCycle: 'R5/PT1M' })
    writeListeners(editor, approve, approve.businessObject, 'execution', executionListeners())
    writeListeners(editor, approve, approve.businessObject, 'task', [taskListener(name)])
    writeExtensionProperties(editor, approve, [
      { name: 'color', value: 'red' },
      { name: 'size', value: 'L' },
    ])
    setDocumentation(editor, approve, '经理审批请假单')

    const scriptTask = element('Script')
    setScriptTask(editor, scriptTask, {
      scriptFormat: 'javascript',
      scriptType: 'inline',
      script: 'x = 1',
      resource: '',
      resultVariable: 'x',
    })
    setFlowType(editor, element('Flow_yes'), 'condition')
    setCondition(editor, element('Flow_yes'), {
      conditionType: 'expression',
      scriptType: 'inline',
      body: '${approved}',
      language: '',
      resource: '',
    })
    setFlowType(editor, element('Flow_no'), 'default')
    for (const attribute of otherAttributes(flavour, process))
      setOtherAttribute(editor, process, attribute, attribute.kind === 'boolean' ? false : `${attribute.name}-v`)
    for (const attribute of otherAttributes(flavour, element('Service')))
      setOtherAttribute(editor, element('Service'), attribute, `${attribute.name}-v`)
    for (const attribute of otherAttributes(flavour, element('Call')))
      setOtherAttribute(editor, element('Call'), attribute, attribute.kind === 'select' ? 'deployment' : 'child')
    const start = element('Start')
    for (const attribute of otherAttributes(flavour, start)) setOtherAttribute(editor, start, attribute, 'starter')

    const xml = await first.save()
    const again = await loadDiagram(name, xml)
    const reread = (id: string) => again.element(id)
    const task = reread('Approve')

    expect(readGeneral(reread('leave_approval'))).toEqual({ id: 'leave_approval', name: '请假审批' })
    expect(listRootElements(definitionsOf(task), 'message')).toEqual([{ id: 'Msg_1', name: '催办' }])
    expect(listRootElements(definitionsOf(task), 'signal')).toEqual([{ id: 'Sig_1', name: '撤回' }])
    expect(readReceiveMessage(reread('Receive'))).toBe('Msg_1')
    expect(readUserTask(again.editor, task)).toEqual(
      Object.fromEntries(flavour.userTaskAttributes.map((attribute) => [attribute, `${attribute}-value`])),
    )
    expect(readForm(again.editor, task)).toEqual({
      formKey: 'form:leave',
      businessKey: flavour.formStyle === 'formData' ? 'orderNo' : '',
      fields: formFields(name),
    })
    expect(readAsync(again.editor, task.businessObject)).toEqual({
      asyncBefore: true,
      asyncAfter: flavour.asyncAfter !== null,
      exclusive: false,
      retryCycle: 'R3/PT10M',
    })
    expect(readLoopType(task)).toBe('parallel')
    expect(readLoopSettings(again.editor, task)).toEqual({
      loopCardinality: '3',
      collection: '${coll_userList}',
      elementVariable: 'assignee',
      completionCondition: '${nrOfCompletedInstances >= 2}',
      ...(flavour.loopAsync
        ? { asyncBefore: true, asyncAfter: false, exclusive: true, retryCycle: 'R5/PT1M' }
        : { asyncBefore: false, asyncAfter: false, exclusive: false, retryCycle: '' }),
    })
    expect(readListeners(again.editor, task.businessObject, 'execution')).toEqual(executionListeners())
    expect(readListeners(again.editor, task.businessObject, 'task')).toEqual([taskListener(name)])
    expect(readExtensionProperties(again.editor, task)).toEqual([
      { name: 'color', value: 'red' },
      { name: 'size', value: 'L' },
    ])
    expect(readDocumentation(task)).toBe('经理审批请假单')
    expect(readScriptTask(again.editor, reread('Script'))).toEqual({
      scriptFormat: 'javascript',
      scriptType: 'inline',
      script: 'x = 1',
      resource: '',
      resultVariable: 'x',
    })
    expect(readFlowType(reread('Flow_yes'))).toBe('condition')
    expect(readCondition(again.editor, reread('Flow_yes')).body).toBe('${approved}')
    expect(readFlowType(reread('Flow_no'))).toBe('default')
    for (const attribute of otherAttributes(flavour, reread('leave_approval'))) {
      expect(readOtherAttribute(flavour, reread('leave_approval'), attribute)).toBe(
        attribute.kind === 'boolean' ? false : `${attribute.name}-v`,
      )
    }
    for (const attribute of otherAttributes(flavour, reread('Call'))) {
      expect(readOtherAttribute(flavour, reread('Call'), attribute)).toBe(
        attribute.kind === 'select' ? 'deployment' : 'child',
      )
    }
    expect(readOtherAttribute(flavour, reread('Start'), otherAttributes(flavour, reread('Start'))[0])).toBe('starter')

    // The engine's own namespace and attribute forms, and no other engine's.
    expect(xml).toContain(`xmlns:${flavour.prefix}="${flavour.uri}"`)
    for (const other of FLAVOUR_NAMES.filter((candidate) => candidate !== name))
      expect(xml).not.toContain(FLAVOURS[other].uri)
    expect(xml).toContain(`${flavour.prefix}:assignee="assignee-value"`)
    expect(xml).toContain(`${flavour.prefix}:collection="\${coll_userList}"`)
    expect(xml).toMatch(new RegExp(`<${flavour.prefix}:executionListener [^>]*class="com.example.StartListener"`))
    expect(xml).toContain(`<${flavour.prefix}:string>high</${flavour.prefix}:string>`)
    expect(xml).toContain(
      `<${flavour.prefix}:failedJobRetryTimeCycle>R3/PT10M</${flavour.prefix}:failedJobRetryTimeCycle>`,
    )
    if (name === 'camunda') {
      expect(xml).toContain('camunda:asyncBefore="true"')
      expect(xml).toContain('<camunda:formData businessKey="orderNo">')
      expect(xml).toContain('<camunda:script scriptFormat="groovy">println "hi"</camunda:script>')
      expect(xml).toContain('<bpmn2:timeDuration xsi:type="bpmn2:tFormalExpression">PT1H</bpmn2:timeDuration>')
    } else {
      expect(xml).toContain(`${flavour.prefix}:async="true"`)
      expect(xml).toContain(
        `<${flavour.prefix}:formProperty id="level" name="级别" type="enum" required="true" writable="false" variable="levelVar" expression="\${level}">`,
      )
      expect(xml).toContain(`class="${flavour.scriptListenerClasses!.execution}"`)
      expect(xml).not.toContain('asyncBefore')
    }
    if (name === 'flowable') expect(xml).toContain('flowable:asyncLeave="true"')
  })
})
