import { Form, Modal, Select } from 'antd'
import type { SysDepart, SysTenant } from '@/generated/entities'

export interface LoginChoices {
  orgCode?: string
  tenantId?: number
}

interface Props {
  departs: SysDepart[]
  tenants: SysTenant[]
  onChosen: (choices: LoginChoices) => Promise<void>
}

/** After sign-in: a user in several departments or tenants must pick the current one before entering. */
export default function LoginChoicesModal({ departs, tenants, onChosen }: Props) {
  const [form] = Form.useForm<LoginChoices>()
  const submit = async () => {
    const values = await form.validateFields()
    await onChosen(values)
  }
  return (
    <Modal
      open
      title="登录选择"
      closable={false}
      maskClosable={false}
      keyboard={false}
      okText="确认"
      cancelButtonProps={{ style: { display: 'none' } }}
      onOk={() => void submit()}
    >
      <Form form={form} layout="vertical">
        {departs.length > 1 && (
          <Form.Item name="orgCode" label="登录部门" rules={[{ required: true, message: '请选择登录部门' }]}>
            <Select
              placeholder="请选择登录部门"
              options={departs.map((depart) => ({ value: depart.orgCode, label: depart.departName }))}
            />
          </Form.Item>
        )}
        {tenants.length > 1 && (
          <Form.Item name="tenantId" label="登录租户" rules={[{ required: true, message: '请选择登录租户' }]}>
            <Select
              placeholder="请选择登录租户"
              options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
