import { MailOutlined } from '@ant-design/icons'
import { Col, Form, Row } from 'antd'
// The input alone: antd's Input index adds TextArea, Search and OTP, which the sign-in page never shows.
import Input from 'antd/es/input/Input'
import { SmsCodeButton } from './SmsCodeButton'

interface Props {
  /** Form field holding the code (the phone sign-in calls it captcha, the others smscode). */
  name: string
  getMobile: () => Promise<string | undefined>
  smsmode: '0' | '1' | '2'
}

/** The SMS code input beside its send button, as phone sign-in, registration and recovery all show it. */
export function SmsCodeField({ name, getMobile, smsmode }: Props) {
  return (
    <Row gutter={16}>
      <Col span={15}>
        <Form.Item name={name} rules={[{ required: true, message: '请输入验证码' }]}>
          <Input prefix={<MailOutlined />} placeholder="请输入验证码" aria-label="短信验证码" maxLength={6} />
        </Form.Item>
      </Col>
      <Col span={9}>
        <SmsCodeButton getMobile={getMobile} smsmode={smsmode} />
      </Col>
    </Row>
  )
}
