import { Alert, Card, Result, Spin, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { SchemaPage } from '@renderers/schema/SchemaPage'
import { loadCgformConfig, type CgformConfig } from './cgform-api'
import { cgformPage } from './cgform-schema'

/** The form's head id is the last segment of the menu's path, `/online/cgformList/{id}` (the original's `:code`). */
const formIdOf = (pathname: string): string => decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '')

/** The designer, where an unsynced form is synced. */
export const DESIGNER_PATH = '/online/cgform'

function CgformView({ config }: { config: Extract<CgformConfig, { status: 'ready' }> }) {
  const { page, unknownViews, hasEnhanceJs, jsButtons } = useMemo(
    () => cgformPage(config.columns, config.queryInfo, config.formItem),
    [config],
  )
  const notes = [
    ...(unknownViews.length ? [`以下控件类型暂不支持，按文本框显示：${unknownViews.join('、')}`] : []),
    ...(hasEnhanceJs ? ['此表单的JS增强不会执行。'] : []),
    ...(jsButtons.length ? [`以下按钮由JS增强实现，暂不可用：${jsButtons.join('、')}`] : []),
  ]
  return (
    <div className="online-form-page">
      {notes.length ? (
        <Alert type="info" showIcon banner className="online-form-notes" message={notes.join(' ')} />
      ) : null}
      <SchemaPage key={config.columns.code} schema={page} source={`在线表单 ${config.columns.code}`} />
    </div>
  )
}

function OnlineFormPage({ id }: { id: string }) {
  const [config, setConfig] = useState<CgformConfig>()
  useEffect(() => {
    let current = true
    loadCgformConfig(id).then(
      (loaded) => current && setConfig(loaded),
      (error: Error) => current && setConfig({ status: 'failed', message: error.message }),
    )
    return () => {
      current = false
    }
  }, [id])
  if (config?.status === 'ready') return <CgformView config={config} />
  return (
    <Card variant="borderless">
      {config?.status === 'unsynced' ? (
        <Result
          status="warning"
          title="表单未同步数据库"
          subTitle={
            <>
              请先在 <Link to={DESIGNER_PATH}>Online表单开发</Link> 中同步数据库。
            </>
          }
        />
      ) : config?.status === 'failed' ? (
        <Result
          status="warning"
          title={config.message || '表单加载失败'}
          subTitle={
            <>
              表单 <Typography.Text code>{id}</Typography.Text> 无法打开，请检查菜单配置的表单ID。
            </>
          }
        />
      ) : (
        <Spin spinning />
      )}
    </Card>
  )
}

/**
 * The online form list component (OnlCgformAutoList): every published form's menu row names it, so the page is
 * keyed by the form, and moving between two form menus starts the other form afresh.
 */
export default function OnlCgformAutoList() {
  const id = formIdOf(useLocation().pathname)
  return <OnlineFormPage key={id} id={id} />
}
