import type { Catalogue } from '../../lib/localize';

const vi: Catalogue = {
  'Log in': 'Đăng nhập',
  'Sign up': 'Đăng ký',
  'Log out': 'Đăng xuất',
  'Logging in…': 'Đang đăng nhập…',
  'Switch account': 'Chuyển tài khoản',
  '[_1] Account': 'Tài khoản [_1]',
  Real: 'Thực',
  Virtual: 'Ảo',
  Investment: 'Đầu tư',
  Gaming: 'Trò chơi',
  Trading: 'Giao dịch',
  'Server time': 'Giờ máy chủ',
  Language: 'Ngôn ngữ',
  'Page not found': 'Không tìm thấy trang',
  'Please [_1] or [_2] to view this page.': 'Vui lòng [_1] hoặc [_2] để xem trang này.',
  'log in': 'đăng nhập',
  'sign up': 'đăng ký',
  'This field is required.': 'Trường này là bắt buộc.',
};

export default vi;
