import type { Catalogue } from '../../lib/localize';

const pl: Catalogue = {
  'Log in': 'Zaloguj się',
  'Sign up': 'Zarejestruj się',
  'Log out': 'Wyloguj się',
  'Logging in…': 'Logowanie…',
  'Switch account': 'Zmień konto',
  '[_1] Account': 'Konto [_1]',
  Real: 'Rzeczywiste',
  Virtual: 'Wirtualne',
  Investment: 'Inwestycyjne',
  Gaming: 'Gry',
  Trading: 'Handel',
  'Server time': 'Czas serwera',
  Language: 'Język',
  'Page not found': 'Nie znaleziono strony',
  'Please [_1] or [_2] to view this page.': '[_1] lub [_2], aby zobaczyć tę stronę.',
  'log in': 'Zaloguj się',
  'sign up': 'zarejestruj się',
  'This field is required.': 'To pole jest wymagane.',
};

export default pl;
