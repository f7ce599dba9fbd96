import type { DictModel } from './dict-model'

const item = (value: string, text: string): DictModel => ({ value, text, title: text, label: text })

/**
 * Java enums annotated `@EnumDict` (`ResourceUtil.getEnumDictData`): dictionaries the dict APIs and the login
 * dictionary cache serve although `sys_dict` holds no row for them. `MessageTypeEnum` is the message channel.
 */
export const ENUM_DICTS: Readonly<Record<string, readonly DictModel[]>> = {
  messageType: [
    item('system', '系统消息'),
    item('email', '邮件消息'),
    item('dingtalk', '钉钉消息'),
    item('wechat_enterprise', '企业微信'),
  ],
}
