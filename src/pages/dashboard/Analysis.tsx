import { Card, Col, Row, Statistic } from 'antd'
import { useEffect, useState } from 'react'
import { api } from '@/api/client'
import type { LoginInfo } from '@/generated/entities'

/** The home page: visit figures from /sys/loginfo (the business dashboard comes with the business screens). */
export default function Analysis() {
  const [info, setInfo] = useState<LoginInfo>({})
  useEffect(() => {
    api.sysLoginfo().then(
      (response) => response.success && setInfo(response.result ?? {}),
      () => undefined,
    )
  }, [])
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title="总访问量" value={info.totalVisitCount ?? 0} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title="今日访问量" value={info.todayVisitCount ?? 0} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title="今日访问IP" value={info.todayIp ?? 0} />
        </Card>
      </Col>
    </Row>
  )
}
