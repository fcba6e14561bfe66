import type { Catalogue } from '../../lib/localize';

const de: Catalogue = {
  'Log in': 'Anmelden',
  'Sign up': 'Registrieren',
  'Log out': 'Abmelden',
  'Logging in…': 'Anmeldung läuft…',
  'Switch account': 'Konto wechseln',
  '[_1] Account': '[_1]-Konto',
  Real: 'Echtgeld',
  Virtual: 'Demo',
  Investment: 'Investment',
  Gaming: 'Gaming',
  Trading: 'Handel',
  'Server time': 'Serverzeit',
  Language: 'Sprache',
  'Page not found': 'Seite nicht gefunden',
  'Please [_1] or [_2] to view this page.': 'Bitte [_1] oder [_2], um diese Seite zu sehen.',
  'log in': 'melden Sie sich an',
  'sign up': 'registrieren Sie sich',
  'This field is required.': 'Dieses Feld ist erforderlich.',
};

export default de;
