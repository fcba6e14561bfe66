import type { Catalogue } from '../../lib/localize';

const fr: Catalogue = {
  'Log in': 'Connexion',
  'Sign up': 'Inscription',
  'Log out': 'Déconnexion',
  'Logging in…': 'Connexion en cours…',
  'Switch account': 'Changer de compte',
  '[_1] Account': 'Compte [_1]',
  Real: 'Réel',
  Virtual: 'Virtuel',
  Investment: 'Investissement',
  Gaming: 'Jeu',
  Trading: 'Trading',
  'Server time': 'Heure du serveur',
  Language: 'Langue',
  'Page not found': 'Page introuvable',
  'Please [_1] or [_2] to view this page.': 'Veuillez vous [_1] ou vous [_2] pour voir cette page.',
  'log in': 'connecter',
  'sign up': 'inscrire',
  'This field is required.': 'Ce champ est obligatoire.',
};

export default fr;
