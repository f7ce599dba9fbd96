import { Select } from '@formily/antd-v5/esm/select'
import { asWidget, type OptionsWidgetProps, withOptions } from '../parts/options-widget'
import { useRemoteOptions, type RemoteOptionsProps } from './use-remote-options'

const REMOTE_PROPS = ['api', 'params', 'titleField', 'keyField', 'childrenField']

/** Options read from any list or tree endpoint (x-component-props api, params, titleField, keyField, childrenField). */
export const RemoteSelect = withOptions<RemoteOptionsProps & OptionsWidgetProps>(
  asWidget(Select),
  useRemoteOptions,
  REMOTE_PROPS,
)
