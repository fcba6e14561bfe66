import type { Catalogue } from '../../lib/localize';

const zhcn: Catalogue = {
  'Log in': '登录',
  'Sign up': '注册',
  'Log out': '登出',
  'Logging in…': '正在登录…',
  'Switch account': '切换账户',
  '[_1] Account': '[_1]账户',
  Real: '真实',
  Virtual: '虚拟',
  Investment: '投资',
  Gaming: '博彩',
  Trading: '交易',
  'Server time': '服务器时间',
  Language: '语言',
  'Page not found': '找不到页面',
  'Please [_1] or [_2] to view this page.': '请[_1]或[_2]以查看此页面。',
  'log in': '登录',
  'sign up': '注册',
  'This field is required.': '此字段为必填项。',
};

export default zhcn;
