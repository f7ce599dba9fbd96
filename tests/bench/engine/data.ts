import type { DictModel } from '@/generated/entities'

export const ROW_COUNT = 1000

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗'
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟']
const DEPARTS = [
  '北京知识产权服务有限公司/专利部',
  '北京知识产权服务有限公司/商标部',
  '北京知识产权服务有限公司/法务部',
  '上海分公司/客户服务部',
]

export const DICTS: Record<string, DictModel[]> = {
  sex: [
    { value: '1', text: '男' },
    { value: '2', text: '女' },
  ],
  user_status: [
    { value: '1', text: '正常' },
    { value: '2', text: '冻结' },
  ],
  position_rank: [
    { value: '1', text: '员级' },
    { value: '2', text: '助级' },
  ],
  'sys_depart,depart_name,id': DEPARTS.map((name, index) => ({ value: `d${index}`, text: name.split('/').pop()! })),
}

/** 1,000 users shaped like the list answer of /sys/user/list (with the server's _dictText fields). */
export const USERS = Array.from({ length: ROW_COUNT }, (_, index) => {
  const sex = (index % 2) + 1
  const status = index % 17 === 0 ? 2 : 1
  return {
    id: `u${index}`,
    username: `user${String(index).padStart(4, '0')}`,
    realname: `${SURNAMES[index % SURNAMES.length]}${GIVEN[index % GIVEN.length]}`,
    avatar: null,
    sex,
    sex_dictText: sex === 1 ? '男' : '女',
    birthday: `19${70 + (index % 30)}-0${1 + (index % 9)}-1${index % 10}`,
    phone: `139${String(10000000 + index * 7919).slice(0, 8)}`,
    orgCodeTxt: DEPARTS[index % DEPARTS.length],
    departIds: `d${index % DEPARTS.length}`,
    status,
    status_dictText: status === 1 ? '正常' : '冻结',
    createTime: '2024-01-01 09:00:00',
  }
})
