import { Card, Typography } from 'antd'

/** The /test/home route (/test redirects here): a plain page to check that routing and the shell work. */
export default function TestHome() {
  return (
    <Card title="测试页">
      <Typography.Paragraph>这是测试页面，用于检查路由与布局是否正常工作。</Typography.Paragraph>
    </Card>
  )
}
