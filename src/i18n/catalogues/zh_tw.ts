import type { Catalogue } from '../../lib/localize';

const zhtw: Catalogue = {
  'Log in': '登入',
  'Sign up': '註冊',
  'Log out': '登出',
  'Logging in…': '正在登入…',
  'Switch account': '切換帳戶',
  '[_1] Account': '[_1]帳戶',
  Real: '真實',
  Virtual: '虛擬',
  Investment: '投資',
  Gaming: '博彩',
  Trading: '交易',
  'Server time': '伺服器時間',
  Language: '語言',
  'Page not found': '找不到頁面',
  'Please [_1] or [_2] to view this page.': '請[_1]或[_2]以查看此頁面。',
  'log in': '登入',
  'sign up': '註冊',
  'This field is required.': '此欄位為必填項。',
};

export default zhtw;
