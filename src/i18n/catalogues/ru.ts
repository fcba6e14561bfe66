import type { Catalogue } from '../../lib/localize';

const ru: Catalogue = {
  'Log in': 'Войти',
  'Sign up': 'Регистрация',
  'Log out': 'Выйти',
  'Logging in…': 'Выполняется вход…',
  'Switch account': 'Сменить счёт',
  '[_1] Account': 'Счёт [_1]',
  Real: 'Реальный',
  Virtual: 'Демо',
  Investment: 'Инвестиционный',
  Gaming: 'Игровой',
  Trading: 'Трейдинг',
  'Server time': 'Время сервера',
  Language: 'Язык',
  'Page not found': 'Страница не найдена',
  'Please [_1] or [_2] to view this page.': 'Пожалуйста, [_1] или [_2], чтобы просмотреть эту страницу.',
  'log in': 'войдите',
  'sign up': 'зарегистрируйтесь',
  'This field is required.': 'Это поле обязательно для заполнения.',
};

export default ru;
