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
  'Create a demo account': 'Créer un compte démo',
  'Enter your e-mail address and we will send you a link to verify it.':
    'Saisissez votre adresse e-mail et nous vous enverrons un lien pour la vérifier.',
  Email: 'E-mail',
  'Create free account': 'Créer un compte gratuit',
  'Thank you for signing up! Please check your email to complete the registration process.':
    "Merci pour votre inscription ! Veuillez consulter vos e-mails pour terminer l'inscription.",
  'Sorry, account signup is not available in your country.':
    "Désolé, l'ouverture de compte n'est pas disponible dans votre pays.",
  'Verification code': 'Code de vérification',
  Password: 'Mot de passe',
  'Verify password': 'Confirmer le mot de passe',
  'Country of residence': 'Pays de résidence',
  'Please select': 'Veuillez sélectionner',
  'I agree to receive news and special offers by e-mail.':
    "J'accepte de recevoir des actualités et des offres spéciales par e-mail.",
  'Open account': 'Ouvrir un compte',
  'Password is not strong enough.': "Le mot de passe n'est pas assez robuste.",
  'Your token has expired or is invalid. Please click [_1] to restart the verification process.':
    "Votre jeton a expiré ou n'est pas valide. Veuillez cliquer [_1] pour recommencer la vérification.",
  here: 'ici',
  'The email address provided is already in use. If you forgot your password, please try our [_1] or contact our customer service.':
    "L'adresse e-mail indiquée est déjà utilisée. Si vous avez oublié votre mot de passe, essayez notre [_1] ou contactez notre service client.",
  'password recovery tool': 'outil de récupération du mot de passe',
  'Password reset': 'Réinitialisation du mot de passe',
  'Enter the e-mail address of your account and we will send you a link to reset your password.':
    "Saisissez l'adresse e-mail de votre compte et nous vous enverrons un lien pour réinitialiser votre mot de passe.",
  'Send reset link': 'Envoyer le lien de réinitialisation',
  'Please check your email for the password reset link.':
    'Veuillez consulter vos e-mails pour trouver le lien de réinitialisation du mot de passe.',
  'Choose a new password for your account.': 'Choisissez un nouveau mot de passe pour votre compte.',
  'I have a real money account': "J'ai un compte en argent réel",
  'Date of birth': 'Date de naissance',
  'New password': 'Nouveau mot de passe',
  'Verify new password': 'Confirmer le nouveau mot de passe',
  'Reset password': 'Réinitialiser le mot de passe',
  'Your password has been successfully reset. Please log into your account using your new password.':
    'Votre mot de passe a bien été réinitialisé. Veuillez vous connecter à votre compte avec votre nouveau mot de passe.',
  'Please click the link below to restart the password recovery process.':
    'Veuillez cliquer sur le lien ci-dessous pour recommencer la récupération du mot de passe.',
  'Restart password recovery': 'Recommencer la récupération du mot de passe',
  'Welcome!': 'Bienvenue !',
  'Your demo account [_1] is ready to trade with virtual money.':
    "Votre compte démo [_1] est prêt pour trader avec de l'argent virtuel.",
  'Upgrade to a Real Account': 'Passer à un compte réel',
  'Upgrade to a Financial Account': 'Passer à un compte financier',
  'Start trading': 'Commencer à trader',
  'This field is required.': 'Ce champ est obligatoire.',
  'App ID': "ID de l'application",
  'Apply now as a professional investor': "Postulez dès maintenant en tant qu'investisseur professionnel",
  Asset: 'Actif',
  Audit: 'Audit',
  Back: 'Retour',
  Barrier: 'Barrière',
  'Barrier must be a non-zero number.': 'La barrière doit être un nombre non nul.',
  'Binary Options Trading has been disabled on your account. Kindly [_1]contact customer support[_2] for assistance.':
    "Le trading d'options binaires a été désactivé sur votre compte. Veuillez [_1]contacter le service client[_2] pour obtenir de l'aide.",
  Cancel: 'Annuler',
  'Change API endpoint': "Changer le point de terminaison de l'API",
  'Chart is not available for this underlying.': "Le graphique n'est pas disponible pour ce sous-jacent.",
  Close: 'Fermer',
  Confirm: 'Confirmer',
  'Connecting to server': 'Connexion au serveur',
  'Connection error: Please check your internet connection.':
    'Erreur de connexion : veuillez vérifier votre connexion internet.',
  'Continue trading': 'Continuer à trader',
  Contract: 'Contrat',
  'Contract details': 'Détails du contrat',
  'Contract ends': 'Fin du contrat',
  'Contract has not started yet': "Le contrat n'a pas encore commencé",
  'Contract starts': 'Début du contrat',
  'Contract ticks': 'Ticks du contrat',
  'Contracts bought': 'Contrats achetés',
  'Contracts sold': 'Contrats vendus',
  Cookies: 'Cookies',
  'Current spot': 'Cours actuel',
  'Current time': 'Heure actuelle',
  'Deposits and withdrawals have been disabled on your account. Please check your email for more details.':
    'Les dépôts et retraits ont été désactivés sur votre compte. Veuillez consulter vos e-mails pour plus de détails.',
  'Do not show this again': 'Ne plus afficher',
  'End time': 'Heure de fin',
  'Entry spot': "Cours d'entrée",
  'Exit spot': 'Cours de sortie',
  'Expiry time': "Heure d'expiration",
  'Final price': 'Prix final',
  'Go to trading': 'Aller au trading',
  'High barrier': 'Barrière haute',
  'High barrier must be higher than low barrier.': 'La barrière haute doit être supérieure à la barrière basse.',
  'I want to reapply': 'Je souhaite postuler à nouveau',
  'In the EU, financial binary options are only available to professional investors.':
    "Dans l'UE, les options binaires financières ne sont accessibles qu'aux investisseurs professionnels.",
  Indicative: 'Indicatif',
  'Indicative price': 'Prix indicatif',
  'Invalid email address.': 'Adresse e-mail invalide.',
  'Invalid verification code.': 'Code de vérification invalide.',
  'Live chat': 'Chat en direct',
  'Live chat is unavailable at the moment.': 'Le chat en direct est indisponible pour le moment.',
  'Asset Index': 'Index des actifs',
  Closes: 'Fermeture',
  Date: 'Date',
  Item: 'Élément',
  Limit: 'Limite',
  Limits: 'Limites',
  'Maximum account cash balance': 'Solde maximal du compte',
  'Maximum aggregate payouts on open positions': 'Paiements cumulés maximum sur les positions ouvertes',
  'Maximum daily turnover': "Chiffre d'affaires quotidien maximum",
  'Maximum duration': 'Durée maximale',
  'Maximum number of open positions': 'Nombre maximum de positions ouvertes',
  'Minimum duration': 'Durée minimale',
  Opens: 'Ouverture',
  Settles: 'Règlement',
  'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1] (or equivalent in other currency).':
    "Par conséquent, votre retrait maximum immédiat actuel (sous réserve de fonds suffisants sur votre compte) est de [_1] (ou l'équivalent dans une autre devise).",
  'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1].':
    'Par conséquent, votre retrait maximum immédiat actuel (sous réserve de fonds suffisants sur votre compte) est de [_1].',
  'Trading Limits': 'Limites de trading',
  'Trading Times': 'Horaires de trading',
  'Trading and Withdrawal Limits': 'Limites de trading et de retrait',
  'Trading times for [_1] (GMT)': 'Horaires de trading du [_1] (GMT)',
  'Upcoming Events': 'Événements à venir',
  'Withdrawal Limits': 'Limites de retrait',
  'You have already withdrawn [_1].': 'Vous avez déjà retiré [_1].',
  'You have already withdrawn the equivalent of [_1] in aggregate over the last [_2] days.':
    "Vous avez déjà retiré l'équivalent de [_1] au total au cours des [_2] derniers jours.",
  'You have already withdrawn the equivalent of [_1].': "Vous avez déjà retiré l'équivalent de [_1].",
  'Your [_1] day withdrawal limit is currently [_2] (or equivalent in other currency).':
    "Votre limite de retrait sur [_1] jours est actuellement de [_2] (ou l'équivalent dans une autre devise).",
  'Your account is fully authenticated and your withdrawal limits have been lifted.':
    'Votre compte est entièrement authentifié et vos limites de retrait ont été levées.',
  'Your withdrawal limit is [_1] (or equivalent in other currency).':
    "Votre limite de retrait est de [_1] (ou l'équivalent dans une autre devise).",
  'Your withdrawal limit is [_1].': 'Votre limite de retrait est de [_1].',
  'Loading…': 'Chargement…',
  'Logging you in…': 'Connexion en cours…',
  'This log-in did not start in this browser, so you have not been logged in. Please [_1] again.':
    "Cette connexion n'a pas commencé dans ce navigateur, vous n'êtes donc pas connecté. Veuillez vous [_1] à nouveau.",
  'Login time': 'Heure de connexion',
  'Low barrier': 'Barrière basse',
  'MT5 withdrawals have been disabled on your account. Please check your email for more details.':
    'Les retraits MT5 ont été désactivés sur votre compte. Veuillez consulter vos e-mails pour plus de détails.',
  'Main menu': 'Menu principal',
  'The connection was lost before your purchase was confirmed. Please check your portfolio to see whether it went through.':
    'La connexion a été perdue avant la confirmation de votre achat. Veuillez consulter votre portefeuille pour savoir s’il a abouti.',
  'Market is closed. Please try again later.': 'Le marché est fermé. Veuillez réessayer plus tard.',
  'All barriers in this trading window are expired.': 'Toutes les barrières de cette fenêtre de trading ont expiré.',
  'Multi-barrier': 'Multi-barrières',
  'Maximum multiplier of 1000.': 'Multiplicateur maximal de 1000.',
  'Minimum of [_1] characters required.': {
    one: '[_1] caractère minimum requis.',
    many: '[_1] de caractères minimum requis.',
    other: '[_1] caractères minimum requis.',
  },
  Next: 'Suivant',
  'No currency assigned': 'Aucune devise attribuée',
  'Note: the contract is sold at the market price when the request reaches our servers; it may differ from the indicative price.':
    'Remarque : le contrat est vendu au prix du marché au moment où la demande parvient à nos serveurs ; ce prix peut différer du prix indicatif.',
  OK: 'OK',
  Offline: 'Hors ligne',
  Online: 'En ligne',
  'Only letters, numbers, space, and hyphen are allowed.':
    "Seuls les lettres, chiffres, espaces et traits d'union sont autorisés.",
  'Only letters, numbers, space, and these special characters are allowed: [_1]':
    'Seuls les lettres, chiffres, espaces et ces caractères spéciaux sont autorisés : [_1]',
  'Only letters, numbers, space, hyphen, period, and apostrophe are allowed.':
    "Seuls les lettres, chiffres, espaces, traits d'union, points et apostrophes sont autorisés.",
  'Only letters, space, hyphen, period, and apostrophe are allowed.':
    "Seuls les lettres, espaces, traits d'union, points et apostrophes sont autorisés.",
  'Only numbers, hyphens, and spaces are allowed.': "Seuls les chiffres, traits d'union et espaces sont autorisés.",
  'Open contracts': 'Contrats ouverts',
  'Options trading can become a real addiction, as can any other activity pushed to its limits. To avoid the danger of such an addiction, we provide a reality-check that gives you a summary of your trades and accounts on a regular basis.':
    "Le trading d'options peut devenir une véritable dépendance, comme toute activité poussée à l'extrême. Pour éviter ce risque, nous proposons un bilan de réalité qui vous présente régulièrement un résumé de vos transactions et de vos comptes.",
  'Password should have lower and uppercase letters with numbers.':
    'Le mot de passe doit contenir des minuscules, des majuscules et des chiffres.',
  Payout: 'Paiement',
  'Please [_1]accept the updated Terms and Conditions[_2] to lift your withdrawal and trading limits.':
    'Veuillez [_1]accepter les Conditions générales mises à jour[_2] pour lever vos limites de retrait et de trading.',
  'Please [_1]complete your account profile[_2] to lift your withdrawal and trading limits.':
    'Veuillez [_1]compléter le profil de votre compte[_2] pour lever vos limites de retrait et de trading.',
  'Please complete the [_1]financial assessment form[_2] to lift your withdrawal and trading limits.':
    "Veuillez remplir le [_1]formulaire d'évaluation financière[_2] pour lever vos limites de retrait et de trading.",
  'Please complete your [_1]personal details[_2] before you proceed.':
    'Veuillez compléter vos [_1]informations personnelles[_2] avant de continuer.',
  'Please log in': 'Veuillez vous connecter',
  'Please reload the page': 'Veuillez recharger la page',
  'Please select the checkbox.': 'Veuillez cocher la case.',
  'Please set [_1]country of residence[_2] before upgrading to a real-money account.':
    'Veuillez indiquer votre [_1]pays de résidence[_2] avant de passer à un compte réel.',
  'Please set the [_1]currency[_2] of your account.': 'Veuillez définir la [_1]devise[_2] de votre compte.',
  'Please set your [_1]30-day turnover limit[_2] to remove deposit limits.':
    "Veuillez définir votre [_1]limite de volume d'échanges sur 30 jours[_2] pour lever les limites de dépôt.",
  'Please try Volatility Indices or other markets.': "Essayez les indices de volatilité ou d'autres marchés.",
  Portfolio: 'Portefeuille',
  'Potential profit': 'Profit potentiel',
  'Profit / Loss': 'Profit / Perte',
  'Profit/Loss': 'Profit/Perte',
  Purchase: 'Achat',
  'Purchase price': "Prix d'achat",
  'Reality check': 'Bilan de réalité',
  'Reality-check interval (minutes)': 'Intervalle du bilan de réalité (minutes)',
  'Ref.': 'Réf.',
  Reference: 'Référence',
  'Resale not offered': 'Revente non proposée',
  'Reset time': 'Heure de réinitialisation',
  'Reset barrier': 'Barrière de réinitialisation',
  'Reset to original settings': "Rétablir les paramètres d'origine",
  Result: 'Résultat',
  'Scroll to top': 'Remonter en haut',
  Sections: 'Rubriques',
  'Sell at market': 'Vendre au prix du marché',
  Server: 'Serveur',
  'Session duration': 'Durée de la session',
  'Should be [_1]': 'Doit être [_1]',
  'Should be a valid number.': 'Doit être un nombre valide.',
  'Should be between [_1] and [_2]': 'Doit être compris entre [_1] et [_2]',
  'Should be less than [_1]': 'Doit être inférieur à [_1]',
  'Should be more than [_1]': 'Doit être supérieur à [_1]',
  'Should start with letter or number, and may contain hyphen and underscore.':
    "Doit commencer par une lettre ou un chiffre, et peut contenir des traits d'union et des tirets bas.",
  'Sign out': 'Se déconnecter',
  'Sorry, an error occurred while processing your request.':
    "Désolé, une erreur s'est produite lors du traitement de votre demande.",
  'Sorry, this feature is available to virtual accounts only.':
    'Désolé, cette fonctionnalité est réservée aux comptes virtuels.',
  'Sorry, your account is not authorised for any further contract purchases.':
    "Désolé, votre compte n'est plus autorisé à acheter des contrats.",
  Spot: 'Cours',
  'Start time': 'Heure de début',
  Status: 'Statut',
  Submit: 'Envoyer',
  'The page you requested could not be found. It may have been moved or no longer exists.':
    "La page demandée est introuvable. Elle a peut-être été déplacée ou n'existe plus.",
  'The two passwords that you entered do not match.': 'Les deux mots de passe saisis ne correspondent pas.',
  'There was an error': "Une erreur s'est produite",
  'There was some invalid character in an input field.': 'Un champ de saisie contient un caractère invalide.',
  'This contract lost': 'Ce contrat est perdant',
  'This contract won': 'Ce contrat est gagnant',
  'This feature is not relevant to virtual-money accounts.':
    'Cette fonctionnalité ne concerne pas les comptes virtuels.',
  'This page is only available to logged out clients.': "Cette page n'est accessible qu'aux clients déconnectés.",
  'This symbol is not active. Please try another symbol.':
    "Ce symbole n'est pas actif. Veuillez essayer un autre symbole.",
  Tick: 'Tick',
  'Ticks history returned an empty array.': "L'historique des ticks a renvoyé une liste vide.",
  Time: 'Heure',
  'Time is in the wrong format.': "L'heure n'est pas au bon format.",
  'Top up': 'Recharger',
  'Top up virtual account': 'Recharger le compte virtuel',
  Total: 'Total',
  'Trading and deposits have been disabled on your account. Kindly [_1]contact customer support[_2] for assistance.':
    "Le trading et les dépôts ont été désactivés sur votre compte. Veuillez [_1]contacter le service client[_2] pour obtenir de l'aide.",
  'Trading is unavailable at this time.': 'Le trading est indisponible pour le moment.',
  Turnover: "Volume d'échanges",
  Understood: "J'ai compris",
  'Up to [_1] decimal places are allowed.': {
    one: "Jusqu'à [_1] décimale est autorisée.",
    many: "Jusqu'à [_1] de décimales sont autorisées.",
    other: "Jusqu'à [_1] décimales sont autorisées.",
  },
  'Verification code is wrong. Please use the link sent to your email.':
    'Le code de vérification est incorrect. Veuillez utiliser le lien envoyé à votre adresse e-mail.',
  View: 'Voir',
  'Waiting for contract settlement.': 'En attente du règlement du contrat.',
  'Waiting for entry tick.': "En attente du tick d'entrée.",
  'Waiting for exit tick.': 'En attente du tick de sortie.',
  'We are reviewing your documents. For more details [_1]contact us[_2].':
    'Nous examinons vos documents. Pour plus de détails, [_1]contactez-nous[_2].',
  'Withdrawals have been disabled on your account. Please check your email for more details.':
    'Les retraits ont été désactivés sur votre compte. Veuillez consulter vos e-mails pour plus de détails.',
  'You can close this window without interrupting your trade.':
    'Vous pouvez fermer cette fenêtre sans interrompre votre transaction.',
  'You have no open positions.': "Vous n'avez aucune position ouverte.",
  'You have reached the limit.': 'Vous avez atteint la limite.',
  'You have reached the rate limit of requests per second. Please try later.':
    'Vous avez atteint la limite de requêtes par seconde. Veuillez réessayer plus tard.',
  'You should enter [_1] characters.': {
    one: 'Vous devez saisir [_1] caractère.',
    many: 'Vous devez saisir [_1] de caractères.',
    other: 'Vous devez saisir [_1] caractères.',
  },
  'Your account is restricted. Kindly [_1]contact customer support[_2] for assistance.':
    "Votre compte est restreint. Veuillez [_1]contacter le service client[_2] pour obtenir de l'aide.",
  'Your application to be treated as a professional client is being processed.':
    'Votre demande de statut de client professionnel est en cours de traitement.',
  'Your professional client request is not approved. Please reapply once the required criteria has been fulfilled.':
    "Votre demande de statut de client professionnel n'a pas été approuvée. Veuillez postuler à nouveau lorsque les critères requis seront remplis.",
  'More information can be found in an email sent to you.':
    "Vous trouverez plus d'informations dans un e-mail qui vous a été envoyé.",
  'Your session duration limit will end in [_1] seconds.': {
    one: 'Votre limite de durée de session prendra fin dans [_1] seconde.',
    many: 'Votre limite de durée de session prendra fin dans [_1] de secondes.',
    other: 'Votre limite de durée de session prendra fin dans [_1] secondes.',
  },
  'Your trading statistics since [_1].': 'Vos statistiques de trading depuis le [_1].',
  'Your virtual account balance is low. Would you like to top up [_1] [_2]?':
    'Le solde de votre compte virtuel est faible. Souhaitez-vous le recharger de [_1] [_2] ?',
  'Your web browser ([_1]) is out of date and may affect your trading experience. Proceed at your own risk.':
    'Votre navigateur ([_1]) est obsolète, ce qui peut nuire à votre expérience de trading. Continuez à vos propres risques.',
  '[_1] [_2] has been credited into your virtual account: [_3].':
    '[_1] [_2] ont été crédités sur votre compte virtuel : [_3].',
  '[_1] and [_2] cannot be the same.': '[_1] et [_2] ne peuvent pas être identiques.',
  "[_1] requires your browser's web storage to be enabled in order to function properly. Please enable it or exit private browsing mode.":
    "[_1] a besoin que le stockage web de votre navigateur soit activé pour fonctionner correctement. Veuillez l'activer ou quitter la navigation privée.",
  '[_1] uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies.':
    "[_1] utilise des cookies pour vous offrir la meilleure expérience sur notre site. En continuant à l'utiliser, vous acceptez notre utilisation des cookies.",
  '[_1]Authenticate your account[_2] now to take full advantage of all payment methods available.':
    '[_1]Authentifiez votre compte[_2] dès maintenant pour profiter pleinement de tous les moyens de paiement disponibles.',
  '[_1]Your Proof of Identity or Proof of Address[_2] did not meet our requirements. Please check your email for further instructions.':
    "[_1]Votre justificatif d'identité ou de domicile[_2] ne répond pas à nos exigences. Veuillez consulter vos e-mails pour plus d'instructions.",
  '(closed)': '(fermé)',
  'Account balance': 'Solde du compte',
  'Allow equals': 'Autoriser les égalités',
  Amount: 'Montant',
  'Asian Fall': 'Asiatique Baisse',
  'Asian Fall: win the payout if the last tick is lower than the average of the ticks.':
    'Asiatique Baisse : gagnez le paiement si le dernier tick est inférieur à la moyenne des ticks.',
  'Asian Rise': 'Asiatique Hausse',
  'Asian Rise: win the payout if the last tick is higher than the average of the ticks.':
    'Asiatique Hausse : gagnez le paiement si le dernier tick est supérieur à la moyenne des ticks.',
  Asians: 'Asiatiques',
  Basis: 'Base',
  'Call Spread': 'Call Spread',
  'Call Spread/Put Spread': 'Call Spread/Put Spread',
  'Call Spread: win up to the payout if the exit spot is above the low barrier; the full payout at or above the high barrier.':
    "Call Spread : gagnez jusqu'au paiement si le cours de sortie est au-dessus de la barrière basse ; le paiement complet à la barrière haute ou au-dessus.",
  Chart: 'Graphique',
  'Close-Low': 'Close-Low',
  'Close-Low: win the difference between the exit spot and the lowest point, times the multiplier.':
    'Close-Low : gagnez la différence entre le cours de sortie et le point le plus bas, multipliée par le multiplicateur.',
  'Contract Confirmation': 'Confirmation du contrat',
  'Contract ID': 'ID du contrat',
  'Contract category': 'Catégorie de contrat',
  'Contract type': 'Type de contrat',
  Currency: 'Devise',
  Differs: 'Diffère',
  'Differs: win the payout if the last digit of the last tick is not your prediction.':
    "Diffère : gagnez le paiement si le dernier chiffre du dernier tick n'est pas votre prédiction.",
  Digits: 'Chiffres',
  'Does Not Touch': 'Ne touche pas',
  'Does Not Touch: win the payout if the market never touches the barrier before expiry.':
    "Ne touche pas : gagnez le paiement si le marché ne touche jamais la barrière avant l'expiration.",
  Duration: 'Durée',
  'Duration amount': 'Valeur de la durée',
  'Duration unit': 'Unité de durée',
  'End date': 'Date de fin',
  'End time (GMT)': 'Heure de fin (GMT)',
  'Ends Between': 'Finit dans',
  'Ends Between/Ends Outside': 'Finit dans/Finit hors',
  'Ends Between: win the payout if the exit spot is strictly between the low and high barriers.':
    'Finit dans : gagnez le paiement si le cours de sortie est strictement entre la barrière basse et la barrière haute.',
  'Ends Outside': 'Finit hors',
  'Ends Outside: win the payout if the exit spot is at or above the high barrier, or at or below the low barrier.':
    'Finit hors : gagnez le paiement si le cours de sortie est à la barrière haute ou au-dessus, ou à la barrière basse ou en dessous.',
  Even: 'Pair',
  'Even/Odd': 'Pair/Impair',
  'Even: win the payout if the last digit of the last tick is even.':
    'Pair : gagnez le paiement si le dernier chiffre du dernier tick est pair.',
  Expiry: 'Expiration',
  Explanation: 'Explication',
  Fall: 'Baisse',
  'Fall: win the payout if the exit spot is strictly lower than the entry spot.':
    "Baisse : gagnez le paiement si le cours de sortie est strictement inférieur au cours d'entrée.",
  'Goes Outside': 'Sort',
  'Goes Outside: win the payout if the market touches either barrier before expiry.':
    "Sort : gagnez le paiement si le marché touche l'une des barrières avant l'expiration.",
  'High Tick': 'Tick haut',
  'High Tick: win the payout if the selected tick is the highest of the next five ticks.':
    'Tick haut : gagnez le paiement si le tick choisi est le plus haut des cinq prochains ticks.',
  'High-Close': 'High-Close',
  'High-Close: win the difference between the highest point and the exit spot, times the multiplier.':
    'High-Close : gagnez la différence entre le point le plus haut et le cours de sortie, multipliée par le multiplicateur.',
  'High-Low': 'High-Low',
  'High-Low: win the difference between the highest and the lowest points, times the multiplier.':
    'High-Low : gagnez la différence entre le point le plus haut et le point le plus bas, multipliée par le multiplicateur.',
  'High/Low Ticks': 'Ticks haut/bas',
  Higher: 'Supérieur',
  'Higher/Lower': 'Supérieur/Inférieur',
  'Higher: win the payout if the exit spot is higher than or equal to the barrier.':
    'Supérieur : gagnez le paiement si le cours de sortie est supérieur ou égal à la barrière.',
  'Higher: win the payout if the exit spot is strictly higher than the barrier.':
    'Supérieur : gagnez le paiement si le cours de sortie est strictement supérieur à la barrière.',
  'In/Out': 'Dans/Hors',
  'Last Digit Stats': 'Statistiques du dernier chiffre',
  'Last [_1] ticks': '[_1] derniers ticks',
  'Last digit prediction': 'Prédiction du dernier chiffre',
  Less: 'Moins',
  Lookbacks: 'Lookbacks',
  'Low Tick': 'Tick bas',
  'Low Tick: win the payout if the selected tick is the lowest of the next five ticks.':
    'Tick bas : gagnez le paiement si le tick choisi est le plus bas des cinq prochains ticks.',
  Lower: 'Inférieur',
  'Lower: win the payout if the exit spot is lower than or equal to the barrier.':
    'Inférieur : gagnez le paiement si le cours de sortie est inférieur ou égal à la barrière.',
  'Lower: win the payout if the exit spot is strictly lower than the barrier.':
    'Inférieur : gagnez le paiement si le cours de sortie est strictement inférieur à la barrière.',
  Market: 'Marché',
  Matches: 'Correspond',
  'Matches/Differs': 'Correspond/Diffère',
  'Matches: win the payout if the last digit of the last tick is your prediction.':
    'Correspond : gagnez le paiement si le dernier chiffre du dernier tick est votre prédiction.',
  'Minimum [_1]': 'Minimum [_1]',
  More: 'Plus',
  'Multi-barrier trading': 'Trading multi-barrières',
  Multiplier: 'Multiplicateur',
  'Net profit: [_1] | Return [_2]': 'Profit net : [_1] | Rendement [_2]',
  'Price up': 'Prix en hausse',
  'Price down': 'Prix en baisse',
  'Please correct the form to see a price.': 'Veuillez corriger le formulaire pour voir un prix.',
  Now: 'Maintenant',
  'Number of ticks': 'Nombre de ticks',
  Odd: 'Impair',
  'Odd: win the payout if the last digit of the last tick is odd.':
    'Impair : gagnez le paiement si le dernier chiffre du dernier tick est impair.',
  'Only Downs': 'Baisses uniquement',
  'Only Downs: win the payout if every tick is lower than the one before it, for the whole duration.':
    'Baisses uniquement : gagnez le paiement si chaque tick est inférieur au précédent, pendant toute la durée.',
  'Only Ups': 'Hausses uniquement',
  'Only Ups/Only Downs': 'Hausses uniquement/Baisses uniquement',
  'Only Ups: win the payout if every tick is higher than the one before it, for the whole duration.':
    'Hausses uniquement : gagnez le paiement si chaque tick est supérieur au précédent, pendant toute la durée.',
  Over: 'Au-dessus',
  'Over/Under': 'Au-dessus/En dessous',
  'Over: win the payout if the last digit of the last tick is greater than your prediction.':
    'Au-dessus : gagnez le paiement si le dernier chiffre du dernier tick est supérieur à votre prédiction.',
  'Payout amount': 'Montant du paiement',
  'Payout list': 'Liste des paiements',
  'Potential Payout': 'Paiement potentiel',
  'Potential Profit': 'Profit potentiel',
  'Purchasing…': 'Achat en cours…',
  'Put Spread': 'Put Spread',
  'Put Spread: win up to the payout if the exit spot is below the high barrier; the full payout at or below the low barrier.':
    "Put Spread : gagnez jusqu'au paiement si le cours de sortie est en dessous de la barrière haute ; le paiement complet à la barrière basse ou en dessous.",
  'Remaining time': 'Temps restant',
  'Reset Call': 'Reset Call',
  'Reset Call/Reset Put': 'Reset Call/Reset Put',
  'Reset Call: win the payout if the exit spot is higher than the barrier; if the spot is below the barrier at the reset time, the barrier resets to that spot.':
    "Reset Call : gagnez le paiement si le cours de sortie est supérieur à la barrière ; si le cours est sous la barrière à l'heure de réinitialisation, la barrière est réinitialisée à ce cours.",
  'Reset Put': 'Reset Put',
  'Reset Put: win the payout if the exit spot is lower than the barrier; if the spot is above the barrier at the reset time, the barrier resets to that spot.':
    "Reset Put : gagnez le paiement si le cours de sortie est inférieur à la barrière ; si le cours est au-dessus de la barrière à l'heure de réinitialisation, la barrière est réinitialisée à ce cours.",
  Rise: 'Hausse',
  'Rise/Fall': 'Hausse/Baisse',
  'Rise: win the payout if the exit spot is strictly higher than the entry spot.':
    "Hausse : gagnez le paiement si le cours de sortie est strictement supérieur au cours d'entrée.",
  'Selected tick': 'Tick choisi',
  Stake: 'Mise',
  'Stays Between': 'Reste dans',
  'Stays Between/Goes Outside': 'Reste dans/Sort',
  'Stays Between: win the payout if the market stays between the barriers for the whole contract.':
    'Reste dans : gagnez le paiement si le marché reste entre les barrières pendant toute la durée du contrat.',
  'Syncing…': 'Synchronisation…',
  'Total Cost': 'Coût total',
  'Touch/No Touch': 'Touche/Ne touche pas',
  Touches: 'Touche',
  'Touches: win the payout if the market touches the barrier at any time before expiry.':
    "Touche : gagnez le paiement si le marché touche la barrière à n'importe quel moment avant l'expiration.",
  'Trading period': 'Période de trading',
  Under: 'En dessous',
  'Under: win the payout if the last digit of the last tick is less than your prediction.':
    'En dessous : gagnez le paiement si le dernier chiffre du dernier tick est inférieur à votre prédiction.',
  Underlying: 'Sous-jacent',
  'Up/Down': 'Hausse/Baisse',
  'With "Allow equals", Rise also wins when the exit spot equals the entry spot, and so does Fall.':
    "Avec « Autoriser les égalités », Hausse gagne aussi quand le cours de sortie est égal au cours d'entrée, et Baisse aussi.",
  'Your transaction reference is [_1]': 'Votre référence de transaction est [_1]',
  '[_1] from [_2] to [_3] GMT, last value [_4]': '[_1] du [_2] au [_3] GMT, dernière valeur [_4]',
  '[_1] [_2], [_3]': '[_1] [_2], [_3]',
  '[_1] · ends [_2]': '[_1] · se termine [_2]',
  days: 'jours',
  hours: 'heures',
  minutes: 'minutes',
  seconds: 'secondes',
  ticks: 'ticks',
  '[_1] ticks': { one: '[_1] tick', many: '[_1] de ticks', other: '[_1] ticks' },
  '[_1] seconds': { one: '[_1] seconde', many: '[_1] de secondes', other: '[_1] secondes' },
  '[_1] minutes': { one: '[_1] minute', many: '[_1] de minutes', other: '[_1] minutes' },
  '[_1] hours': { one: '[_1] heure', many: '[_1] d’heures', other: '[_1] heures' },
  '[_1] days': { one: '[_1] jour', many: '[_1] de jours', other: '[_1] jours' },
  Balance: 'Solde',
  Demo: 'Démo',
  Deposit: 'Dépôt',
  Financial: 'Financier',
  Leverage: 'Effet de levier',
  Login: 'Identifiant',
  MAM: 'MAM',
  'Main password': 'Mot de passe principal',
  'MetaTrader 5 accounts': 'Comptes MetaTrader 5',
  'Real-Money': 'Argent réel',
  'Sorry, this feature is not available in your jurisdiction.':
    "Désolé, cette fonctionnalité n'est pas disponible dans votre juridiction.",
  Synthetic: 'Synthétique',
  Type: 'Type',
  Withdrawal: 'Retrait',
  'You are on a virtual account. To open a real MT5 account, please upgrade to a real account.':
    'Vous utilisez un compte virtuel. Pour ouvrir un compte MT5 réel, veuillez passer à un compte réel.',
  'You have insufficient funds in your Binary account, please add funds.':
    'Votre compte Binary ne dispose pas de fonds suffisants, veuillez ajouter des fonds.',
  'You have no accounts of this kind.': "Vous n'avez aucun compte de ce type.",
  'Your demo account [_1] has been topped up.': 'Votre compte démo [_1] a été rechargé.',
  'Your request to transfer [_1] [_2] from [_3] to [_4] has been successfully processed.':
    'Votre demande de transfert de [_1] [_2] de [_3] vers [_4] a été traitée avec succès.',
  "The password you entered is one of the world's most commonly used passwords. You should not be using this password.":
    'Le mot de passe saisi fait partie des mots de passe les plus utilisés au monde. Vous ne devriez pas utiliser ce mot de passe.',
  'Estimated time to crack this password: [_1]': 'Temps estimé pour déchiffrer ce mot de passe : [_1]',
  '[_1] years': { one: '[_1] an', many: '[_1] d’ans', other: '[_1] ans' },
  '[_1] thousand years': {
    one: '[_1] millier d’années',
    many: '[_1] milliers d’années',
    other: '[_1] milliers d’années',
  },
  '[_1] million years': {
    one: '[_1] million d’années',
    many: '[_1] millions d’années',
    other: '[_1] millions d’années',
  },
  'Personal details': 'Informations personnelles',
  Title: 'Civilité',
  Mr: 'M.',
  Ms: 'Mme',
  Miss: 'Mlle',
  Mrs: 'Mme (mariée)',
  'First name': 'Prénom',
  'Last name': 'Nom',
  'Place of birth': 'Lieu de naissance',
  Citizenship: 'Nationalité',
  'Account opening reason': "Motif d'ouverture du compte",
  Speculative: 'Spéculation',
  'Income Earning': 'Génération de revenus',
  Hedging: 'Couverture',
  'Peer-to-peer exchange': 'Échange de pair à pair',
  'Additional revenue': 'Revenus complémentaires',
  Savings: 'Épargne',
  'Address and phone': 'Adresse et téléphone',
  'First line of home address': "Première ligne de l'adresse",
  'Second line of home address': "Deuxième ligne de l'adresse",
  'Town/City': 'Ville',
  'State/Province': 'État/Province',
  'Postal Code / ZIP': 'Code postal',
  Telephone: 'Téléphone',
  'Tax information (optional)': 'Informations fiscales (facultatif)',
  'Tax residence': 'Résidence fiscale',
  'Tax identification number': "Numéro d'identification fiscale",
  'Open a real money account': 'Ouvrir un compte réel',
  'Your demo account [_1] stays available beside the new account.':
    'Votre compte démo [_1] reste disponible à côté du nouveau compte.',
  'Choose the currency of your account': 'Choisissez la devise de votre compte',
  'The currency of your account [_1] cannot be changed once it is set.':
    'La devise de votre compte [_1] ne peut plus être modifiée une fois définie.',
  'Fiat currencies': 'Devises fiduciaires',
  Cryptocurrencies: 'Cryptomonnaies',
  'Please choose a currency': 'Veuillez choisir une devise',
  'Set currency': 'Définir la devise',
  'Confirm your currency': 'Confirmez votre devise',
  'Your account [_1] will trade in [_2]. This cannot be changed later.':
    'Votre compte [_1] négociera en [_2]. Ce choix ne pourra pas être modifié.',
  Trade: 'Trader',
  Reports: 'Rapports',
  Cashier: 'Caisse',
  Resources: 'Ressources',
  'About us': 'À propos',
  'My account': 'Mon compte',
  'MetaTrader 5': 'MetaTrader 5',
  Menu: 'Menu',
  'Higher or equal': 'Supérieur ou égal',
  'Lower or equal': 'Inférieur ou égal',
  'Digit Matches': 'Chiffre correspondant',
  'Digit Differs': 'Chiffre différent',
  'Digit Even': 'Chiffre pair',
  'Digit Odd': 'Chiffre impair',
  'Digit Over': 'Chiffre supérieur',
  'Digit Under': 'Chiffre inférieur',
  'Equals [_1]': 'Égal à [_1]',
  'Not [_1]': 'Pas [_1]',
  'Sold for [_1].': 'Vendu pour [_1].',
  'Your transaction reference is [_1].': 'La référence de votre transaction est [_1].',
  'Confirm your transfer': 'Confirmez votre transfert',
  'Confirm your withdrawal': 'Confirmez votre retrait',
  Contact: 'Contact',
  'Deposit commission': 'Commission de dépôt',
  Description: 'Description',
  'Further information': 'Informations complémentaires',
  'Insufficient balance.': 'Solde insuffisant.',
  'Maximum withdrawal': 'Retrait maximum',
  'Minimum withdrawal': 'Retrait minimum',
  'Payment Agent services are not available in your country or in your preferred currency.':
    "Les services d'agent de paiement ne sont pas disponibles dans votre pays ou dans votre devise préférée.",
  'Payment agent': 'Agent de paiement',
  'Payment agent transfer': "Transfert d'agent de paiement",
  'Payment agents': 'Agents de paiement',
  'Payment agents are local businesses that deposit to and withdraw from your account in your local currency.':
    'Les agents de paiement sont des entreprises locales qui effectuent des dépôts et des retraits sur votre compte dans votre devise locale.',
  'Please [_1]deposit[_2] to your account.': 'Veuillez [_1]effectuer un dépôt[_2] sur votre compte.',
  'Please check your email for the verification link to withdraw via a payment agent. It will take you back to this page.':
    'Veuillez consulter vos e-mails : le lien de vérification pour retirer via un agent de paiement vous ramènera sur cette page.',
  'Please enter a valid Login ID.': 'Veuillez saisir un identifiant de connexion valide.',
  'Please select a payment agent': 'Veuillez sélectionner un agent de paiement',
  'Supported banks': 'Banques acceptées',
  Transfer: 'Transférer',
  'Transfer to': 'Transférer à',
  'Transfer to login ID': "Transférer vers l'identifiant",
  Withdraw: 'Retirer',
  'Withdraw via payment agent': 'Retrait via un agent de paiement',
  'Withdrawal commission': 'Commission de retrait',
  'You are not authorized for transfers via payment agents.':
    "Vous n'êtes pas autorisé à effectuer des transferts via les agents de paiement.",
  'You have no balance to transfer.': "Vous n'avez aucun solde à transférer.",
  'Your request to withdraw [_1] [_2] from your account [_3] to Payment Agent [_4] account has been successfully processed.':
    "Votre demande de retrait de [_1] [_2] de votre compte [_3] vers le compte de l'agent de paiement [_4] a été traitée avec succès.",
  'Your token has expired or is invalid. Please click [_1]here[_2] to restart the verification process.':
    "Votre jeton a expiré ou n'est pas valide. Veuillez cliquer [_1]ici[_2] pour relancer la vérification.",
  Action: 'Action',
  Adjustment: 'Ajustement',
  'Balance ([_1])': 'Solde ([_1])',
  Buy: 'Achat',
  'Credit/Debit': 'Crédit/Débit',
  'Date range (UTC)': 'Période (UTC)',
  'Download CSV': 'Télécharger le CSV',
  From: 'Du',
  Hold: 'Blocage',
  'Profit table': 'Tableau des profits',
  'Purchase Date': "Date d'achat",
  'Purchase Price': "Prix d'achat",
  'Reference ID': 'Référence',
  Release: 'Déblocage',
  'Request a statement of a period and we will send it to your e-mail address.':
    "Demandez un relevé pour une période et nous l'enverrons à votre adresse e-mail.",
  'Request report': 'Demander le relevé',
  'Sale Date': 'Date de vente',
  'Sale Price': 'Prix de vente',
  Sell: 'Vente',
  Statement: 'Relevé',
  'Statement by e-mail': 'Relevé par e-mail',
  To: 'Au',
  'Total Profit/Loss': 'Profit/Perte total',
  'Total deposits': 'Total des dépôts',
  'Total withdrawals': 'Total des retraits',
  'Transaction performed by [_1] (App ID: [_2])': "Transaction effectuée par [_1] (ID de l'application : [_2])",
  'Virtual credit': 'Crédit virtuel',
  'Your account has no trading activity.': "Votre compte n'a aucune activité de trading.",
  'Your statement has been sent to your e-mail address.': 'Votre relevé a été envoyé à votre adresse e-mail.',
  'View statement': 'Voir le relevé',
  'An additional password can be used to restrict access to the cashier.':
    "Un mot de passe supplémentaire peut restreindre l'accès à la caisse.",
  'Cashier password': 'Mot de passe de la caisse',
  'From cryptocurrency to fiat: [_1] transfer fee': 'De la cryptomonnaie vers le fiat : frais de transfert de [_1]',
  'From fiat to cryptocurrency: [_1] transfer fee': 'Du fiat vers la cryptomonnaie : frais de transfert de [_1]',
  'Fund transfers between accounts are unavailable.': 'Les transferts entre comptes ne sont pas disponibles.',
  'Lock Cashier': 'Verrouiller la caisse',
  'Make another transfer': 'Faire un autre transfert',
  'Min: [_1] Max: [_2]': 'Min. : [_1] Max. : [_2]',
  'Re-enter password': 'Confirmez le mot de passe',
  'The minimum fee is [_1].': 'Les frais minimaux sont de [_1].',
  'Transfer Between Accounts': 'Transfert entre comptes',
  'Transfer from': 'Transférer depuis',
  'Transfer funds between your fiat and cryptocurrency accounts for a fee:':
    'Transférez des fonds entre vos comptes fiat et cryptomonnaie moyennant des frais :',
  'Transfer funds between your real money accounts.': 'Transférez des fonds entre vos comptes en argent réel.',
  'Unlock Cashier': 'Déverrouiller la caisse',
  Update: 'Mettre à jour',
  'You have reached your withdrawal limit.': 'Vous avez atteint votre limite de retrait.',
  'Your cashier is locked as per your request - to unlock it, please enter the password.':
    'Votre caisse est verrouillée à votre demande ; pour la déverrouiller, saisissez le mot de passe.',
  'Your fund transfer is successful. Your new balances are:': 'Votre transfert a réussi. Vos nouveaux soldes sont :',
  'Your settings have been updated successfully.': 'Vos paramètres ont été mis à jour avec succès.',
  'The minimum required amount for using the account transfer facility is [_1].':
    'Le montant minimal pour utiliser les transferts entre comptes est de [_1].',
  'You can top up your virtual account with [_1] when its balance is [_2] or less.':
    'Vous pouvez recharger votre compte virtuel de [_1] lorsque son solde est de [_2] ou moins.',
  'Volatility Indices': 'Indices de volatilité',
  Standard: 'Standard',
  Advanced: 'Avancé',
  'Only letters and numbers are allowed.': 'Seuls les lettres et les chiffres sont autorisés.',
  'Investor password': 'Mot de passe investisseur',
  'Current password': 'Mot de passe actuel',
  'New account': 'Nouveau compte',
  'Demo or real money?': 'Démo ou argent réel ?',
  Name: 'Nom',
  'Manager ID': 'ID du gestionnaire',
  'New MAM account': 'Nouveau compte MAM',
  'Change password': 'Changer le mot de passe',
  'MT5 account': 'Compte MT5',
  'Revoke manager': 'Révoquer le gestionnaire',
  'The manager of [_1] has been revoked.': 'Le gestionnaire de [_1] a été révoqué.',
  'Your MT5 account [_1] has been created.': 'Votre compte MT5 [_1] a été créé.',
  'Your MT5 password has been changed.': 'Votre mot de passe MT5 a été modifié.',
  'Your token has expired or is invalid.': 'Votre jeton a expiré ou n’est pas valide.',
  'You are about to purchase a product that is not simple and may be difficult to understand. The CNMV considers that, in general, the acquisition of this product is not suitable for retail investors due to its complexity.':
    'Vous êtes sur le point d’acheter un produit qui n’est pas simple et peut être difficile à comprendre. La CNMV considère qu’en général, l’acquisition de ce produit ne convient pas aux investisseurs particuliers en raison de sa complexité.',
  '$25,000 - $50,000': '25 000 $ - 50 000 $',
  '$50,001 - $100,000': '50 001 $ - 100 000 $',
  '$100,001 - $500,000': '100 001 $ - 500 000 $',
  '$100,000 - $250,000': '100 000 $ - 250 000 $',
  '$250,001 - $500,000': '250 001 $ - 500 000 $',
  '$500,001 - $1,000,000': '500 001 $ - 1 000 000 $',
  'Less than $25,000': 'Moins de 25 000 $',
  'Less than $100,000': 'Moins de 100 000 $',
  'Over $500,000': 'Plus de 500 000 $',
  'Over $1,000,000': 'Plus de 1 000 000 $',
  '0-1 year': '0-1 an',
  '1-2 years': '1-2 ans',
  'Over 3 years': 'Plus de 3 ans',
  '0-5 transactions in the past 12 months': '0-5 transactions au cours des 12 derniers mois',
  '6-10 transactions in the past 12 months': '6-10 transactions au cours des 12 derniers mois',
  '11-39 transactions in the past 12 months': '11-39 transactions au cours des 12 derniers mois',
  '40 transactions or more in the past 12 months': '40 transactions ou plus au cours des 12 derniers mois',
  'Accumulation of Income/Savings': 'Accumulation de revenus/épargne',
  'Anticipated Account Turnover': "Chiffre d'affaires prévu du compte",
  'Binary options trading experience': 'Expérience des options binaires',
  'Binary options trading frequency': 'Fréquence des opérations sur options binaires',
  'CFDs trading experience': 'Expérience des CFD',
  'CFDs trading frequency': 'Fréquence des opérations sur CFD',
  'Cash Business': 'Activité en espèces',
  'Chief Executives, Senior Officials and Legislators': 'Dirigeants, hauts fonctionnaires et législateurs',
  Clerks: 'Employés de bureau',
  'Company Ownership': "Détention d'entreprise",
  'Connect our Telegram bot to your account with an API token of your account.':
    'Connectez notre bot Telegram à votre compte avec un jeton API de votre compte.',
  Construction: 'Construction',
  Education: 'Éducation',
  Employed: 'Salarié',
  'Employment Status': 'Situation professionnelle',
  'Estimated Net Worth': 'Patrimoine net estimé',
  Finance: 'Finance',
  'Financial Assessment': 'Évaluation financière',
  'Financial Information': 'Informations financières',
  'Forex trading experience': 'Expérience du Forex',
  'Forex trading frequency': 'Fréquence des opérations sur le Forex',
  Health: 'Santé',
  'I would like to be treated as a professional client.': 'Je souhaite être traité comme un client professionnel.',
  'Income Source': 'Source de revenus',
  'Industry of Employment': "Secteur d'activité",
  'Information & Communications Technology': "Technologies de l'information et de la communication",
  Inheritance: 'Héritage',
  Investments: 'Investissements',
  'Investments & Dividends': 'Investissements et dividendes',
  'Level of Education': "Niveau d'études",
  Managers: 'Cadres',
  'Net Annual Income': 'Revenu annuel net',
  Occupation: 'Profession',
  'Open the bot in Telegram': 'Ouvrir le bot dans Telegram',
  'Other financial instruments trading experience': "Expérience d'autres instruments financiers",
  'Other financial instruments trading frequency': "Fréquence des opérations sur d'autres instruments financiers",
  Pension: 'Retraite',
  Pensioner: 'Retraité',
  'Please answer every question: the answers help us understand your trading knowledge and experience.':
    'Veuillez répondre à toutes les questions : vos réponses nous aident à comprendre vos connaissances et votre expérience du trading.',
  Primary: 'Primaire',
  'Professional Client': 'Client professionnel',
  'Professional clients are not covered by some of the protections retail clients have, and may trade financial binary options in the EU.':
    "Les clients professionnels ne bénéficient pas de certaines protections des clients particuliers et peuvent négocier des options binaires financières dans l'UE.",
  Professionals: 'Professions intellectuelles',
  'Request professional status': 'Demander le statut professionnel',
  'Salaried Employee': 'Salarié',
  'Savings & Inheritance': 'Épargne et héritage',
  Secondary: 'Secondaire',
  'Self-Employed': 'Indépendant',
  'Source of Wealth': 'Origine du patrimoine',
  'State Benefits': 'Prestations sociales',
  Student: 'Étudiant',
  Students: 'Étudiants',
  'Telegram Bot': 'Bot Telegram',
  'Terms and Conditions': 'Conditions générales',
  Tertiary: 'Supérieur',
  Token: 'Jeton',
  Tourism: 'Tourisme',
  'Trading Experience': 'Expérience du trading',
  Unemployed: 'Sans emploi',
  'We have updated our Terms and Conditions. By clicking OK, you confirm that you have read and accepted the updated Terms and Conditions.':
    'Nous avons mis à jour nos conditions générales. En cliquant sur OK, vous confirmez avoir lu et accepté les conditions générales mises à jour.',
  'You are categorised as a professional client.': 'Vous êtes classé comme client professionnel.',
  'You are categorised as a retail client. Apply to be treated as a professional trader.':
    'Vous êtes classé comme client particulier. Demandez à être traité comme un trader professionnel.',
  'You did not change anything.': "Vous n'avez rien modifié.",
  'Your changes have been updated successfully.': 'Vos modifications ont été enregistrées.',
  'API Token': 'Jeton API',
  'API tokens let you use your account through applications and scripts of your own.':
    "Les jetons API vous permettent d'utiliser votre compte depuis vos propres applications et scripts.",
  'Are you sure that you want to permanently delete token [_1]?':
    'Voulez-vous vraiment supprimer définitivement le jeton [_1] ?',
  'Are you sure that you want to permanently revoke access to application [_1]?':
    "Voulez-vous vraiment révoquer définitivement l'accès de l'application [_1] ?",
  'Authentication code': "Code d'authentification",
  'Authorised Applications': 'Applications autorisées',
  Browser: 'Navigateur',
  Copied: 'Copié',
  'Copy token [_1]': 'Copier le jeton [_1]',
  Copy: 'Copier',
  Create: 'Créer',
  'Date and time (UTC)': 'Date et heure (UTC)',
  'Delete token': 'Supprimer le jeton',
  Delete: 'Supprimer',
  Disable: 'Désactiver',
  Disabled: 'Désactivée',
  Enable: 'Activer',
  Enabled: 'Activée',
  'Enter the 6-digit code the app shows.': "Saisissez le code à 6 chiffres affiché par l'application.",
  Failed: 'Échec',
  'IP Address': 'Adresse IP',
  'If you cannot scan it, enter this secret key in the app instead:':
    "Si vous ne pouvez pas le scanner, saisissez plutôt cette clé secrète dans l'application :",
  'Last Used': 'Dernière utilisation',
  'Login History': 'Historique de connexion',
  Logout: 'Déconnexion',
  Never: 'Jamais',
  No: 'Non',
  'Only letters, numbers, space, and underscore are allowed.':
    'Seuls les lettres, chiffres, espaces et traits de soulignement sont autorisés.',
  Permissions: 'Autorisations',
  'Please select at least one scope': 'Veuillez sélectionner au moins une portée',
  'QR code of your secret key': 'Code QR de votre clé secrète',
  'Revoke access': "Révoquer l'accès",
  'Scan the QR code below with an authentication app, such as Google Authenticator or Authy.':
    "Scannez le code QR ci-dessous avec une application d'authentification, comme Google Authenticator ou Authy.",
  Scopes: 'Portées',
  'Status:': 'Statut :',
  Successful: 'Réussie',
  'The maximum number of tokens ([_1]) has been reached.': 'Le nombre maximal de jetons ([_1]) est atteint.',
  'These applications can use your account with the permissions you granted them.':
    'Ces applications peuvent utiliser votre compte avec les autorisations que vous leur avez accordées.',
  'To disable two-factor authentication, enter the code your authentication app shows.':
    "Pour désactiver l'authentification à deux facteurs, saisissez le code affiché par votre application d'authentification.",
  'Two-Factor Authentication': 'Authentification à deux facteurs',
  Yes: 'Oui',
  'You have no API tokens.': "Vous n'avez aucun jeton API.",
  'You have not granted access to any applications.': "Vous n'avez accordé l'accès à aucune application.",
  'You have successfully disabled two-factor authentication for your account.':
    "Vous avez désactivé l'authentification à deux facteurs de votre compte.",
  'You have successfully enabled two-factor authentication for your account.':
    "Vous avez activé l'authentification à deux facteurs de votre compte.",
  'Your account has no Login/Logout activity.': "Votre compte n'a aucune activité de connexion ou de déconnexion.",
  'Your last [_1] log-ins and log-outs.': 'Vos [_1] dernières connexions et déconnexions.',
  'Your tokens': 'Vos jetons',
  Read: 'Lecture',
  Payments: 'Paiements',
  Admin: 'Administration',
  'Trading information': 'Informations de trading',
  Authenticate: 'Authentifier',
  Passport: 'Passeport',
  'Identity card': "Carte d'identité",
  'Driving licence': 'Permis de conduire',
  'Proof of address': 'Justificatif de domicile',
  Selfie: 'Selfie',
  'Front Side': 'Recto',
  'Reverse Side': 'Verso',
  Photo: 'Photo',
  Document: 'Document',
  Pending: 'En attente',
  'Compressing Image': "Compression de l'image",
  Checking: 'Vérification',
  Submitting: 'Envoi',
  Submitted: 'Envoyé',
  'Unable to read file [_1]': 'Impossible de lire le fichier [_1]',
  'Upload status': "État de l'envoi",
  File: 'Fichier',
  'ID number is required for [_1].': "Le numéro d'identification est obligatoire pour [_1].",
  'Only letters, numbers, space, underscore, and hyphen are allowed for ID number ([_1]).':
    "Seuls les lettres, chiffres, espaces, tirets bas et traits d'union sont autorisés pour le numéro d'identification ([_1]).",
  'Expiry date is required for [_1].': "La date d'expiration est obligatoire pour [_1].",
  'The expiry date must be at least 6 months from today.':
    "La date d'expiration doit être au moins 6 mois après aujourd'hui.",
  'Front and reverse side photos of [_1] are required.': 'Les photos du recto et du verso de [_1] sont obligatoires.',
  'Invalid document format.': 'Format de document non valide.',
  'File ([_1]) size exceeds the permitted limit. Maximum allowed file size: [_2]':
    'Le fichier ([_1]) dépasse la taille autorisée. Taille maximale autorisée : [_2]',
  'Thank you for submitting your documents': "Merci d'avoir envoyé vos documents",
  'We will let you know by e-mail once they are verified.':
    "Nous vous informerons par e-mail dès qu'ils seront vérifiés.",
  'Verify your identity and address to take full advantage of all payment methods available.':
    'Vérifiez votre identité et votre adresse pour profiter pleinement de tous les moyens de paiement disponibles.',
  'Files must be PNG, JPG, JPEG, GIF or PDF (no PDF for the selfie) and under 8 MB each.':
    'Les fichiers doivent être au format PNG, JPG, JPEG, GIF ou PDF (pas de PDF pour le selfie) et faire moins de 8 MB chacun.',
  'Your documents have been submitted. We are now reviewing them.':
    'Vos documents ont été envoyés. Nous les examinons maintenant.',
  'Upload documents': 'Envoyer des documents',
  'Document type': 'Type de document',
  'ID number': "Numéro d'identification",
  'Expiry date': "Date d'expiration",
  Accounts: 'Comptes',
  Account: 'Compte',
  'Available markets': 'Marchés disponibles',
  'Excluded until [_1]': "Exclu jusqu'au [_1]",
  'For any enquiries regarding disabled or excluded accounts, please contact customer support.':
    'Pour toute question concernant les comptes désactivés ou exclus, veuillez contacter le service client.',
  'Open a new account': 'Ouvrir un nouveau compte',
  Commodities: 'Matières premières',
  Forex: 'Forex',
  Indices: 'Indices',
  Stocks: 'Actions',
  'Sorry, you are too young to open an account.': 'Désolé, vous êtes trop jeune pour ouvrir un compte.',
  'Please accept the terms and conditions.': 'Veuillez accepter les conditions générales.',
  'Please confirm that you are not a politically exposed person.':
    "Veuillez confirmer que vous n'êtes pas une personne politiquement exposée.",
  'Please confirm that all the information above is true and complete.':
    'Veuillez confirmer que toutes les informations ci-dessus sont exactes et complètes.',
  "Mother's maiden name": 'Nom de jeune fille de la mère',
  'Name of your pet': 'Nom de votre animal',
  'Name of first love': 'Nom du premier amour',
  'Memorable town/city': 'Ville mémorable',
  'Memorable date': 'Date mémorable',
  'Favourite dish': 'Plat préféré',
  'Brand of first car': 'Marque de la première voiture',
  'Favourite artist': 'Artiste préféré',
  'Source of income': 'Source de revenus',
  'Employment status': 'Situation professionnelle',
  'Industry of employment': "Secteur d'activité",
  'Source of wealth': 'Origine du patrimoine',
  'Level of education': "Niveau d'études",
  'Net annual income': 'Revenu annuel net',
  'Estimated net worth': 'Patrimoine net estimé',
  'Anticipated account turnover': "Chiffre d'affaires prévu du compte",
  'Risk disclaimer': 'Avertissement sur les risques',
  'I accept the risks': "J'accepte les risques",
  'Open a financial account': 'Ouvrir un compte financier',
  Security: 'Sécurité',
  'Secret question': 'Question secrète',
  'Secret answer': 'Réponse secrète',
  'Tax information': 'Informations fiscales',
  'Financial information': 'Informations financières',
  'I want to be treated as a professional client.': 'Je souhaite être traité comme un client professionnel.',
  'All the information above is true and complete.': 'Toutes les informations ci-dessus sont exactes et complètes.',
  'I have read and accept the terms and conditions.': "J'ai lu et j'accepte les conditions générales.",
  'I am not a politically exposed person.': 'Je ne suis pas une personne politiquement exposée.',
  'Bitcoin Cash (BCH)': 'Bitcoin Cash (BCH)',
  'This account deposits and withdraws Bitcoin Cash (BCH) only. Funds sent to or from an address of any other cryptocurrency are lost for good.':
    'Ce compte dépose et retire uniquement des Bitcoin Cash (BCH). Les fonds envoyés vers ou depuis une adresse d’une autre cryptomonnaie sont définitivement perdus.',
  'I understand and agree.': 'Je comprends et j’accepte.',
  Continue: 'Continuer',
  'Your cashier is locked.': 'Votre caisse est verrouillée.',
  'You have reached the withdrawal limit.': 'Vous avez atteint la limite de retrait.',
  'Your cashier is locked as per your request. To unlock it, please click [_1]here[_2].':
    'Votre caisse est verrouillée à votre demande. Pour la déverrouiller, veuillez cliquer [_1]ici[_2].',
  'Payment methods': 'Moyens de paiement',
  'This is a demo account with virtual money to practise with. [_1]Top up your demo account[_2] whenever it runs low.':
    'Ceci est un compte démo avec de l’argent virtuel pour s’entraîner. [_1]Rechargez votre compte démo[_2] lorsque son solde baisse.',
  'Cryptocurrency cashier': 'Caisse de cryptomonnaies',
  'Deposit and withdraw': 'Déposer et retirer',
  'Your account holds [_1]: deposit and withdraw [_1] through the cryptocurrency cashier.':
    'Votre compte est en [_1] : déposez et retirez des [_1] via la caisse de cryptomonnaies.',
  'Fund your account and withdraw from it by bank wire, card or e-wallet.':
    'Alimentez votre compte et retirez-en des fonds par virement bancaire, carte ou portefeuille électronique.',
  'The payment methods offered to you depend on your country of residence and your account currency.':
    'Les moyens de paiement proposés dépendent de votre pays de résidence et de la devise de votre compte.',
  'Deposit and withdraw in your local currency through a payment agent near you.':
    'Déposez et retirez dans votre devise locale via un agent de paiement près de chez vous.',
  'See the payment agents': 'Voir les agents de paiement',
  'Your [_1]personal details[_2] are incomplete. Please update them to access the cashier.':
    'Vos [_1]informations personnelles[_2] sont incomplètes. Veuillez les mettre à jour pour accéder à la caisse.',
  'To access the cashier, please complete these [_1]personal details[_2]:':
    'Pour accéder à la caisse, veuillez compléter ces [_1]informations personnelles[_2] :',
  'Please [_1]accept the updated Terms and Conditions[_2] to access the cashier.':
    'Veuillez [_1]accepter les Conditions générales mises à jour[_2] pour accéder à la caisse.',
  'Your account is not fully authenticated. Please [_1]authenticate[_2] your account.':
    'Votre compte n’est pas entièrement authentifié. Veuillez [_1]authentifier[_2] votre compte.',
  'Your financial risk approval is required. Please contact customer support for more information.':
    'Votre approbation du risque financier est requise. Veuillez contacter le service client pour en savoir plus.',
  'Your account needs age verification. Please contact customer support for more information.':
    'Votre compte nécessite une vérification de l’âge. Veuillez contacter le service client pour en savoir plus.',
  'Please set your [_1]30-day turnover limit[_2] to access the cashier.':
    'Veuillez définir votre [_1]limite de volume sur 30 jours[_2] pour accéder à la caisse.',
  'Sorry, you have entered an incorrect cashier password.':
    'Désolé, vous avez saisi un mot de passe de caisse incorrect.',
  'Send only [_1] to this address:': 'Envoyez uniquement des [_1] à cette adresse :',
  'UK funds protection': 'Protection des fonds au Royaume-Uni',
  'We are required by our licence to inform you about what happens to your funds should we become insolvent (the level of funds protection).':
    'Notre licence nous oblige à vous informer de ce qu’il advient de vos fonds en cas d’insolvabilité de notre part (le niveau de protection des fonds).',
  'We hold customer funds in bank accounts separate from our operational accounts, which would not form part of our assets in the event of insolvency. This meets the Gambling Commission’s requirements for the segregation of customer funds at the level: medium protection.':
    'Nous conservons les fonds des clients sur des comptes bancaires distincts de nos comptes d’exploitation, qui ne feraient pas partie de nos actifs en cas d’insolvabilité. Cela répond aux exigences de la Gambling Commission en matière de ségrégation des fonds des clients au niveau : protection moyenne.',
  Proceed: 'Continuer',
  'Bank wire': 'Virement bancaire',
  'Deposits arrive in 1 to 3 business days; withdrawals are paid to the bank account you deposited from.':
    'Les dépôts arrivent en 1 à 3 jours ouvrés ; les retraits sont versés sur le compte bancaire d’où vous avez déposé.',
  'Credit and debit cards': 'Cartes de crédit et de débit',
  'Visa and Mastercard deposits arrive at once; withdrawals go back to the card.':
    'Les dépôts par Visa et Mastercard arrivent immédiatement ; les retraits reviennent sur la carte.',
  'E-wallets': 'Portefeuilles électroniques',
  'Skrill, Neteller and other e-wallets: deposits arrive at once, withdrawals within one business day.':
    'Skrill, Neteller et autres portefeuilles électroniques : dépôts immédiats, retraits sous un jour ouvré.',
  'Bitcoin, Bitcoin Cash, Ethereum, Litecoin and Tether accounts deposit and withdraw through the cryptocurrency cashier, once the network confirms the transaction.':
    'Les comptes en Bitcoin, Bitcoin Cash, Ethereum, Litecoin et Tether déposent et retirent via la caisse de cryptomonnaies, une fois la transaction confirmée par le réseau.',
  'Please check your email for the verification link to complete the process.':
    'Veuillez consulter vos e-mails pour trouver le lien de vérification et terminer la procédure.',
  Country: 'Pays',
  'Email address': 'Adresse e-mail',
  'Withdrawal address': 'Adresse de retrait',
  'Withdraw [_1] [_2] to [_3]?': 'Retirer [_1] [_2] vers [_3] ?',
  '30-day deposit limit': 'Limite de dépôt sur 30 jours',
  '30-day limit on losses': 'Limite de pertes sur 30 jours',
  '30-day turnover limit': "Limite de chiffre d'affaires sur 30 jours",
  '7-day deposit limit': 'Limite de dépôt sur 7 jours',
  '7-day limit on losses': 'Limite de pertes sur 7 jours',
  '7-day turnover limit': "Limite de chiffre d'affaires sur 7 jours",
  'API token': 'Jeton API',
  'Account limits': 'Limites du compte',
  Amounts: 'Montants',
  'Ask to be treated as a professional client.': 'Demandez à être traité comme un client professionnel.',
  Authentication: 'Authentification',
  'Authorised applications': 'Applications autorisées',
  'Change the password you log in with.': 'Changez le mot de passe avec lequel vous vous connectez.',
  'Confirm your limits': 'Confirmez vos limites',
  'Connect our Telegram bot to your account.': 'Connectez notre bot Telegram à votre compte.',
  'Create and delete tokens that let other applications use your account.':
    "Créez et supprimez les jetons qui permettent à d'autres applications d'utiliser votre compte.",
  'Daily deposit limit': 'Limite de dépôt journalière',
  'Daily limit on losses': 'Limite de pertes journalière',
  'Daily turnover limit': "Limite de chiffre d'affaires journalière",
  'Email preference': "Préférences d'e-mail",
  'Exclude me from the website until': "M'exclure du site jusqu'au",
  'Exclude time cannot be for more than 5 years.': "La période d'exclusion ne peut pas dépasser 5 ans.",
  'Exclude time cannot be less than 6 months.': "La période d'exclusion ne peut pas être inférieure à 6 mois.",
  'Financial assessment': 'Évaluation financière',
  'Limit your trading, take a time-out or exclude yourself from the website.':
    'Limitez votre trading, faites une pause ou excluez-vous du site.',
  'Lock your cashier with a password of its own, or unlock it.':
    'Verrouillez votre caisse avec son propre mot de passe, ou déverrouillez-la.',
  'Login history': 'Historique de connexion',
  'No limit': 'Aucune limite',
  'Positions and sessions': 'Positions et sessions',
  'Professional client': 'Client professionnel',
  Profile: 'Profil',
  'Protect your log-in with a code from an authenticator app.':
    "Protégez votre connexion avec un code d'une application d'authentification.",
  'Read and accept the latest terms and conditions.': 'Lisez et acceptez les dernières conditions générales.',
  'Receive news and special offers': 'Recevoir des actualités et des offres spéciales',
  'See the applications you allowed to use your account, and revoke their access.':
    'Consultez les applications autorisées à utiliser votre compte et révoquez leur accès.',
  'See when and from where your account was logged in to.': "Voyez quand et d'où votre compte a été connecté.",
  'See your trading and withdrawal limits.': 'Consultez vos limites de trading et de retrait.',
  'Self-exclusion facilities': 'Auto-exclusion',
  'Session duration limit, in minutes': 'Limite de durée de session, en minutes',
  'Set limits on your own trading. A limit you set can be lowered at any time; raising or removing it takes effect only after the period it covers.':
    "Fixez des limites à votre propre trading. Une limite fixée peut être abaissée à tout moment ; la relever ou la supprimer ne prend effet qu'après la période qu'elle couvre.",
  Settings: 'Paramètres',
  'Sorry, an error occurred while processing your account.':
    "Désolé, une erreur s'est produite lors du traitement de votre compte.",
  'Telegram bot': 'Bot Telegram',
  'Tell us about your trading experience and financial situation.':
    'Parlez-nous de votre expérience de trading et de votre situation financière.',
  'Terms and conditions': 'Conditions générales',
  'These limits apply to your account at once. Until the period of a limit ends you will not be able to raise or remove it. Do you want to apply them?':
    "Ces limites s'appliquent immédiatement à votre compte. Tant que la période d'une limite n'est pas terminée, vous ne pourrez ni la relever ni la supprimer. Voulez-vous les appliquer ?",
  'Time out cannot be in the past.': 'La pause ne peut pas être dans le passé.',
  'Time out cannot be more than 6 weeks.': 'La pause ne peut pas dépasser 6 semaines.',
  'Time out must be after today.': "La pause doit se terminer après aujourd'hui.",
  'Time out until (date)': "Pause jusqu'au (date)",
  'Time out until (time, GMT)': "Pause jusqu'à (heure, GMT)",
  'Two-factor authentication': 'Authentification à deux facteurs',
  'Update settings': 'Mettre à jour les paramètres',
  'Upload the documents that prove your identity and address.':
    'Téléchargez les documents qui prouvent votre identité et votre adresse.',
  'View your personal details and update those you may change.':
    'Consultez vos données personnelles et mettez à jour celles que vous pouvez modifier.',
  'Yes, apply them': 'Oui, les appliquer',
  'Your account was opened through a social network sign-in, so it has no password to change.':
    "Votre compte a été ouvert via la connexion d'un réseau social ; il n'a donc pas de mot de passe à modifier.",
  'Your changes have been updated.': 'Vos modifications ont été enregistrées.',
  'Your password has been changed. Please log in again.':
    'Votre mot de passe a été modifié. Veuillez vous reconnecter.',
  'Your personal details are complete.': 'Vos données personnelles sont complètes.',
  Identity: 'Identité',
  'Contact us': 'Nous contacter',
  'Our support team helps with your account, deposits and withdrawals, and trading. Reach us the way that suits you.':
    "Notre équipe d'assistance vous aide pour votre compte, vos dépôts et retraits, et le trading. Contactez-nous de la manière qui vous convient.",
  'Write to us at [_1]. We answer every e-mail within 24 hours.':
    'Écrivez-nous à [_1]. Nous répondons à chaque e-mail sous 24 heures.',
  'Call us on the line for your region.': 'Appelez-nous sur la ligne de votre région.',
  'United Kingdom': 'Royaume-Uni',
  Malaysia: 'Malaisie',
  Australia: 'Australie',
  'Rest of the world': 'Reste du monde',
  'Support hours': "Horaires de l'assistance",
  'Our team is at work at these times (UTC+8):': 'Notre équipe est disponible aux horaires suivants (UTC+8) :',
  'Monday to Friday': 'Du lundi au vendredi',
  'Saturday and Sunday': 'Samedi et dimanche',
  'Chat with a member of our support team during support hours.':
    "Discutez avec un membre de notre équipe d'assistance pendant les horaires d'assistance.",
  'Leave us a message': 'Laissez-nous un message',
  'Our live chat is offline. Leave us a message and we will answer by e-mail.':
    'Notre chat en direct est hors ligne. Laissez-nous un message et nous vous répondrons par e-mail.',
  Message: 'Message',
  'Send message': 'Envoyer le message',
  "Thank you, we'll get back to you within 24 hours": 'Merci, nous vous répondrons sous 24 heures',
  'Site links': 'Liens du site',
  'A competitive salary, health cover, paid training and help with relocation where a role needs it.':
    "Un salaire compétitif, une couverture santé, des formations payées et une aide au déménagement lorsque le poste l'exige.",
  Accountant: 'Comptable',
  'Answers our clients by live chat and e-mail.': 'Répond à nos clients par chat en direct et par e-mail.',
  'Build the pages our clients trade on, in TypeScript and React, quick and accessible on every screen.':
    'Créez les pages sur lesquelles nos clients négocient, en TypeScript et React, rapides et accessibles sur tous les écrans.',
  'Builds and runs the trading platform, the website and the desktop app.':
    "Conçoit et exploite la plateforme de trading, le site web et l'application de bureau.",
  Careers: 'Carrières',
  Compliance: 'Conformité',
  'Compliance analyst': 'Analyste conformité',
  'Content writer': 'Rédacteur/rédactrice de contenu',
  'Customer Support': 'Service client',
  'Customer support agent': 'Conseiller/conseillère du service client',
  'Cyberjaya, Malaysia': 'Cyberjaya, Malaisie',
  'DevOps engineer': 'Ingénieur(e) DevOps',
  Download: 'Téléchargement',
  'Download for Windows': 'Télécharger pour Windows',
  'Download for macOS': 'Télécharger pour macOS',
  'Front-end developer': 'Développeur/développeuse front-end',
  'Help clients with their accounts, deposits and trades by live chat and e-mail.':
    'Aidez les clients avec leurs comptes, leurs dépôts et leurs transactions par chat en direct et par e-mail.',
  'Home of our Labuan company and its compliance team.':
    'Siège de notre société de Labuan et de son équipe conformité.',
  'Information Technology': "Technologies de l'information",
  'Join us': 'Rejoignez-nous',
  "Keep the platform's servers, releases and monitoring reliable around the clock.":
    'Assurez la fiabilité des serveurs, des mises en production et de la surveillance de la plateforme, jour et nuit.',
  "Keeps the company's books and our clients' money in order.":
    "Tient en ordre les comptes de l'entreprise et l'argent de nos clients.",
  'Labuan, Malaysia': 'Labuan, Malaisie',
  'Makes sure we meet the rules of every regulator we answer to.':
    'Veille à ce que nous respections les règles de chaque autorité dont nous relevons.',
  Malta: 'Malte',
  Marketing: 'Marketing',
  'Nothing to install: open the site in an up-to-date browser and trade from any computer.':
    "Rien à installer : ouvrez le site dans un navigateur à jour et négociez depuis n'importe quel ordinateur.",
  'Open positions': 'Postes à pourvoir',
  'Our European base for compliance, accounts and marketing.':
    'Notre base européenne pour la conformité, la comptabilité et le marketing.',
  'Our largest office: engineering, quality assurance and customer support.':
    'Notre plus grand bureau : ingénierie, assurance qualité et service client.',
  'Our offices': 'Nos bureaux',
  'QA engineer': 'Ingénieur(e) QA',
  'Quality Assurance': 'Assurance qualité',
  'Reconcile payments, prepare the monthly reports and work with our auditors.':
    'Rapprochez les paiements, préparez les rapports mensuels et travaillez avec nos auditeurs.',
  'Review client documents and keep our procedures in line with regulation.':
    'Examinez les documents des clients et maintenez nos procédures conformes à la réglementation.',
  'See all open positions': 'Voir tous les postes à pourvoir',
  'See the roles we are hiring for now, department by department.':
    'Découvrez les postes que nous proposons en ce moment, service par service.',
  'Small teams own their part of the product, from the first idea to the release and what our clients say about it.':
    'De petites équipes sont responsables de leur partie du produit, de la première idée à la mise en production et aux retours de nos clients.',
  'Strike for desktop': 'Strike pour ordinateur',
  'Strike is built by an international team of engineers, analysts and support staff who care about getting the details right for our clients.':
    "Strike est conçu par une équipe internationale d'ingénieurs, d'analystes et de conseillers soucieux de soigner chaque détail pour nos clients.",
  'Tells traders what Strike offers, in their own language.':
    "Fait connaître l'offre de Strike aux traders, dans leur propre langue.",
  'Tests every release before it reaches our clients.': "Teste chaque version avant qu'elle n'atteigne nos clients.",
  'The desktop app puts your account, charts and trades in a window of its own.':
    "L'application de bureau réunit votre compte, vos graphiques et vos transactions dans une fenêtre à part.",
  'The download is unavailable at the moment. Please try again later.':
    'Le téléchargement est indisponible pour le moment. Veuillez réessayer plus tard.',
  'This version has no Windows installer.': "Cette version n'a pas de programme d'installation pour Windows.",
  'This version has no macOS installer.': "Cette version n'a pas de programme d'installation pour macOS.",
  'To apply, [_1]contact us[_2] with your CV and the title of the position.':
    "Pour postuler, [_1]contactez-nous[_2] avec votre CV et l'intitulé du poste.",
  'Trade in your browser': 'Négociez dans votre navigateur',
  'Trade with Strike in your browser or in the desktop app.':
    "Négociez avec Strike dans votre navigateur ou dans l'application de bureau.",
  'Try again': 'Réessayer',
  'Version [_1], released [_2]': 'Version [_1], publiée le [_2]',
  'View open positions': 'Voir les postes à pourvoir',
  'We have no department by that name. It may have been renamed, or its positions filled.':
    "Nous n'avons aucun service de ce nom. Il a peut-être été renommé, ou ses postes ont été pourvus.",
  'What we offer': 'Ce que nous offrons',
  'Working at Strike': 'Travailler chez Strike',
  'Write automated tests and explore new features to find problems before our clients do.':
    'Écrivez des tests automatisés et explorez les nouvelles fonctionnalités pour trouver les problèmes avant nos clients.',
  'Write clear guides and announcements about trading and our products.':
    'Rédigez des guides et des annonces clairs sur le trading et nos produits.',
  '13 languages.': '13 langues.',
  '5 markets: forex, stock indices, OTC stocks, commodities and volatility indices.':
    '5 marchés : forex, indices boursiers, actions de gré à gré, matières premières et indices de volatilité.',
  'A binary option pays a fixed amount when your prediction about a market is right, and nothing when it is wrong. You know your largest possible loss before you buy.':
    "Une option binaire verse un montant fixe si votre prévision sur un marché est juste, et rien si elle est fausse. Vous connaissez votre perte maximale avant d'acheter.",
  'A contract for difference (CFD) lets you trade the price movement of an asset without owning it.':
    "Un contrat sur la différence (CFD) vous permet de trader l'évolution du prix d'un actif sans le détenir.",
  'A few habits keep your account and your money secure.':
    'Quelques habitudes suffisent à protéger votre compte et votre argent.',
  'A partner who refers clients to Strike and earns a share of the revenue from their trading.':
    'Un partenaire qui présente des clients à Strike et reçoit une part des revenus de leur trading.',
  'An upgrade to a real money account at any time.': 'Le passage à un compte réel à tout moment.',
  'Answers to the questions partners ask most.':
    'Les réponses aux questions que les partenaires posent le plus souvent.',
  'Back to [_1]': 'Retour à [_1]',
  'Become a payment agent': 'Devenir agent de paiement',
  'Become an introducing broker': "Devenir apporteur d'affaires",
  'Binary options': 'Options binaires',
  'Binary options on MetaTrader 5': 'Options binaires sur MetaTrader 5',
  CFDs: 'CFD',
  'CFDs are traded on MetaTrader 5 accounts.': 'Les CFD se tradent sur les comptes MetaTrader 5.',
  'CFDs are traded with leverage: a small deposit controls a larger position, so gains and losses are both magnified.':
    'Les CFD se tradent avec effet de levier : un petit dépôt contrôle une position plus grande, si bien que gains et pertes sont amplifiés.',
  'Check the price and buy the contract.': 'Vérifiez le prix et achetez le contrat.',
  'Choose a binary option in the market watch, set its duration and stake, and buy. The result is paid to your MetaTrader 5 account.':
    'Choisissez une option binaire dans la fenêtre des marchés, fixez sa durée et sa mise, puis achetez. Le résultat est versé sur votre compte MetaTrader 5.',
  'Choose a market': 'Choisissez un marché',
  'Choose an instrument, set the volume and place a buy or sell order.':
    "Choisissez un instrument, fixez le volume et passez un ordre d'achat ou de vente.",
  'Choose the platform that suits the way you trade.': 'Choisissez la plateforme qui convient à votre façon de trader.',
  'Clear prices': 'Des prix clairs',
  'Client funds are kept apart from the company’s own funds.':
    'Les fonds des clients sont séparés des fonds propres de la société.',
  'Commissions are paid into your account every month.': 'Les commissions sont versées sur votre compte chaque mois.',
  'Contract size': 'Taille du contrat',
  'Contract specifications': 'Spécifications des contrats',
  'Contracts lasting from a few ticks to a year.': 'Des contrats de quelques ticks à un an.',
  Contributing: 'Contribuer',
  'Cryptocurrency prices can move sharply within minutes. Trade only amounts you can afford to lose.':
    'Le prix des cryptomonnaies peut varier fortement en quelques minutes. Ne tradez que des montants que vous pouvez vous permettre de perdre.',
  Cyberjaya: 'Cyberjaya',
  'Does it cost anything?': 'Est-ce payant ?',
  'Download MetaTrader 5': 'Télécharger MetaTrader 5',
  'Download the platform and log in with your MetaTrader 5 login and password.':
    'Téléchargez la plateforme et connectez-vous avec votre identifiant et votre mot de passe MetaTrader 5.',
  'Earn by referring clients to us or by serving them as a payment agent.':
    "Gagnez de l'argent en nous présentant des clients ou en les servant comme agent de paiement.",
  'Economic calendar': 'Calendrier économique',
  'Every market and contract type.': 'Tous les marchés et types de contrats.',
  'Every new client gets a demo account with virtual money, so you can try any market without risk.':
    "Chaque nouveau client reçoit un compte démo doté d'argent virtuel pour essayer tous les marchés sans risque.",
  'Financial STP account': 'Compte Financial STP',
  'Financial account': 'Compte Financial',
  'Forex is the trading of one currency against another, such as the euro against the US dollar.':
    "Le forex consiste à échanger une devise contre une autre, par exemple l'euro contre le dollar américain.",
  'Get paid every month.': 'Soyez payé chaque mois.',
  'Get started': 'Premiers pas',
  'Gold, silver, platinum and palladium are traded against the US dollar and often move when markets are uncertain.':
    "L'or, l'argent, le platine et le palladium se négocient contre le dollar américain et bougent souvent quand les marchés sont incertains.",
  'How a trade works': "Déroulement d'une opération",
  'How am I paid?': 'Comment suis-je payé ?',
  'How it works': 'Comment ça marche',
  'How to trade on MetaTrader 5': 'Trader sur MetaTrader 5',
  Instrument: 'Instrument',
  'Interest rates, the strength of the dollar and demand from industry all affect metal prices.':
    "Les taux d'intérêt, la force du dollar et la demande industrielle influencent le prix des métaux.",
  'Introducing broker FAQ': "FAQ apporteurs d'affaires",
  'Keep safe': 'Sécurité',
  Labuan: 'Labuan',
  'Leverage and risk': 'Effet de levier et risque',
  'Log out when you use a shared computer.': 'Déconnectez-vous lorsque vous utilisez un ordinateur partagé.',
  'Logging in': 'Connexion',
  'Looking for an agent?': 'Vous cherchez un agent ?',
  'Major currency pairs move on economic news you can follow.':
    'Les principales paires de devises réagissent aux nouvelles économiques que vous pouvez suivre.',
  'Markets and contracts': 'Marchés et contrats',
  'Maximum leverage': 'Effet de levier maximal',
  'MetaTrader 5 is a trading platform for forex, metals and CFDs, with advanced charts and automated trading.':
    'MetaTrader 5 est une plateforme de trading pour le forex, les métaux et les CFD, avec des graphiques avancés et le trading automatisé.',
  'MetaTrader 5 offers accounts for different ways of trading. Each comes as a demo account and as a real money account.':
    'MetaTrader 5 propose des comptes adaptés à différentes façons de trader. Chacun existe en compte démo et en compte réel.',
  'MetaTrader 5 runs on Windows, macOS, Linux, iOS and Android, and in the browser.':
    'MetaTrader 5 fonctionne sous Windows, macOS, Linux, iOS et Android, ainsi que dans le navigateur.',
  Metals: 'Métaux',
  'Minimum volume': 'Volume minimal',
  'New to trading? These short guides explain each market Strike offers and how to place your first trade.':
    'Vous débutez ? Ces courts guides présentent chaque marché proposé par Strike et la façon de passer votre première opération.',
  'Next steps': 'Étapes suivantes',
  'No deposit needed.': 'Aucun dépôt requis.',
  'No. Joining the programme is free.': "Non. L'adhésion au programme est gratuite.",
  'Open a MetaTrader 5 account from your account page.': 'Ouvrez un compte MetaTrader 5 depuis votre page de comptes.',
  'Open a free demo account': 'Ouvrir un compte démo gratuit',
  'Open-source projects': 'Projets open source',
  'Our WebSocket API gives programs the same prices and trading functions as this site.':
    'Notre API WebSocket donne aux programmes les mêmes prix et fonctions de trading que ce site.',
  'Our office in Cyberjaya, Malaysia, is home to our technology and customer support teams.':
    'Notre bureau de Cyberjaya, en Malaisie, accueille nos équipes techniques et notre service client.',
  'Our office in Labuan, Malaysia, runs our licensed business in the Labuan financial centre.':
    'Notre bureau de Labuan, en Malaisie, gère notre activité agréée dans le centre financier de Labuan.',
  'Our office in Malta serves our clients in the European Union.':
    "Notre bureau de Malte sert nos clients de l'Union européenne.",
  'Our other offices': 'Nos autres bureaux',
  'Our teams work from offices in Malaysia and Malta.':
    'Nos équipes travaillent depuis des bureaux en Malaisie et à Malte.',
  'Partner with us': 'Devenez partenaire',
  'Payment agents help clients deposit and withdraw in their local currency, and earn a commission on each transaction.':
    'Les agents de paiement aident les clients à déposer et retirer dans leur devise locale, et touchent une commission sur chaque transaction.',
  'Pick a market and a contract type, such as Rise/Fall.':
    'Choisissez un marché et un type de contrat, par exemple Hausse/Baisse.',
  Platforms: 'Plateformes',
  'Practise first': "Entraînez-vous d'abord",
  'Practise trading with virtual money before you risk your own.':
    "Entraînez-vous avec de l'argent virtuel avant de risquer le vôtre.",
  'Prices streamed every second.': 'Des prix actualisés chaque seconde.',
  'Protect your account': 'Protégez votre compte',
  'Range of markets': 'Éventail de marchés',
  'Refer traders to Strike and earn a commission on their trades for as long as they trade.':
    "Présentez des traders à Strike et touchez une commission sur leurs opérations aussi longtemps qu'ils tradent.",
  'Reports of problems and improvements are welcome on our public repositories.':
    'Les signalements de problèmes et les améliorations sont les bienvenus sur nos dépôts publics.',
  'Set the duration and your stake or payout.': 'Fixez la durée et votre mise ou votre paiement.',
  'Share it with your audience.': 'Partagez-le avec votre audience.',
  'Sign up and get your referral link.': 'Inscrivez-vous et obtenez votre lien de parrainage.',
  'Strike in numbers': 'Strike en chiffres',
  'Strike web trader': 'Plateforme web Strike',
  'The economic calendar is unavailable at the moment.': 'Le calendrier économique est indisponible pour le moment.',
  'The main terms of the instruments you can trade on MetaTrader 5.':
    'Les principales conditions des instruments que vous pouvez trader sur MetaTrader 5.',
  'The market is open around the clock on weekdays.': 'Le marché est ouvert jour et nuit en semaine.',
  'This offer is not available in your country of residence.':
    "Cette offre n'est pas disponible dans votre pays de résidence.",
  'Trade binary options from MetaTrader 5, next to your other positions.':
    'Tradez des options binaires depuis MetaTrader 5, à côté de vos autres positions.',
  'Trade binary options from the MetaTrader 5 platform, next to your forex positions.':
    'Tradez des options binaires depuis la plateforme MetaTrader 5, à côté de vos positions forex.',
  'Trade binary options in your browser with live prices and charts. There is nothing to install.':
    'Tradez des options binaires dans votre navigateur avec des prix et des graphiques en direct. Rien à installer.',
  'Trade forex, metals and CFDs on a widely used platform, on desktop and mobile.':
    'Tradez le forex, les métaux et les CFD sur une plateforme très répandue, sur ordinateur et mobile.',
  'Trade forex, metals and CFDs with high leverage.':
    'Tradez le forex, les métaux et les CFD avec un effet de levier élevé.',
  'Binary options are offered on five markets. Choose one to see what it includes.':
    'Les options binaires sont proposées sur cinq marchés. Choisissez-en un pour voir ce qu’il comprend.',
  'Major and minor currency pairs, such as the euro against the US dollar, traded around the clock on weekdays.':
    'Paires de devises majeures et mineures, comme l’euro contre le dollar américain, négociées jour et nuit en semaine.',
  'The main stock indices of the Americas, Europe and Asia, traded while their exchanges are open.':
    'Les principaux indices boursiers des Amériques, d’Europe et d’Asie, négociés pendant l’ouverture de leurs bourses.',
  'Shares of large American and European companies, traded over the counter while their home markets are open.':
    'Actions de grandes entreprises américaines et européennes, négociées de gré à gré pendant l’ouverture de leurs marchés d’origine.',
  'Metals such as gold and silver, and energy such as oil, priced in US dollars.':
    'Des métaux comme l’or et l’argent, et de l’énergie comme le pétrole, cotés en dollars américains.',
  'Synthetic indices with a constant volatility, open every day around the clock. No news or market event moves them.':
    'Indices synthétiques à volatilité constante, ouverts tous les jours jour et nuit. Aucune nouvelle ni aucun événement de marché ne les fait bouger.',
  'Binary options on forex': 'Options binaires sur le forex',
  'Binary options on commodities': 'Options binaires sur les matières premières',
  'Binary options on volatility indices': 'Options binaires sur les indices de volatilité',
  'Next steps with your demo account': 'Prochaines étapes avec votre compte démo',
  'Trade synthetic indices that run around the clock with a constant volatility.':
    'Tradez des indices synthétiques disponibles jour et nuit avec une volatilité constante.',
  'Trade the price of Bitcoin, Ethereum and other cryptocurrencies against the US dollar without holding a wallet.':
    "Tradez le prix du Bitcoin, de l'Ethereum et d'autres cryptomonnaies contre le dollar américain sans détenir de portefeuille.",
  'Traders choose Strike for clear prices, quick payouts and support that answers.':
    'Les traders choisissent Strike pour ses prix clairs, ses paiements rapides et un support qui répond.',
  'Trading API': 'API de trading',
  'Turn on two-factor authentication.': "Activez l'authentification à deux facteurs.",
  'Types of accounts': 'Types de comptes',
  'Upcoming economic announcements that can move the markets.':
    'Les prochaines annonces économiques susceptibles de faire bouger les marchés.',
  'Use a strong password that you use nowhere else.':
    "Utilisez un mot de passe robuste que vous n'utilisez nulle part ailleurs.",
  'Use the login and the server shown on your MetaTrader 5 accounts page.':
    "Utilisez l'identifiant et le serveur affichés sur votre page de comptes MetaTrader 5.",
  Volatility: 'Volatilité',
  'Volatility indices account': 'Compte indices de volatilité',
  'We never ask for your password by e-mail or by phone.':
    'Nous ne vous demandons jamais votre mot de passe par e-mail ni par téléphone.',
  'We publish tools we build and use, so that developers can build on our platform.':
    'Nous publions les outils que nous créons et utilisons, pour que les développeurs puissent bâtir sur notre plateforme.',
  'What is an introducing broker?': "Qu'est-ce qu'un apporteur d'affaires ?",
  'What moves metal prices': 'Ce qui fait bouger le prix des métaux',
  'What our platform offers, in a few figures.': 'Ce que propose notre plateforme, en quelques chiffres.',
  'What you get': 'Ce que vous obtenez',
  'Where to trade CFDs': 'Où trader les CFD',
  'Who can apply': 'Qui peut postuler',
  'Why trade forex': 'Pourquoi trader le forex',
  'Why us': 'Pourquoi nous',
  'You can serve clients in your country with local payment methods.':
    'Vous pouvez servir les clients de votre pays avec des moyens de paiement locaux.',
  'You can trade falling prices as well as rising ones.': 'Vous pouvez trader la baisse des prix comme leur hausse.',
  'You hold a real money account with us.': 'Vous détenez un compte réel chez nous.',
  'You pass our identity checks.': "Vous passez nos vérifications d'identité.",
  'You see the exact stake and payout before you buy, with no hidden fees.':
    "Vous voyez la mise et le paiement exacts avant d'acheter, sans frais cachés.",
  'Your demo account holds virtual money to practise with. When you are ready, open a real money account.':
    "Votre compte démo contient de l'argent virtuel pour vous entraîner. Quand vous êtes prêt, ouvrez un compte réel.",
  'Your demo account is ready': 'Votre compte démo est prêt',
  'Your first trade': 'Votre première opération',
  'Your money is safe': 'Votre argent est en sécurité',
  'Your orders go straight to our liquidity providers, with tight spreads.':
    'Vos ordres vont directement à nos fournisseurs de liquidité, avec des spreads serrés.',
  FAQ: 'FAQ',
  'Frequently asked questions': 'Questions fréquentes',
  'Quick answers about your account, your money, trading and security.':
    'Des réponses rapides sur votre compte, votre argent, le trading et la sécurité.',
  Regulation: 'Réglementation',
  'Responsible trading': 'Trading responsable',
  'How do I open an account?': 'Comment ouvrir un compte ?',
  'Sign up with your e-mail address to get a free demo account with virtual money. When you are ready to trade with real money, open a real account from the Accounts page.':
    'Inscrivez-vous avec votre adresse e-mail pour obtenir un compte démo gratuit doté d’argent virtuel. Quand vous êtes prêt à trader avec de l’argent réel, ouvrez un compte réel depuis la page Comptes.',
  'Can I hold more than one account?': 'Puis-je détenir plusieurs comptes ?',
  'Yes. Next to your demo account you may hold real accounts in different currencies, where the company that serves your country allows it. Switch between them from the account menu.':
    'Oui. En plus de votre compte démo, vous pouvez détenir des comptes réels dans différentes devises, si la société qui sert votre pays le permet. Passez de l’un à l’autre depuis le menu du compte.',
  'Why do you ask for proof of identity and address?':
    'Pourquoi demandez-vous un justificatif d’identité et de domicile ?',
  'The law requires us to know who our clients are. Upload your documents on the Authenticate page; we review them and tell you by e-mail when your account is verified.':
    'La loi nous oblige à connaître nos clients. Téléchargez vos documents sur la page Authentification ; nous les examinons et vous prévenons par e-mail lorsque votre compte est vérifié.',
  'Deposits and withdrawals': 'Dépôts et retraits',
  'How do I deposit money?': 'Comment déposer de l’argent ?',
  'Open the Cashier, choose Deposit and pick a payment method. The methods offered depend on your country of residence and your account currency.':
    'Ouvrez la Caisse, choisissez Dépôt puis un moyen de paiement. Les moyens proposés dépendent de votre pays de résidence et de la devise de votre compte.',
  'How long does a withdrawal take?': 'Combien de temps prend un retrait ?',
  'We process withdrawal requests within one working day. How long the money then takes to reach you depends on your bank or payment provider.':
    'Nous traitons les demandes de retrait en un jour ouvré. Le délai pour que l’argent vous parvienne dépend ensuite de votre banque ou de votre prestataire de paiement.',
  'Are there limits on withdrawals?': 'Les retraits sont-ils plafonnés ?',
  'Yes. The Limits page of your account shows how much you may withdraw; the limits rise once your account is verified.':
    'Oui. La page Limites de votre compte indique combien vous pouvez retirer ; les limites augmentent une fois votre compte vérifié.',
  'What is a payment agent?': 'Qu’est-ce qu’un agent de paiement ?',
  'In some countries, independent local agents can fund your account and pay out your withdrawals in the local currency. The Payment agents page lists those who serve your country.':
    'Dans certains pays, des agents locaux indépendants peuvent approvisionner votre compte et vous verser vos retraits en monnaie locale. La page Agents de paiement liste ceux qui servent votre pays.',
  'What can I trade?': 'Que puis-je trader ?',
  'Options on forex, stock indices, commodities, cryptocurrencies and synthetic indices, within what the company that holds your account is licensed to offer.':
    'Des options sur le forex, les indices boursiers, les matières premières, les cryptomonnaies et les indices synthétiques, dans la limite de ce que la société qui détient votre compte est autorisée à proposer.',
  'Can I practise before I risk real money?': 'Puis-je m’entraîner avant de risquer de l’argent réel ?',
  'Yes. Your demo account holds virtual money, so you can try every contract without risk and top it up whenever it runs low.':
    'Oui. Votre compte démo contient de l’argent virtuel : vous pouvez essayer chaque contrat sans risque et le recharger dès qu’il s’épuise.',
  'How is the price of a contract set?': 'Comment le prix d’un contrat est-il fixé ?',
  'The price follows the market and the contract you choose. It is shown before you buy, and the contract is bought at that price or not at all.':
    'Le prix suit le marché et le contrat que vous choisissez. Il est affiché avant l’achat, et le contrat est acheté à ce prix ou pas du tout.',
  'How do I keep my account secure?': 'Comment sécuriser mon compte ?',
  'Choose a strong password you use nowhere else, turn on two-factor authentication in your security settings, and never share your password or API tokens.':
    'Choisissez un mot de passe robuste que vous n’utilisez nulle part ailleurs, activez l’authentification à deux facteurs dans vos paramètres de sécurité et ne communiquez jamais votre mot de passe ni vos jetons API.',
  'I forgot my password. What should I do?': 'J’ai oublié mon mot de passe. Que faire ?',
  'Use the password reset page: we e-mail you a link to choose a new password. The link works once and expires after a short while.':
    'Utilisez la page de réinitialisation du mot de passe : nous vous envoyons par e-mail un lien pour en choisir un nouveau. Le lien ne sert qu’une fois et expire rapidement.',
  'How can I limit my trading?': 'Comment limiter mon trading ?',
  'The self-exclusion facilities in your security settings let you cap your stakes, losses and time on the site, or take a break from trading altogether.':
    'Les outils d’auto-exclusion de vos paramètres de sécurité vous permettent de plafonner vos mises, vos pertes et votre temps sur le site, ou de faire une pause complète dans le trading.',
  'General terms': 'Conditions générales',
  'These terms govern your use of Strike and of the services of the company that holds your account. By opening an account you accept them.':
    'Ces conditions régissent votre utilisation de Strike et des services de la société qui détient votre compte. En ouvrant un compte, vous les acceptez.',
  'We may change these terms. We tell you of important changes in advance, and you may close your account if you do not accept them.':
    'Nous pouvons modifier ces conditions. Nous vous prévenons à l’avance des changements importants, et vous pouvez fermer votre compte si vous ne les acceptez pas.',
  'Your account': 'Votre compte',
  'You must be at least 18 years old and live in a country where we offer our services. The details you give us must be true and kept up to date.':
    'Vous devez avoir au moins 18 ans et résider dans un pays où nous proposons nos services. Les informations que vous nous donnez doivent être exactes et tenues à jour.',
  'Keep your log-in details to yourself: you are responsible for everything done with your account.':
    'Gardez vos identifiants pour vous : vous êtes responsable de tout ce qui est fait avec votre compte.',
  'Trading and payments': 'Trading et paiements',
  'A contract is bought at the price shown when you confirm it and settled by the platform’s records. We may cancel a contract bought at an obviously wrong price.':
    'Un contrat est acheté au prix affiché au moment où vous le confirmez et réglé selon les enregistrements de la plateforme. Nous pouvons annuler un contrat acheté à un prix manifestement erroné.',
  'Deposits must come from payment methods in your own name, and withdrawals go back to them where possible, after the checks the law requires.':
    'Les dépôts doivent provenir de moyens de paiement à votre nom, et les retraits y retournent si possible, après les contrôles exigés par la loi.',
  'Risk disclosure': 'Avertissement sur les risques',
  'Trading options carries a high risk: you can lose all the money you put into a contract. Past results do not promise future ones.':
    'Le trading d’options comporte un risque élevé : vous pouvez perdre tout l’argent placé dans un contrat. Les résultats passés ne préjugent pas des résultats futurs.',
  'Trade only with money you can afford to lose, and make sure you understand a contract before you buy it.':
    'Ne tradez qu’avec de l’argent que vous pouvez vous permettre de perdre, et assurez-vous de comprendre un contrat avant de l’acheter.',
  Complaints: 'Réclamations',
  'If you are unhappy with our service, tell our support team first: most concerns are settled there.':
    'Si vous n’êtes pas satisfait de notre service, adressez-vous d’abord à notre équipe d’assistance : la plupart des problèmes s’y règlent.',
  'Otherwise send us a written complaint. We acknowledge it promptly and answer it in full within eight weeks; you may then refer it to the regulator of the company that holds your account.':
    'Sinon, envoyez-nous une réclamation écrite. Nous en accusons réception rapidement et y répondons pleinement sous huit semaines ; vous pouvez ensuite la soumettre au régulateur de la société qui détient votre compte.',
  'Our companies': 'Nos sociétés',
  'Strike’s services are provided by several companies, each licensed for the clients of certain countries. Which one holds your account depends on where you live and what you trade.':
    'Les services de Strike sont fournis par plusieurs sociétés, chacune agréée pour les clients de certains pays. Celle qui détient votre compte dépend de votre lieu de résidence et de ce que vous tradez.',
  'Demo accounts hold virtual money only and are not a regulated service.':
    'Les comptes démo ne contiennent que de l’argent virtuel et ne constituent pas un service réglementé.',
  'Deriv (SVG) LLC': 'Deriv (SVG) LLC',
  'Deriv (SVG) LLC is registered in Saint Vincent and the Grenadines. It serves clients outside the European Union and the United Kingdom, for every market the platform offers.':
    'Deriv (SVG) LLC est immatriculée à Saint-Vincent-et-les-Grenadines. Elle sert les clients hors de l’Union européenne et du Royaume-Uni, pour tous les marchés proposés par la plateforme.',
  'Deriv (Europe) Limited': 'Deriv (Europe) Limited',
  'Deriv (Europe) Limited, of W Business Centre, Birkirkara, Malta, is licensed and regulated by the Malta Gaming Authority. It offers options on synthetic indices to clients in the European Union.':
    'Deriv (Europe) Limited, W Business Centre, Birkirkara, Malte, est agréée et réglementée par la Malta Gaming Authority. Elle propose des options sur indices synthétiques aux clients de l’Union européenne.',
  'Deriv Investments (Europe) Limited': 'Deriv Investments (Europe) Limited',
  'Deriv Investments (Europe) Limited, of W Business Centre, Birkirkara, Malta, is licensed by the Malta Financial Services Authority to provide investment services. It offers financial products to clients in the European Union and the United Kingdom.':
    'Deriv Investments (Europe) Limited, W Business Centre, Birkirkara, Malte, est agréée par la Malta Financial Services Authority pour fournir des services d’investissement. Elle propose des produits financiers aux clients de l’Union européenne et du Royaume-Uni.',
  'Deriv (MX) Ltd': 'Deriv (MX) Ltd',
  'Deriv (MX) Ltd, of Millennium House, Douglas, Isle of Man, is licensed by the Isle of Man Gambling Supervision Commission and, for clients in Great Britain, by the UK Gambling Commission. It offers options on synthetic indices.':
    'Deriv (MX) Ltd, Millennium House, Douglas, île de Man, est agréée par l’Isle of Man Gambling Supervision Commission et, pour les clients de Grande-Bretagne, par la UK Gambling Commission. Elle propose des options sur indices synthétiques.',
  'Trade with care': 'Trader avec prudence',
  'Trading should be a considered choice, never a way to win back losses or to solve money problems. Set yourself a budget and keep to it.':
    'Le trading doit être un choix réfléchi, jamais un moyen de récupérer des pertes ou de résoudre des problèmes d’argent. Fixez-vous un budget et respectez-le.',
  'Tools to stay in control': 'Des outils pour garder le contrôle',
  'Reality checks remind you at intervals how long you have been trading and what you have won or lost.':
    'Les rappels de réalité vous indiquent à intervalles réguliers depuis combien de temps vous tradez et ce que vous avez gagné ou perdu.',
  'The self-exclusion facilities in your security settings let you cap your stakes, losses and time on the site, or exclude yourself for a period of your choice.':
    'Les outils d’auto-exclusion de vos paramètres de sécurité vous permettent de plafonner vos mises, vos pertes et votre temps sur le site, ou de vous exclure pour la durée de votre choix.',
  'Warning signs': 'Signaux d’alerte',
  'Take a break if you trade for longer than you meant to, raise your stakes to recover losses, or keep your trading from the people close to you.':
    'Faites une pause si vous tradez plus longtemps que prévu, augmentez vos mises pour récupérer vos pertes ou cachez votre trading à vos proches.',
  'Getting help': 'Obtenir de l’aide',
  'If trading worries you, contact our support team: we can set limits on your account or close it. Independent organisations also give free and confidential advice on problem gambling.':
    'Si le trading vous inquiète, contactez notre équipe d’assistance : nous pouvons fixer des limites sur votre compte ou le fermer. Des organismes indépendants offrent aussi des conseils gratuits et confidentiels sur le jeu problématique.',
  'Regulatory information': 'Informations réglementaires',
  'Risk warning': 'Avertissement sur les risques',
  'Binary options and CFDs are complex products, and trading them carries a high risk of losing money quickly. [_1]% of retail investor accounts lose money when trading these products with [_2].':
    'Les options binaires et les CFD sont des produits complexes, et leur négociation comporte un risque élevé de perdre rapidement de l’argent. [_1]% des comptes d’investisseurs particuliers perdent de l’argent en négociant ces produits avec [_2].',
  'Only trade with money you can afford to lose, and make sure you understand how these products work before you start.':
    'Ne négociez qu’avec de l’argent que vous pouvez vous permettre de perdre, et assurez-vous de comprendre le fonctionnement de ces produits avant de commencer.',
  '[_1] is licensed and regulated as an investment services provider by the [_2]Malta Financial Services Authority[_3].':
    '[_1] est agréée et réglementée en tant que prestataire de services d’investissement par la [_2]Malta Financial Services Authority[_3].',
  'GAMSTOP is a free self-exclusion scheme for Great Britain: it lets you block yourself from online gambling sites licensed there, this one included. Find out more at [_1]gamstop.co.uk[_2], or set your own limits on our [_3]self-exclusion page[_4].':
    'GAMSTOP est un programme gratuit d’auto-exclusion pour la Grande-Bretagne : il vous permet de vous interdire l’accès aux sites de jeux en ligne agréés là-bas, celui-ci compris. Pour en savoir plus, consultez [_1]gamstop.co.uk[_2], ou fixez vos propres limites sur notre [_3]page d’auto-exclusion[_4].',
  'Redirect notice': 'Avis de redirection',
  'You are leaving [_1] for a third-party website. [_1] does not own or control that website and is not responsible for what it says or does. Do you want to proceed?':
    'Vous quittez [_1] pour un site web tiers. [_1] ne possède ni ne contrôle ce site et n’est pas responsable de ce qu’il dit ou fait. Voulez-vous continuer ?',
  'Map of the European Union countries we serve': 'Carte des pays de l’Union européenne que nous servons',
  'Clients in these countries are served by our Malta investment company.':
    'Les clients de ces pays sont servis par notre société d’investissement maltaise.',
};

export default fr;
