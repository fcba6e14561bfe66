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
  'Loading…': 'Chargement…',
  'Logging you in…': 'Connexion en cours…',
  'Login time': 'Heure de connexion',
  'Low barrier': 'Barrière basse',
  'MT5 withdrawals have been disabled on your account. Please check your email for more details.':
    'Les retraits MT5 ont été désactivés sur votre compte. Veuillez consulter vos e-mails pour plus de détails.',
  'Main menu': 'Menu principal',
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
  'Sold for [_1]. Your transaction reference is [_2].': 'Vendu pour [_1]. La référence de votre transaction est [_2].',
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
  '[_1] at [_2]': '[_1] à [_2]',
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
};

export default fr;
