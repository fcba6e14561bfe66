import type { Catalogue } from '../../lib/localize';

const it: Catalogue = {
  'Log in': 'Accedi',
  'Sign up': 'Registrati',
  'Log out': 'Esci',
  'Logging in…': 'Accesso in corso…',
  'Switch account': 'Cambia conto',
  '[_1] Account': 'Conto [_1]',
  Real: 'Reale',
  Virtual: 'Virtuale',
  Investment: 'Investimento',
  Gaming: 'Gioco',
  Trading: 'Trading',
  'Server time': 'Ora del server',
  Language: 'Lingua',
  'Page not found': 'Pagina non trovata',
  'Please [_1] or [_2] to view this page.': 'Per favore [_1] o [_2] per vedere questa pagina.',
  'log in': 'accedi',
  'sign up': 'registrati',
  'This field is required.': 'Questo campo è obbligatorio.',
};

export default it;
