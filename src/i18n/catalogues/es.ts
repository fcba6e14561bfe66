import type { Catalogue } from '../../lib/localize';

const es: Catalogue = {
  'Log in': 'Iniciar sesión',
  'Sign up': 'Registrarse',
  'Log out': 'Cerrar sesión',
  'Logging in…': 'Iniciando sesión…',
  'Switch account': 'Cambiar de cuenta',
  '[_1] Account': 'Cuenta [_1]',
  Real: 'Real',
  Virtual: 'Virtual',
  Investment: 'Inversión',
  Gaming: 'Juego',
  Trading: 'Operar',
  'Server time': 'Hora del servidor',
  Language: 'Idioma',
  'Page not found': 'Página no encontrada',
  'Please [_1] or [_2] to view this page.': 'Por favor [_1] o [_2] para ver esta página.',
  'log in': 'inicie sesión',
  'sign up': 'regístrese',
  'This field is required.': 'Este campo es obligatorio.',
};

export default es;
