import { toArray } from 'antd/es/form/util'

/**
 * antd's `toNamePathStr` (antd/es/form/hooks/useForm), the one thing Radio.Group takes from that module: a form
 * item's name path joined with `_`, the base of the group's radio names.
 */
export const toNamePathStr = (name: unknown): string => toArray(name).join('_')
