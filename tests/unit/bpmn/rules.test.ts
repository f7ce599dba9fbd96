import { describe, expect, it } from 'vitest'
import { declaredFlavour, FLAVOURS } from '@/widgets/bpmn/flavours'
import { blankDiagram } from '@/widgets/bpmn/flavours/blank'
import { canBeDefault, hasFlowCondition, readFlowType, setFlowType } from '@/widgets/bpmn/model/condition'
import { isIdentifier, readGeneral, setId, validateProcessBase } from '@/widgets/bpmn/model/general'
import { emptyField, emptyListener, validateField, validateListener } from '@/widgets/bpmn/model/listeners'
import { removeAt, upsertAt } from '@/widgets/bpmn/model/lists'
import { DEFAULT_PARALLEL_COLLECTION, readLoopSettings, readLoopType, setLoopType } from '@/widgets/bpmn/model/loop'
import { addRootElement, definitionsOf, listRootElements } from '@/widgets/bpmn/model/messages'
import { readChild, readText } from '@/widgets/bpmn/model/read'
import { sectionsFor } from '@/widgets/bpmn/model/sections'
import { readAsync, setAsync } from '@/widgets/bpmn/model/task'
import { canZoomIn, canZoomOut, stepZoom, zoomPercent } from '@/widgets/bpmn/modeler/zoom'
import { loadDiagram, sampleXml } from './support'

describe('blank template', () => {
  it.each(Object.values(FLAVOURS))(
    'is an executable $name process named after the timestamp, in the engine namespace',
    async (flavour) => {
      const xml = blankDiagram(flavour, 1700000000000)
      expect(xml).toContain(`xmlns:${flavour.prefix}="${flavour.uri}"`)
      expect(xml).toContain(`targetNamespace="${flavour.targetNamespace}"`)
      const { element } = await loadDiagram(flavour.name, xml)
      expect(readGeneral(element('Process_1700000000000'))).toEqual({
        id: 'Process_1700000000000',
        name: '业务流程_1700000000000',
      })
      expect(element('Process_1700000000000').businessObject.get('isExecutable')).toBe(true)
      expect(declaredFlavour(xml)).toBe(flavour.name)
    },
  )

  it('takes a given key and name, escaped', () => {
    expect(blankDiagram(FLAVOURS.camunda, 1, 'leave', 'A & <B>')).toContain('name="A &amp; &lt;B>"')
  })

  it('finds no flavour in plain BPMN', () => {
    expect(
      declaredFlavour('<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" />'),
    ).toBeNull()
  })
})

describe('process base info', () => {
  it('requires key then name with their messages', () => {
    expect(validateProcessBase({ id: ' ', name: 'x' })).toBe('流程标识不能为空')
    expect(validateProcessBase({ id: 'leave', name: '' })).toBe('流程名称不能为空')
    expect(validateProcessBase({ id: 'leave', name: '请假' })).toBeNull()
  })

  it('updates the id only when it is an identifier', async () => {
    const { editor, element } = await loadDiagram('camunda', sampleXml('camunda'))
    const process = element('Process_1')
    expect(isIdentifier('1abc')).toBe(false)
    expect(setId(editor, process, '1abc')).toBe(false)
    expect(setId(editor, process, 'has space')).toBe(false)
    expect(process.businessObject.get('id')).toBe('Process_1')
    expect(setId(editor, process, 'leave.v2')).toBe(true)
    expect(process.businessObject.get('id')).toBe('leave.v2')
  })
})

describe('messages and signals', () => {
  it('refuses an id already used by a message (or by a signal, for signals)', async () => {
    const { editor, element } = await loadDiagram('flowable', sampleXml('flowable'))
    const process = element('Process_1')
    expect(addRootElement(editor, process, 'message', { id: 'M1', name: 'a' })).toBeNull()
    expect(addRootElement(editor, process, 'message', { id: 'M1', name: 'b' })).toBe('该消息已存在，请修改id后重新保存')
    expect(addRootElement(editor, process, 'signal', { id: 'S1', name: 'a' })).toBeNull()
    expect(addRootElement(editor, process, 'signal', { id: 'S1', name: 'b' })).toBe('该消息已存在，请修改id后重新保存')
    expect(listRootElements(definitionsOf(process), 'message')).toEqual([{ id: 'M1', name: 'a' }])
  })
})

describe('flow type changes', () => {
  it('condition creates an empty expression, default clears it and marks the source, normal removes both', async () => {
    const { editor, element } = await loadDiagram('camunda', sampleXml('camunda'))
    const flow = element('Flow_yes')
    const gateway = flow.source!.businessObject
    setFlowType(editor, flow, 'condition')
    expect(readText(readChild(flow.businessObject, 'conditionExpression'), 'body')).toBe('')
    expect(readFlowType(flow)).toBe('condition')
    setFlowType(editor, flow, 'default')
    expect(flow.businessObject.get('conditionExpression')).toBeUndefined()
    expect(gateway.get('default')).toBe(flow.businessObject)
    expect(readFlowType(flow)).toBe('default')
    setFlowType(editor, flow, 'normal')
    expect(gateway.get('default')).toBeUndefined()
    expect(readFlowType(flow)).toBe('normal')
  })

  it('keeps another flow marked default when one flow is set back to normal', async () => {
    const { editor, element } = await loadDiagram('camunda', sampleXml('camunda'))
    setFlowType(editor, element('Flow_no'), 'default')
    setFlowType(editor, element('Flow_yes'), 'normal')
    expect(element('Gateway').businessObject.get('default')).toBe(element('Flow_no').businessObject)
  })

  it('offers the default flow only from activities and exclusive, inclusive or complex gateways', async () => {
    const { editor, element } = await loadDiagram('camunda', sampleXml('camunda'))
    expect(canBeDefault(element('Flow_yes'))).toBe(true)
    expect(canBeDefault(element('Flow_to_gateway'))).toBe(true)
    expect(canBeDefault(element('Flow_start'))).toBe(false)
    expect(() => setFlowType(editor, element('Flow_start'), 'default')).toThrow()
  })

  it('offers no condition on flows leaving a start event', async () => {
    const { element } = await loadDiagram('camunda', sampleXml('camunda'))
    expect(hasFlowCondition(element('Flow_start'))).toBe(false)
    expect(hasFlowCondition(element('Flow_yes'))).toBe(true)
  })
})

describe('task config', () => {
  it.each(['camunda', 'flowable'] as const)(
    '%s: clearing both async flags forces exclusive off and drops the retry cycle',
    async (name) => {
      const { editor, element } = await loadDiagram(name, sampleXml(name))
      const task = element('Approve')
      setAsync(editor, task, task.businessObject, {
        asyncBefore: true,
        asyncAfter: false,
        exclusive: true,
        retryCycle: 'R3/PT5M',
      })
      expect(readAsync(editor, task.businessObject)).toEqual({
        asyncBefore: true,
        asyncAfter: false,
        exclusive: true,
        retryCycle: 'R3/PT5M',
      })
      setAsync(editor, task, task.businessObject, {
        asyncBefore: false,
        asyncAfter: false,
        exclusive: true,
        retryCycle: 'R3/PT5M',
      })
      expect(readAsync(editor, task.businessObject)).toEqual({
        asyncBefore: false,
        asyncAfter: false,
        exclusive: false,
        retryCycle: '',
      })
      expect(task.businessObject.get('extensionElements')).toBeUndefined()
    },
  )
})

describe('loop type', () => {
  it('switches between parallel, sequential, standard and none; parallel starts on the user list', async () => {
    const { editor, element } = await loadDiagram('activiti', sampleXml('activiti'))
    const task = element('Approve')
    setLoopType(editor, task, 'parallel')
    expect(readLoopType(task)).toBe('parallel')
    expect(readLoopSettings(editor, task)?.collection).toBe(DEFAULT_PARALLEL_COLLECTION)
    setLoopType(editor, task, 'sequential')
    expect(readLoopType(task)).toBe('sequential')
    setLoopType(editor, task, 'standard')
    expect(readLoopType(task)).toBe('standard')
    expect(readLoopSettings(editor, task)).toBeNull()
    setLoopType(editor, task, 'none')
    expect(readLoopType(task)).toBe('none')
  })
})

describe('listener form rules', () => {
  const camunda = FLAVOURS.camunda
  it.each([
    [{ listenerType: 'classListener' as const }, 'class', '请填写 Java 类'],
    [{ listenerType: 'expressionListener' as const }, 'expression', '请填写表达式'],
    [{ listenerType: 'delegateExpressionListener' as const }, 'delegateExpression', '请填写代理表达式'],
    [{ listenerType: 'scriptListener' as const }, 'scriptFormat', '请填写脚本格式'],
    [{ listenerType: 'scriptListener' as const, scriptFormat: 'groovy' }, 'value', '请填写脚本内容'],
    [
      { listenerType: 'scriptListener' as const, scriptFormat: 'groovy', scriptType: 'externalScript' as const },
      'resource',
      '请填写资源地址',
    ],
    [{ event: '' }, 'event', ''],
  ])('%o fails on %s', (patch, field, message) => {
    expect(validateListener(camunda, { ...emptyListener('task'), ...patch })).toEqual({ field, message })
  })

  it('needs a timer value for a timeout listener with a timer type', () => {
    const listener = {
      ...emptyListener('task'),
      event: 'timeout',
      delegateExpression: '${x}',
      listenerType: 'delegateExpressionListener' as const,
      eventDefinitionType: 'cycle' as const,
    }
    expect(validateListener(camunda, listener)).toEqual({ field: 'eventTimeDefinitions', message: '请填写定时器配置' })
    expect(validateListener(camunda, { ...listener, eventTimeDefinitions: 'R/PT1H' })).toBeNull()
    expect(validateListener(camunda, { ...listener, eventDefinitionType: '' })).toBeNull()
  })

  it('checks the injected field by its type', () => {
    expect(validateField(emptyField())).toEqual({ field: 'name', message: '请填写字段名称' })
    expect(validateField({ ...emptyField(), name: 'a' })).toEqual({ field: 'string', message: '请填写字段值' })
    expect(validateField({ ...emptyField(), name: 'a', fieldType: 'expression' })).toEqual({
      field: 'expression',
      message: '请填写表达式',
    })
    expect(validateField({ ...emptyField(), name: 'a', string: 'v' })).toBeNull()
  })

  it('adds at index -1 and replaces at an existing index', () => {
    expect(upsertAt(['a', 'b'], -1, 'c')).toEqual(['a', 'b', 'c'])
    expect(upsertAt(['a', 'b'], 1, 'c')).toEqual(['a', 'c'])
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
  })
})

describe('zoom', () => {
  it('steps by 0.1 within 0.2–4 and warns outside', () => {
    expect(stepZoom(1, 1)).toEqual({ zoom: 1.1 })
    expect(stepZoom(0.3, -1)).toEqual({ zoom: 0.2 })
    expect(stepZoom(4, 1)).toEqual({ error: '缩放比例不能大于4' })
    expect(stepZoom(0.2, -1)).toEqual({ error: '缩放比例不能小于0.2' })
    expect([canZoomIn(4), canZoomOut(0.2), canZoomIn(3.9), canZoomOut(0.3)]).toEqual([false, false, true, true])
    expect(zoomPercent(1.1)).toBe('110%')
  })
})

describe('panel sections', () => {
  it('gives each element type its sections in display order', async () => {
    const { element } = await loadDiagram('camunda', sampleXml('camunda'))
    expect(sectionsFor(element('Process_1'))).toEqual([
      'general',
      'messages',
      'executionListeners',
      'extensionProperties',
      'other',
    ])
    expect(sectionsFor(element('Approve'))).toEqual([
      'general',
      'form',
      'task',
      'loop',
      'executionListeners',
      'taskListeners',
      'extensionProperties',
      'other',
    ])
    expect(sectionsFor(element('Start'))).toEqual([
      'general',
      'form',
      'executionListeners',
      'extensionProperties',
      'other',
    ])
    expect(sectionsFor(element('Flow_start'))).toEqual([
      'general',
      'executionListeners',
      'extensionProperties',
      'other',
    ])
    expect(sectionsFor(element('Flow_yes'))).toEqual([
      'general',
      'condition',
      'executionListeners',
      'extensionProperties',
      'other',
    ])
    expect(sectionsFor(element('Script'))).toEqual([
      'general',
      'task',
      'loop',
      'executionListeners',
      'extensionProperties',
      'other',
    ])
  })
})
