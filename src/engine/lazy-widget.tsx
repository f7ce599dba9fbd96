import { lazy, Suspense, type ComponentType } from 'react'

type Widgets = typeof import('./form-widgets')
type Props = Record<string, unknown>

/** A widget of form-widgets.ts that loads with the first form showing it; Formily's props pass through. */
export function lazyWidget(name: keyof Widgets): ComponentType<Props> {
  const Widget = lazy(() =>
    import('./form-widgets').then((widgets) => ({ default: widgets[name] as ComponentType<Props> })),
  )
  function AppWidget(props: Props) {
    return (
      <Suspense fallback={null}>
        <Widget {...props} />
      </Suspense>
    )
  }
  AppWidget.displayName = name
  return AppWidget
}
