import type { Area } from '../../kernel/area'
import menus from './menus.json'
import { messageRoutes } from './routes'
import { seedMessages } from './seed'

/** 我的消息 and 消息中心: the messages sent to users and their templates. */
export const messageArea: Area = {
  name: 'message',
  routes: messageRoutes,
  menus,
  seed: seedMessages,
}
