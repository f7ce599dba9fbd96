import type { Draw } from './names'

const PATENT_SUBJECTS = [
  '基于深度学习的图像识别方法',
  '锂离子电池正极材料及其制备方法',
  '智能温控系统',
  '高精度数控机床主轴结构',
  '无人机自主避障装置',
  '柔性显示面板及其制造方法',
  '污水处理用复合絮凝剂',
  '可降解包装材料',
  '新能源汽车充电桩散热结构',
  '医用导管及其成型模具',
  '多模态数据融合的故障诊断方法',
  '光伏组件清洗机器人',
  '芯片封装结构',
  '中药提取物组合物及其应用',
  '智能门锁的指纹识别模块',
  '储能变流器控制方法',
  '土壤修复剂及其使用方法',
  '工业机器人关节减速器',
  '区块链存证系统',
  '车载毫米波雷达天线',
]
const DESIGN_SUBJECTS = ['智能音箱', '电动牙刷', '茶具', '办公椅', '扫地机器人', '手机壳', '台灯', '充电宝']
const MARKS = [
  '恒锐',
  'BODA',
  '华芯科技',
  '瑞康堂',
  '云图',
  '星河湾',
  '睿思',
  '鸿图',
  '蓝海之星',
  '嘉禾田园',
  '九州通达',
  '飞扬少年',
  'NOVA',
  '凯润',
  '晶辰',
  '森宇',
  'TOPWAY',
  '味之源',
  '绿野仙踪',
  '匠心',
]
const SOFTWARE = [
  '智慧园区管理平台',
  '设备远程运维系统',
  '供应链协同平台',
  '医疗影像辅助诊断软件',
  '企业知识产权管理系统',
  '智能仓储调度系统',
  '在线教育直播平台',
  '能耗监测分析系统',
  '客户关系管理系统',
  '工业数据采集网关软件',
]
const WORKS = [
  '品牌吉祥物形象',
  '企业宣传画册',
  '产品包装图案',
  '城市风光摄影集',
  '品牌宣传片',
  '企业司歌',
  '产品结构示意图',
]

/** A case's title as staff write it, by business type and (for patents) patent type. */
export function caseName(draw: Draw, businessType: string, patentType: string | null): string {
  switch (businessType) {
    case '1':
      return patentType === '3' ? `${draw.pick(DESIGN_SUBJECTS)}（外观设计）` : `一种${draw.pick(PATENT_SUBJECTS)}`
    case '2':
      return `“${draw.pick(MARKS)}”商标`
    case '3':
      return `${draw.pick(SOFTWARE)}V${draw.int(1, 3)}.0`
    case '4':
      return draw.pick(['高新技术企业认定', '知识产权贯标', '专利资助申报', '科技型中小企业评价'])
    default:
      return `一种${draw.pick(PATENT_SUBJECTS)}专利权转让`
  }
}

export const markName = (draw: Draw) => draw.pick(MARKS)
export const softwareName = (draw: Draw) => draw.pick(SOFTWARE)
export const workName = (draw: Draw) => draw.pick(WORKS)
export const patentSubject = (draw: Draw) => draw.pick(PATENT_SUBJECTS)

/** Goods and services most often claimed, by Nice class. */
export const GOODS: Readonly<Record<string, string>> = {
  '05': '药品；医用营养品；消毒剂',
  '07': '机器人（机械）；数控机床；包装机',
  '09': '计算机软件（已录制）；智能手机；电池',
  '10': '医疗器械；医用导管；理疗设备',
  '11': '照明器械；空气净化器；热水器',
  '29': '肉；奶制品；食用油',
  '30': '茶；咖啡；糕点',
  '35': '广告；替他人推销；进出口代理',
  '41': '培训；组织文化活动；在线电子出版物',
  '42': '技术研究；计算机软件设计；云计算',
}
