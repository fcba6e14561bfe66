import type { Catalogue } from '../../lib/localize';

const id: Catalogue = {
  'Log in': 'Masuk',
  'Sign up': 'Daftar',
  'Log out': 'Keluar',
  'Logging in…': 'Sedang masuk…',
  'Switch account': 'Ganti akun',
  '[_1] Account': 'Akun [_1]',
  Real: 'Riil',
  Virtual: 'Virtual',
  Investment: 'Investasi',
  Gaming: 'Gaming',
  Trading: 'Trading',
  'Server time': 'Waktu server',
  Language: 'Bahasa',
  'Page not found': 'Halaman tidak ditemukan',
  'Please [_1] or [_2] to view this page.': 'Silakan [_1] atau [_2] untuk melihat halaman ini.',
  'log in': 'masuk',
  'sign up': 'daftar',
  'This field is required.': 'Bidang ini wajib diisi.',
};

export default id;
