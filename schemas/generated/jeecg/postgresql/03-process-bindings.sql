-- The approval processes of the business lists and their bindings (flow code → process)
-- Written by `npm run codegen` from schemas/entities and the built-in backend's seed: do not edit.
-- Safe to run again: tables are created only when missing, rows inserted only when their id is not there.
-- Only for a workflow module without these tables: JeecgBoot's is not open source, map the rows where it keeps its own.

CREATE TABLE IF NOT EXISTS "act_model" (
  "id" varchar(32) NOT NULL,
  "key" varchar(255) NOT NULL,
  "name" varchar(255) NOT NULL,
  "flavour" varchar(255) NOT NULL,
  "create_time" timestamp,
  "update_time" timestamp,
  "xml" text,
  PRIMARY KEY ("id")
);

CREATE TABLE IF NOT EXISTS "act_process_form" (
  "id" varchar(32) NOT NULL,
  "form_name" varchar(255) NOT NULL,
  "form_key" varchar(255) NOT NULL,
  "form_type" varchar(255) NOT NULL,
  "form_url" varchar(255) NOT NULL,
  "process_key" varchar(255) NOT NULL,
  "status" varchar(255),
  "remark" text,
  "create_by" varchar(255),
  "create_time" timestamp,
  "update_by" varchar(255),
  "update_time" timestamp,
  PRIMARY KEY ("id")
);

-- act_model: 7
INSERT INTO "act_model" ("id", "key", "name", "flavour", "xml", "create_time", "update_time") VALUES ('1366200014992447481', 'ipr_contract_approval', '合同审批流程', 'camunda', '<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_ipr_contract_approval" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="ipr_contract_approval" name="合同审批流程" isExecutable="true">
    <bpmn2:startEvent id="start" name="提交审批" camunda:initiator="initiator" />
    <bpmn2:userTask id="deptApprove" name="部门经理审批" camunda:assignee="${deptLeader}" />
    <bpmn2:userTask id="financeApprove" name="财务审批" camunda:candidateGroups="finance">
      <bpmn2:extensionElements><camunda:properties><camunda:property name="editableFields" value="remark" /></camunda:properties></bpmn2:extensionElements>
    </bpmn2:userTask>
    <bpmn2:endEvent id="end" name="结束" />
    <bpmn2:sequenceFlow id="flow1" sourceRef="start" targetRef="deptApprove" />
    <bpmn2:sequenceFlow id="flow2" sourceRef="deptApprove" targetRef="financeApprove" />
    <bpmn2:sequenceFlow id="flow3" sourceRef="financeApprove" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="ipr_contract_approval">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="deptApprove_di" bpmnElement="deptApprove"><dc:Bounds x="290" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="financeApprove_di" bpmnElement="financeApprove"><dc:Bounds x="460" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="662" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow1_di" bpmnElement="flow1"><di:waypoint x="188" y="160" /><di:waypoint x="290" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow2_di" bpmnElement="flow2"><di:waypoint x="390" y="160" /><di:waypoint x="460" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow3_di" bpmnElement="flow3"><di:waypoint x="560" y="160" /><di:waypoint x="662" y="160" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>', '2021-03-05 10:00:00', NULL) ON CONFLICT DO NOTHING;
INSERT INTO "act_model" ("id", "key", "name", "flavour", "xml", "create_time", "update_time") VALUES ('1366238409651264443', 'ipr_invoice_approval', '开票审批流程', 'camunda', '<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_ipr_invoice_approval" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="ipr_invoice_approval" name="开票审批流程" isExecutable="true">
    <bpmn2:startEvent id="start" name="提交审批" camunda:initiator="initiator" />
    <bpmn2:userTask id="financeApprove" name="开票审批" camunda:candidateGroups="finance" />
    <bpmn2:endEvent id="end" name="结束" />
    <bpmn2:sequenceFlow id="flow1" sourceRef="start" targetRef="financeApprove" />
    <bpmn2:sequenceFlow id="flow2" sourceRef="financeApprove" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="ipr_invoice_approval">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="financeApprove_di" bpmnElement="financeApprove"><dc:Bounds x="290" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="492" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow1_di" bpmnElement="flow1"><di:waypoint x="188" y="160" /><di:waypoint x="290" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow2_di" bpmnElement="flow2"><di:waypoint x="390" y="160" /><di:waypoint x="492" y="160" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>', '2021-03-06 11:00:00', NULL) ON CONFLICT DO NOTHING;
INSERT INTO "act_model" ("id", "key", "name", "flavour", "xml", "create_time", "update_time") VALUES ('1366238418039872445', 'ipr_requisition_approval', '用款审批流程', 'camunda', '<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_ipr_requisition_approval" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="ipr_requisition_approval" name="用款审批流程" isExecutable="true">
    <bpmn2:startEvent id="start" name="提交审批" camunda:initiator="initiator" />
    <bpmn2:userTask id="financeApprove" name="用款审批" camunda:candidateGroups="finance" />
    <bpmn2:endEvent id="end" name="结束" />
    <bpmn2:sequenceFlow id="flow1" sourceRef="start" targetRef="financeApprove" />
    <bpmn2:sequenceFlow id="flow2" sourceRef="financeApprove" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="ipr_requisition_approval">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="financeApprove_di" bpmnElement="financeApprove"><dc:Bounds x="290" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="492" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow1_di" bpmnElement="flow1"><di:waypoint x="188" y="160" /><di:waypoint x="290" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow2_di" bpmnElement="flow2"><di:waypoint x="390" y="160" /><di:waypoint x="492" y="160" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>', '2021-03-06 11:01:00', NULL) ON CONFLICT DO NOTHING;
INSERT INTO "act_model" ("id", "key", "name", "flavour", "xml", "create_time", "update_time") VALUES ('1366238426428480447', 'ipr_refund_approval', '退款审批流程', 'camunda', '<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_ipr_refund_approval" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="ipr_refund_approval" name="退款审批流程" isExecutable="true">
    <bpmn2:startEvent id="start" name="提交审批" camunda:initiator="initiator" />
    <bpmn2:userTask id="financeApprove" name="退款审批" camunda:candidateGroups="finance" />
    <bpmn2:endEvent id="end" name="结束" />
    <bpmn2:sequenceFlow id="flow1" sourceRef="start" targetRef="financeApprove" />
    <bpmn2:sequenceFlow id="flow2" sourceRef="financeApprove" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="ipr_refund_approval">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="financeApprove_di" bpmnElement="financeApprove"><dc:Bounds x="290" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="492" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow1_di" bpmnElement="flow1"><di:waypoint x="188" y="160" /><di:waypoint x="290" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow2_di" bpmnElement="flow2"><di:waypoint x="390" y="160" /><di:waypoint x="492" y="160" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>', '2021-03-06 11:02:00', NULL) ON CONFLICT DO NOTHING;
INSERT INTO "act_model" ("id", "key", "name", "flavour", "xml", "create_time", "update_time") VALUES ('1366248161408062672', 'ipr_people_approval', '人事行政审批流程', 'camunda', '<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_ipr_people_approval" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="ipr_people_approval" name="人事行政审批流程" isExecutable="true">
    <bpmn2:startEvent id="start" name="提交审批" camunda:initiator="initiator" />
    <bpmn2:userTask id="managerApprove" name="主管审批" camunda:assignee="admin" />
    <bpmn2:endEvent id="end" name="结束" />
    <bpmn2:sequenceFlow id="flow1" sourceRef="start" targetRef="managerApprove" />
    <bpmn2:sequenceFlow id="flow2" sourceRef="managerApprove" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="ipr_people_approval">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="managerApprove_di" bpmnElement="managerApprove"><dc:Bounds x="290" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="492" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow1_di" bpmnElement="flow1"><di:waypoint x="188" y="160" /><di:waypoint x="290" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow2_di" bpmnElement="flow2"><di:waypoint x="390" y="160" /><di:waypoint x="492" y="160" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>', '2021-03-05 11:00:00', NULL) ON CONFLICT DO NOTHING;
INSERT INTO "act_model" ("id", "key", "name", "flavour", "xml", "create_time", "update_time") VALUES ('1366248169796670674', 'ipr_reimburse_approval', '报销审批流程', 'camunda', '<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_ipr_reimburse_approval" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="ipr_reimburse_approval" name="报销审批流程" isExecutable="true">
    <bpmn2:startEvent id="start" name="提交审批" camunda:initiator="initiator" />
    <bpmn2:userTask id="leaderApprove" name="部门经理审批" camunda:assignee="${initiatorLeader}" />
    <bpmn2:userTask id="financeApprove" name="财务审批" camunda:candidateGroups="finance" />
    <bpmn2:endEvent id="end" name="结束" />
    <bpmn2:sequenceFlow id="flow1" sourceRef="start" targetRef="leaderApprove" />
    <bpmn2:sequenceFlow id="flow2" sourceRef="leaderApprove" targetRef="financeApprove" />
    <bpmn2:sequenceFlow id="flow3" sourceRef="financeApprove" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="ipr_reimburse_approval">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="leaderApprove_di" bpmnElement="leaderApprove"><dc:Bounds x="290" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="financeApprove_di" bpmnElement="financeApprove"><dc:Bounds x="460" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="662" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow1_di" bpmnElement="flow1"><di:waypoint x="188" y="160" /><di:waypoint x="290" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow2_di" bpmnElement="flow2"><di:waypoint x="390" y="160" /><di:waypoint x="460" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow3_di" bpmnElement="flow3"><di:waypoint x="560" y="160" /><di:waypoint x="662" y="160" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>', '2021-03-05 11:10:00', NULL) ON CONFLICT DO NOTHING;
INSERT INTO "act_model" ("id", "key", "name", "flavour", "xml", "create_time", "update_time") VALUES ('1366248178185278676', 'ipr_loan_approval', '借款审批流程', 'camunda', '<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_ipr_loan_approval" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="ipr_loan_approval" name="借款审批流程" isExecutable="true">
    <bpmn2:startEvent id="start" name="提交审批" camunda:initiator="initiator" />
    <bpmn2:userTask id="leaderApprove" name="部门经理审批" camunda:assignee="${initiatorLeader}" />
    <bpmn2:userTask id="financeApprove" name="财务审批" camunda:candidateGroups="finance" />
    <bpmn2:endEvent id="end" name="结束" />
    <bpmn2:sequenceFlow id="flow1" sourceRef="start" targetRef="leaderApprove" />
    <bpmn2:sequenceFlow id="flow2" sourceRef="leaderApprove" targetRef="financeApprove" />
    <bpmn2:sequenceFlow id="flow3" sourceRef="financeApprove" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="ipr_loan_approval">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="leaderApprove_di" bpmnElement="leaderApprove"><dc:Bounds x="290" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="financeApprove_di" bpmnElement="financeApprove"><dc:Bounds x="460" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="662" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow1_di" bpmnElement="flow1"><di:waypoint x="188" y="160" /><di:waypoint x="290" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow2_di" bpmnElement="flow2"><di:waypoint x="390" y="160" /><di:waypoint x="460" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow3_di" bpmnElement="flow3"><di:waypoint x="560" y="160" /><di:waypoint x="662" y="160" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>', '2021-03-05 11:11:00', NULL) ON CONFLICT DO NOTHING;

-- act_process_form: 7
INSERT INTO "act_process_form" ("id", "form_name", "form_key", "form_type", "form_url", "process_key", "status", "remark", "create_by", "create_time", "update_by", "update_time") VALUES ('1366200019186751482', '合同审批单', 'ipr_contract', '3', 'ipr/ContractList', 'ipr_contract_approval', '1', '合同列表的提交审批', 'admin', '2021-03-05 10:00:00', NULL, NULL) ON CONFLICT DO NOTHING;
INSERT INTO "act_process_form" ("id", "form_name", "form_key", "form_type", "form_url", "process_key", "status", "remark", "create_by", "create_time", "update_by", "update_time") VALUES ('1366238413845568444', '开票申请单', 'ipr_invoice', '3', 'ipr/InvoiceList', 'ipr_invoice_approval', '1', '发票管理的提交审批', 'admin', '2021-03-06 11:00:00', NULL, NULL) ON CONFLICT DO NOTHING;
INSERT INTO "act_process_form" ("id", "form_name", "form_key", "form_type", "form_url", "process_key", "status", "remark", "create_by", "create_time", "update_by", "update_time") VALUES ('1366238422234176446', '用款申请单', 'ipr_requisition', '3', 'ipr/RequisitionList', 'ipr_requisition_approval', '1', '用款申请的提交审批', 'admin', '2021-03-06 11:01:00', NULL, NULL) ON CONFLICT DO NOTHING;
INSERT INTO "act_process_form" ("id", "form_name", "form_key", "form_type", "form_url", "process_key", "status", "remark", "create_by", "create_time", "update_by", "update_time") VALUES ('1366238430622784448', '退款申请单', 'ipr_refund', '3', 'ipr/RefundList', 'ipr_refund_approval', '1', '退款管理的提交审批', 'admin', '2021-03-06 11:02:00', NULL, NULL) ON CONFLICT DO NOTHING;
INSERT INTO "act_process_form" ("id", "form_name", "form_key", "form_url", "remark", "form_type", "process_key", "status", "create_by", "create_time", "update_by", "update_time") VALUES ('1366248165602366673', '工资审批单', 'ipr_salary_batch', 'ipr/SalaryList', '工资管理的提交审批', '3', 'ipr_people_approval', '1', 'admin', '2021-03-05 11:00:00', NULL, NULL) ON CONFLICT DO NOTHING;
INSERT INTO "act_process_form" ("id", "form_name", "form_key", "form_type", "form_url", "process_key", "status", "remark", "create_by", "create_time", "update_by", "update_time") VALUES ('1366248173990974675', '报销审批单', 'ipr_reimburse', '3', 'ipr/ReimburseList', 'ipr_reimburse_approval', '1', '报销管理的提交审批', 'admin', '2021-03-05 11:10:00', NULL, NULL) ON CONFLICT DO NOTHING;
INSERT INTO "act_process_form" ("id", "form_name", "form_key", "form_type", "form_url", "process_key", "status", "remark", "create_by", "create_time", "update_by", "update_time") VALUES ('1366248182379582677', '借款审批单', 'ipr_loan', '3', 'ipr/LoanList', 'ipr_loan_approval', '1', '借款管理的提交审批', 'admin', '2021-03-05 11:11:00', NULL, NULL) ON CONFLICT DO NOTHING;
