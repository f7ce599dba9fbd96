import { Breadcrumb, Space, Tabs } from 'antd'
import { Link, useSearchParams } from 'react-router-dom'
import type { RouteMeta } from '@/router/menu-routes'
import type { Crumb } from './route-match'

/** The route meta the page header reads (schemas/entities/menu-node.json); header tabs select a `tab` query parameter. */
export type PageHeaderMeta = Pick<RouteMeta, 'title' | 'description' | 'links' | 'tabs' | 'hiddenHeaderContent'>

/** The page content wrapper's header: breadcrumbs, then the route meta's title, description, links and tabs. */
export function PageContent({ meta, title, crumbs }: { meta: PageHeaderMeta; title: string; crumbs: Crumb[] }) {
  const [search, setSearch] = useSearchParams()
  if (meta.hiddenHeaderContent) return null
  return (
    <div className="page-header" data-testid="page-header">
      <Breadcrumb
        items={crumbs.map((crumb) => ({
          title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
        }))}
      />
      <h4 className="page-header-title">{title}</h4>
      {meta.description && <p className="page-header-description">{meta.description}</p>}
      {meta.links?.length ? (
        <Space size="large" className="page-header-links">
          {meta.links.map((link) => (
            <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.title}
            </a>
          ))}
        </Space>
      ) : null}
      {meta.tabs?.length ? (
        <Tabs
          activeKey={search.get('tab') ?? meta.tabs[0].key}
          items={meta.tabs.map((tab) => ({ key: tab.key, label: tab.title }))}
          onChange={(key) => {
            const next = new URLSearchParams(search)
            next.set('tab', key)
            setSearch(next)
          }}
        />
      ) : null}
    </div>
  )
}
