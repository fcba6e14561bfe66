import type { Catalogue } from '../../lib/localize';

const th: Catalogue = {
  'Log in': 'เข้าสู่ระบบ',
  'Sign up': 'ลงทะเบียน',
  'Log out': 'ออกจากระบบ',
  'Logging in…': 'กำลังเข้าสู่ระบบ…',
  'Switch account': 'สลับบัญชี',
  '[_1] Account': 'บัญชี [_1]',
  Real: 'จริง',
  Virtual: 'ทดลอง',
  Investment: 'การลงทุน',
  Gaming: 'เกม',
  Trading: 'การเทรด',
  'Server time': 'เวลาเซิร์ฟเวอร์',
  Language: 'ภาษา',
  'Page not found': 'ไม่พบหน้านี้',
  'Please [_1] or [_2] to view this page.': 'โปรด[_1]หรือ[_2]เพื่อดูหน้านี้',
  'log in': 'เข้าสู่ระบบ',
  'sign up': 'ลงทะเบียน',
  'This field is required.': 'ต้องกรอกข้อมูลในช่องนี้',
};

export default th;
