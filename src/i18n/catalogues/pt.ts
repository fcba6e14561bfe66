import type { Catalogue } from '../../lib/localize';

const pt: Catalogue = {
  'Log in': 'Entrar',
  'Sign up': 'Registrar',
  'Log out': 'Sair',
  'Logging in…': 'Entrando…',
  'Switch account': 'Trocar de conta',
  '[_1] Account': 'Conta [_1]',
  Real: 'Real',
  Virtual: 'Virtual',
  Investment: 'Investimento',
  Gaming: 'Jogo',
  Trading: 'Negociação',
  'Server time': 'Hora do servidor',
  Language: 'Idioma',
  'Page not found': 'Página não encontrada',
  'Please [_1] or [_2] to view this page.': 'Por favor, [_1] ou [_2] para ver esta página.',
  'log in': 'entre',
  'sign up': 'registre-se',
  'This field is required.': 'Este campo é obrigatório.',
};

export default pt;
