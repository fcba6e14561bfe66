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
  'Create a demo account': 'Demokonto eröffnen',
  'Enter your e-mail address and we will send you a link to verify it.':
    'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link, um sie zu bestätigen.',
  Email: 'E-Mail',
  'Create free account': 'Kostenloses Konto eröffnen',
  'Thank you for signing up! Please check your email to complete the registration process.':
    'Vielen Dank für Ihre Registrierung! Bitte prüfen Sie Ihre E-Mails, um die Registrierung abzuschließen.',
  'Sorry, account signup is not available in your country.':
    'Leider ist die Kontoregistrierung in Ihrem Land nicht verfügbar.',
  'Verification code': 'Bestätigungscode',
  Password: 'Passwort',
  'Verify password': 'Passwort bestätigen',
  'Country of residence': 'Wohnsitzland',
  'Please select': 'Bitte auswählen',
  'I agree to receive news and special offers by e-mail.':
    'Ich möchte Neuigkeiten und Sonderangebote per E-Mail erhalten.',
  'Open account': 'Konto eröffnen',
  'Password is not strong enough.': 'Das Passwort ist nicht sicher genug.',
  'Your token has expired or is invalid. Please click [_1] to restart the verification process.':
    'Ihr Token ist abgelaufen oder ungültig. Bitte klicken Sie [_1], um die Bestätigung neu zu starten.',
  here: 'hier',
  'The email address provided is already in use. If you forgot your password, please try our [_1] or contact our customer service.':
    'Die angegebene E-Mail-Adresse wird bereits verwendet. Falls Sie Ihr Passwort vergessen haben, nutzen Sie bitte unser [_1] oder wenden Sie sich an unseren Kundendienst.',
  'password recovery tool': 'Tool zur Passwortwiederherstellung',
  'Password reset': 'Passwort zurücksetzen',
  'Enter the e-mail address of your account and we will send you a link to reset your password.':
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein, und wir senden Ihnen einen Link, um Ihr Passwort zurückzusetzen.',
  'Send reset link': 'Link zum Zurücksetzen senden',
  'Please check your email for the password reset link.':
    'Bitte prüfen Sie Ihre E-Mails auf den Link zum Zurücksetzen des Passworts.',
  'Choose a new password for your account.': 'Wählen Sie ein neues Passwort für Ihr Konto.',
  'I have a real money account': 'Ich habe ein Echtgeldkonto',
  'Date of birth': 'Geburtsdatum',
  'New password': 'Neues Passwort',
  'Verify new password': 'Neues Passwort bestätigen',
  'Reset password': 'Passwort zurücksetzen',
  'Your password has been successfully reset. Please log into your account using your new password.':
    'Ihr Passwort wurde erfolgreich zurückgesetzt. Bitte melden Sie sich mit Ihrem neuen Passwort bei Ihrem Konto an.',
  'Please click the link below to restart the password recovery process.':
    'Bitte klicken Sie auf den Link unten, um die Passwortwiederherstellung neu zu starten.',
  'Restart password recovery': 'Passwortwiederherstellung neu starten',
  'Welcome!': 'Willkommen!',
  'Your demo account [_1] is ready to trade with virtual money.':
    'Ihr Demokonto [_1] ist bereit für den Handel mit virtuellem Geld.',
  'Upgrade to a Real Account': 'Auf ein Echtgeldkonto upgraden',
  'Upgrade to a Financial Account': 'Auf ein Finanzkonto upgraden',
  'Start trading': 'Handeln beginnen',
  'This field is required.': 'Dieses Feld ist erforderlich.',
  'App ID': 'App-ID',
  'Apply now as a professional investor': 'Jetzt als professioneller Anleger bewerben',
  Asset: 'Basiswert',
  Audit: 'Prüfung',
  Back: 'Zurück',
  Barrier: 'Barriere',
  'Barrier must be a non-zero number.': 'Die Barriere muss eine Zahl ungleich null sein.',
  'Binary Options Trading has been disabled on your account. Kindly [_1]contact customer support[_2] for assistance.':
    'Der Handel mit binären Optionen wurde für Ihr Konto gesperrt. Bitte [_1]wenden Sie sich an den Kundensupport[_2].',
  Cancel: 'Abbrechen',
  'Change API endpoint': 'API-Endpunkt ändern',
  'Chart is not available for this underlying.': 'Für diesen Basiswert ist kein Chart verfügbar.',
  Close: 'Schließen',
  Confirm: 'Bestätigen',
  'Connecting to server': 'Verbindung zum Server wird hergestellt',
  'Connection error: Please check your internet connection.':
    'Verbindungsfehler: Bitte überprüfen Sie Ihre Internetverbindung.',
  'Continue trading': 'Weiter handeln',
  Contract: 'Kontrakt',
  'Contract details': 'Kontraktdetails',
  'Contract ends': 'Kontraktende',
  'Contract has not started yet': 'Der Kontrakt hat noch nicht begonnen',
  'Contract starts': 'Kontraktbeginn',
  'Contract ticks': 'Kontrakt-Ticks',
  'Contracts bought': 'Gekaufte Kontrakte',
  'Contracts sold': 'Verkaufte Kontrakte',
  Cookies: 'Cookies',
  'Current spot': 'Aktueller Kurs',
  'Current time': 'Aktuelle Zeit',
  'Deposits and withdrawals have been disabled on your account. Please check your email for more details.':
    'Ein- und Auszahlungen wurden für Ihr Konto gesperrt. Weitere Einzelheiten finden Sie in Ihren E-Mails.',
  'Do not show this again': 'Nicht mehr anzeigen',
  'End time': 'Endzeit',
  'Entry spot': 'Einstiegskurs',
  'Exit spot': 'Ausstiegskurs',
  'Expiry time': 'Ablaufzeit',
  'Final price': 'Schlusskurs',
  'Go to trading': 'Zum Handel',
  'High barrier': 'Obere Barriere',
  'High barrier must be higher than low barrier.': 'Die obere Barriere muss höher sein als die untere Barriere.',
  'I want to reapply': 'Ich möchte mich erneut bewerben',
  'In the EU, financial binary options are only available to professional investors.':
    'In der EU sind binäre Finanzoptionen nur für professionelle Anleger verfügbar.',
  Indicative: 'Indikativ',
  'Indicative price': 'Indikativer Preis',
  'Invalid email address.': 'Ungültige E-Mail-Adresse.',
  'Invalid verification code.': 'Ungültiger Bestätigungscode.',
  'Live chat': 'Live-Chat',
  'Live chat is unavailable at the moment.': 'Der Live-Chat ist derzeit nicht verfügbar.',
  'Asset Index': 'Basiswert-Index',
  Closes: 'Schließt',
  Date: 'Datum',
  Item: 'Posten',
  Limit: 'Limit',
  Limits: 'Limits',
  'Maximum account cash balance': 'Maximales Kontoguthaben',
  'Maximum aggregate payouts on open positions': 'Maximale Gesamtauszahlungen offener Positionen',
  'Maximum daily turnover': 'Maximaler Tagesumsatz',
  'Maximum duration': 'Maximale Laufzeit',
  'Maximum number of open positions': 'Maximale Anzahl offener Positionen',
  'Minimum duration': 'Minimale Laufzeit',
  Opens: 'Öffnet',
  Settles: 'Abrechnung',
  'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1] (or equivalent in other currency).':
    'Ihre derzeit sofort mögliche Höchstauszahlung (sofern Ihr Konto über ausreichendes Guthaben verfügt) beträgt daher [_1] (oder den Gegenwert in einer anderen Währung).',
  'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1].':
    'Ihre derzeit sofort mögliche Höchstauszahlung (sofern Ihr Konto über ausreichendes Guthaben verfügt) beträgt daher [_1].',
  'Trading Limits': 'Handelslimits',
  'Trading Times': 'Handelszeiten',
  'Trading and Withdrawal Limits': 'Handels- und Auszahlungslimits',
  'Trading times for [_1] (GMT)': 'Handelszeiten am [_1] (GMT)',
  'Upcoming Events': 'Bevorstehende Ereignisse',
  'Withdrawal Limits': 'Auszahlungslimits',
  'You have already withdrawn [_1].': 'Sie haben bereits [_1] abgehoben.',
  'You have already withdrawn the equivalent of [_1] in aggregate over the last [_2] days.':
    'Sie haben in den letzten [_2] Tagen insgesamt bereits den Gegenwert von [_1] abgehoben.',
  'You have already withdrawn the equivalent of [_1].': 'Sie haben bereits den Gegenwert von [_1] abgehoben.',
  'Your [_1] day withdrawal limit is currently [_2] (or equivalent in other currency).':
    'Ihr Auszahlungslimit für [_1] Tage beträgt derzeit [_2] (oder den Gegenwert in einer anderen Währung).',
  'Your account is fully authenticated and your withdrawal limits have been lifted.':
    'Ihr Konto ist vollständig verifiziert und Ihre Auszahlungslimits wurden aufgehoben.',
  'Your withdrawal limit is [_1] (or equivalent in other currency).':
    'Ihr Auszahlungslimit beträgt [_1] (oder den Gegenwert in einer anderen Währung).',
  'Your withdrawal limit is [_1].': 'Ihr Auszahlungslimit beträgt [_1].',
  'Loading…': 'Wird geladen…',
  'Logging you in…': 'Sie werden angemeldet…',
  'This log-in did not start in this browser, so you have not been logged in. Please [_1] again.':
    'Diese Anmeldung wurde nicht in diesem Browser begonnen, deshalb sind Sie nicht angemeldet. Bitte [_1], um es erneut zu versuchen.',
  'Login time': 'Anmeldezeit',
  'Low barrier': 'Untere Barriere',
  'MT5 withdrawals have been disabled on your account. Please check your email for more details.':
    'MT5-Auszahlungen wurden für Ihr Konto gesperrt. Weitere Einzelheiten finden Sie in Ihren E-Mails.',
  'Main menu': 'Hauptmenü',
  'The connection was lost before your purchase was confirmed. Please check your portfolio to see whether it went through.':
    'Die Verbindung wurde unterbrochen, bevor Ihr Kauf bestätigt wurde. Bitte prüfen Sie in Ihrem Portfolio, ob er ausgeführt wurde.',
  'Market is closed. Please try again later.': 'Der Markt ist geschlossen. Bitte versuchen Sie es später erneut.',
  'All barriers in this trading window are expired.': 'Alle Barrieren in diesem Handelsfenster sind abgelaufen.',
  'Multi-barrier': 'Multi-Barriere',
  'Maximum multiplier of 1000.': 'Der Multiplikator beträgt höchstens 1000.',
  'Minimum of [_1] characters required.': {
    one: 'Mindestens [_1] Zeichen erforderlich.',
    other: 'Mindestens [_1] Zeichen erforderlich.',
  },
  Next: 'Weiter',
  'No currency assigned': 'Keine Währung zugewiesen',
  'Note: the contract is sold at the market price when the request reaches our servers; it may differ from the indicative price.':
    'Hinweis: Der Kontrakt wird zum Marktpreis verkauft, wenn die Anfrage unsere Server erreicht; dieser kann vom indikativen Preis abweichen.',
  OK: 'OK',
  Offline: 'Offline',
  Online: 'Online',
  'Only letters, numbers, space, and hyphen are allowed.':
    'Nur Buchstaben, Zahlen, Leerzeichen und Bindestriche sind erlaubt.',
  'Only letters, numbers, space, and these special characters are allowed: [_1]':
    'Nur Buchstaben, Zahlen, Leerzeichen und diese Sonderzeichen sind erlaubt: [_1]',
  'Only letters, numbers, space, hyphen, period, and apostrophe are allowed.':
    'Nur Buchstaben, Zahlen, Leerzeichen, Bindestriche, Punkte und Apostrophe sind erlaubt.',
  'Only letters, space, hyphen, period, and apostrophe are allowed.':
    'Nur Buchstaben, Leerzeichen, Bindestriche, Punkte und Apostrophe sind erlaubt.',
  'Only numbers, hyphens, and spaces are allowed.': 'Nur Zahlen, Bindestriche und Leerzeichen sind erlaubt.',
  'Open contracts': 'Offene Kontrakte',
  'Options trading can become a real addiction, as can any other activity pushed to its limits. To avoid the danger of such an addiction, we provide a reality-check that gives you a summary of your trades and accounts on a regular basis.':
    'Der Handel mit Optionen kann, wie jede bis an ihre Grenzen getriebene Tätigkeit, zu einer echten Sucht werden. Um dieser Gefahr vorzubeugen, bieten wir einen Realitätscheck, der Ihnen regelmäßig eine Übersicht über Ihre Trades und Konten gibt.',
  'Password should have lower and uppercase letters with numbers.':
    'Das Passwort muss Klein- und Großbuchstaben sowie Zahlen enthalten.',
  Payout: 'Auszahlung',
  'Please [_1]accept the updated Terms and Conditions[_2] to lift your withdrawal and trading limits.':
    'Bitte [_1]akzeptieren Sie die aktualisierten Allgemeinen Geschäftsbedingungen[_2], um Ihre Auszahlungs- und Handelslimits aufzuheben.',
  'Please [_1]complete your account profile[_2] to lift your withdrawal and trading limits.':
    'Bitte [_1]vervollständigen Sie Ihr Kontoprofil[_2], um Ihre Auszahlungs- und Handelslimits aufzuheben.',
  'Please complete the [_1]financial assessment form[_2] to lift your withdrawal and trading limits.':
    'Bitte füllen Sie den [_1]Fragebogen zur finanziellen Situation[_2] aus, um Ihre Auszahlungs- und Handelslimits aufzuheben.',
  'Please complete your [_1]personal details[_2] before you proceed.':
    'Bitte vervollständigen Sie Ihre [_1]persönlichen Daten[_2], bevor Sie fortfahren.',
  'Please log in': 'Bitte melden Sie sich an',
  'Please reload the page': 'Bitte laden Sie die Seite neu',
  'Please select the checkbox.': 'Bitte aktivieren Sie das Kontrollkästchen.',
  'Please set [_1]country of residence[_2] before upgrading to a real-money account.':
    'Bitte legen Sie Ihr [_1]Wohnsitzland[_2] fest, bevor Sie auf ein Echtgeldkonto wechseln.',
  'Please set the [_1]currency[_2] of your account.': 'Bitte legen Sie die [_1]Währung[_2] Ihres Kontos fest.',
  'Please set your [_1]30-day turnover limit[_2] to remove deposit limits.':
    'Bitte legen Sie Ihr [_1]30-Tage-Umsatzlimit[_2] fest, um die Einzahlungslimits aufzuheben.',
  'Please try Volatility Indices or other markets.':
    'Bitte versuchen Sie es mit Volatilitätsindizes oder anderen Märkten.',
  Portfolio: 'Portfolio',
  'Potential profit': 'Möglicher Gewinn',
  'Profit / Loss': 'Gewinn / Verlust',
  'Profit/Loss': 'Gewinn/Verlust',
  Purchase: 'Kauf',
  'Purchase price': 'Kaufpreis',
  'Reality check': 'Realitätscheck',
  'Reality-check interval (minutes)': 'Intervall des Realitätschecks (Minuten)',
  'Ref.': 'Ref.',
  Reference: 'Referenz',
  'Resale not offered': 'Weiterverkauf nicht möglich',
  'Reset time': 'Reset-Zeit',
  'Reset barrier': 'Reset-Barriere',
  'Reset to original settings': 'Auf ursprüngliche Einstellungen zurücksetzen',
  Result: 'Ergebnis',
  'Scroll to top': 'Nach oben scrollen',
  Sections: 'Bereiche',
  'Sell at market': 'Zum Marktpreis verkaufen',
  Server: 'Server',
  'Session duration': 'Sitzungsdauer',
  'Should be [_1]': 'Sollte [_1] sein',
  'Should be a valid number.': 'Sollte eine gültige Zahl sein.',
  'Should be between [_1] and [_2]': 'Sollte zwischen [_1] und [_2] liegen',
  'Should be less than [_1]': 'Sollte kleiner als [_1] sein',
  'Should be more than [_1]': 'Sollte größer als [_1] sein',
  'Should start with letter or number, and may contain hyphen and underscore.':
    'Muss mit einem Buchstaben oder einer Zahl beginnen und darf Bindestriche und Unterstriche enthalten.',
  'Sign out': 'Abmelden',
  'Sorry, an error occurred while processing your request.':
    'Leider ist bei der Bearbeitung Ihrer Anfrage ein Fehler aufgetreten.',
  'Sorry, this feature is available to virtual accounts only.':
    'Diese Funktion ist leider nur für Demokonten verfügbar.',
  'Sorry, your account is not authorised for any further contract purchases.':
    'Ihr Konto ist leider nicht für weitere Kontraktkäufe berechtigt.',
  Spot: 'Kurs',
  'Start time': 'Startzeit',
  Status: 'Status',
  Submit: 'Absenden',
  'The page you requested could not be found. It may have been moved or no longer exists.':
    'Die angeforderte Seite wurde nicht gefunden. Sie wurde möglicherweise verschoben oder existiert nicht mehr.',
  'The two passwords that you entered do not match.': 'Die beiden eingegebenen Passwörter stimmen nicht überein.',
  'There was an error': 'Es ist ein Fehler aufgetreten',
  'There was some invalid character in an input field.': 'Ein Eingabefeld enthält ein ungültiges Zeichen.',
  'This contract lost': 'Dieser Kontrakt hat verloren',
  'This contract won': 'Dieser Kontrakt hat gewonnen',
  'This feature is not relevant to virtual-money accounts.': 'Diese Funktion ist für Demokonten nicht relevant.',
  'This page is only available to logged out clients.': 'Diese Seite ist nur für abgemeldete Kunden verfügbar.',
  'This symbol is not active. Please try another symbol.':
    'Dieses Symbol ist nicht aktiv. Bitte versuchen Sie ein anderes Symbol.',
  Tick: 'Tick',
  'Ticks history returned an empty array.': 'Der Tick-Verlauf hat eine leere Liste zurückgegeben.',
  Time: 'Zeit',
  'Time is in the wrong format.': 'Die Zeit hat das falsche Format.',
  'Top up': 'Aufladen',
  'Top up virtual account': 'Demokonto aufladen',
  Total: 'Gesamt',
  'Trading and deposits have been disabled on your account. Kindly [_1]contact customer support[_2] for assistance.':
    'Handel und Einzahlungen wurden für Ihr Konto gesperrt. Bitte [_1]wenden Sie sich an den Kundensupport[_2].',
  'Trading is unavailable at this time.': 'Der Handel ist derzeit nicht verfügbar.',
  Turnover: 'Umsatz',
  Understood: 'Verstanden',
  'Up to [_1] decimal places are allowed.': {
    one: 'Bis zu [_1] Dezimalstelle ist erlaubt.',
    other: 'Bis zu [_1] Dezimalstellen sind erlaubt.',
  },
  'Verification code is wrong. Please use the link sent to your email.':
    'Der Bestätigungscode ist falsch. Bitte verwenden Sie den Link, den wir Ihnen per E-Mail gesendet haben.',
  View: 'Ansehen',
  'Waiting for contract settlement.': 'Warten auf die Abrechnung des Kontrakts.',
  'Waiting for entry tick.': 'Warten auf den Einstiegstick.',
  'Waiting for exit tick.': 'Warten auf den Ausstiegstick.',
  'We are reviewing your documents. For more details [_1]contact us[_2].':
    'Wir prüfen Ihre Dokumente. Für weitere Einzelheiten [_1]kontaktieren Sie uns[_2].',
  'Withdrawals have been disabled on your account. Please check your email for more details.':
    'Auszahlungen wurden für Ihr Konto gesperrt. Weitere Einzelheiten finden Sie in Ihren E-Mails.',
  'You can close this window without interrupting your trade.':
    'Sie können dieses Fenster schließen, ohne Ihren Trade zu unterbrechen.',
  'You have no open positions.': 'Sie haben keine offenen Positionen.',
  'You have reached the limit.': 'Sie haben das Limit erreicht.',
  'You have reached the rate limit of requests per second. Please try later.':
    'Sie haben das Limit für Anfragen pro Sekunde erreicht. Bitte versuchen Sie es später erneut.',
  'You should enter [_1] characters.': {
    one: 'Bitte geben Sie [_1] Zeichen ein.',
    other: 'Bitte geben Sie [_1] Zeichen ein.',
  },
  'Your account is restricted. Kindly [_1]contact customer support[_2] for assistance.':
    'Ihr Konto ist eingeschränkt. Bitte [_1]wenden Sie sich an den Kundensupport[_2].',
  'Your application to be treated as a professional client is being processed.':
    'Ihr Antrag auf Einstufung als professioneller Kunde wird bearbeitet.',
  'Your professional client request is not approved. Please reapply once the required criteria has been fulfilled.':
    'Ihr Antrag als professioneller Kunde wurde nicht genehmigt. Bitte bewerben Sie sich erneut, sobald die erforderlichen Kriterien erfüllt sind.',
  'More information can be found in an email sent to you.':
    'Weitere Informationen finden Sie in einer E-Mail, die wir Ihnen gesendet haben.',
  'Your session duration limit will end in [_1] seconds.': {
    one: 'Ihr Limit für die Sitzungsdauer endet in [_1] Sekunde.',
    other: 'Ihr Limit für die Sitzungsdauer endet in [_1] Sekunden.',
  },
  'Your trading statistics since [_1].': 'Ihre Handelsstatistik seit [_1].',
  'Your virtual account balance is low. Would you like to top up [_1] [_2]?':
    'Ihr Demokontoguthaben ist niedrig. Möchten Sie [_1] [_2] aufladen?',
  'Your web browser ([_1]) is out of date and may affect your trading experience. Proceed at your own risk.':
    'Ihr Webbrowser ([_1]) ist veraltet und kann Ihr Handelserlebnis beeinträchtigen. Fortfahren auf eigene Gefahr.',
  '[_1] [_2] has been credited into your virtual account: [_3].':
    '[_1] [_2] wurden Ihrem Demokonto gutgeschrieben: [_3].',
  '[_1] and [_2] cannot be the same.': '[_1] und [_2] dürfen nicht gleich sein.',
  "[_1] requires your browser's web storage to be enabled in order to function properly. Please enable it or exit private browsing mode.":
    '[_1] benötigt den Webspeicher Ihres Browsers, um richtig zu funktionieren. Bitte aktivieren Sie ihn oder verlassen Sie den privaten Modus.',
  '[_1] uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies.':
    '[_1] verwendet Cookies, um Ihnen die bestmögliche Erfahrung auf unserer Website zu bieten. Wenn Sie die Website weiter nutzen, stimmen Sie der Verwendung von Cookies zu.',
  '[_1]Authenticate your account[_2] now to take full advantage of all payment methods available.':
    '[_1]Verifizieren Sie jetzt Ihr Konto[_2], um alle verfügbaren Zahlungsmethoden voll zu nutzen.',
  '[_1]Your Proof of Identity or Proof of Address[_2] did not meet our requirements. Please check your email for further instructions.':
    '[_1]Ihr Identitäts- oder Adressnachweis[_2] entsprach nicht unseren Anforderungen. Weitere Anweisungen finden Sie in Ihren E-Mails.',
  '(closed)': '(geschlossen)',
  'Account balance': 'Kontostand',
  'Allow equals': 'Gleichstand zulassen',
  Amount: 'Betrag',
  'Asian Fall': 'Asian Fallend',
  'Asian Fall: win the payout if the last tick is lower than the average of the ticks.':
    'Asian Fallend: Sie erhalten die Auszahlung, wenn der letzte Tick niedriger als der Durchschnitt der Ticks ist.',
  'Asian Rise': 'Asian Steigend',
  'Asian Rise: win the payout if the last tick is higher than the average of the ticks.':
    'Asian Steigend: Sie erhalten die Auszahlung, wenn der letzte Tick höher als der Durchschnitt der Ticks ist.',
  Asians: 'Asians',
  Basis: 'Basis',
  'Call Spread': 'Call-Spread',
  'Call Spread/Put Spread': 'Call-Spread/Put-Spread',
  'Call Spread: win up to the payout if the exit spot is above the low barrier; the full payout at or above the high barrier.':
    'Call-Spread: Sie erhalten bis zur Auszahlung, wenn der Ausstiegskurs über der unteren Barriere liegt; die volle Auszahlung auf oder über der oberen Barriere.',
  Chart: 'Chart',
  'Close-Low': 'Close-Low',
  'Close-Low: win the difference between the exit spot and the lowest point, times the multiplier.':
    'Close-Low: Sie erhalten die Differenz zwischen dem Ausstiegskurs und dem Tiefststand, multipliziert mit dem Multiplikator.',
  'Contract Confirmation': 'Kontraktbestätigung',
  'Contract ID': 'Kontrakt-ID',
  'Contract category': 'Kontraktkategorie',
  'Contract type': 'Kontrakttyp',
  Currency: 'Währung',
  Differs: 'Weicht ab',
  'Differs: win the payout if the last digit of the last tick is not your prediction.':
    'Weicht ab: Sie erhalten die Auszahlung, wenn die letzte Ziffer des letzten Ticks nicht Ihrer Prognose entspricht.',
  Digits: 'Ziffern',
  'Does Not Touch': 'Berührt nicht',
  'Does Not Touch: win the payout if the market never touches the barrier before expiry.':
    'Berührt nicht: Sie erhalten die Auszahlung, wenn der Markt die Barriere vor dem Ablauf nie berührt.',
  Duration: 'Laufzeit',
  'Duration amount': 'Laufzeitwert',
  'Duration unit': 'Laufzeiteinheit',
  'End date': 'Enddatum',
  'End time (GMT)': 'Endzeit (GMT)',
  'Ends Between': 'Endet innerhalb',
  'Ends Between/Ends Outside': 'Endet innerhalb/Endet außerhalb',
  'Ends Between: win the payout if the exit spot is strictly between the low and high barriers.':
    'Endet innerhalb: Sie erhalten die Auszahlung, wenn der Ausstiegskurs strikt zwischen der unteren und der oberen Barriere liegt.',
  'Ends Outside': 'Endet außerhalb',
  'Ends Outside: win the payout if the exit spot is at or above the high barrier, or at or below the low barrier.':
    'Endet außerhalb: Sie erhalten die Auszahlung, wenn der Ausstiegskurs auf oder über der oberen Barriere oder auf oder unter der unteren Barriere liegt.',
  Even: 'Gerade',
  'Even/Odd': 'Gerade/Ungerade',
  'Even: win the payout if the last digit of the last tick is even.':
    'Gerade: Sie erhalten die Auszahlung, wenn die letzte Ziffer des letzten Ticks gerade ist.',
  Expiry: 'Ablauf',
  Explanation: 'Erklärung',
  Fall: 'Fallend',
  'Fall: win the payout if the exit spot is strictly lower than the entry spot.':
    'Fallend: Sie erhalten die Auszahlung, wenn der Ausstiegskurs strikt niedriger als der Einstiegskurs ist.',
  'Goes Outside': 'Verlässt Bereich',
  'Goes Outside: win the payout if the market touches either barrier before expiry.':
    'Verlässt Bereich: Sie erhalten die Auszahlung, wenn der Markt vor dem Ablauf eine der Barrieren berührt.',
  'High Tick': 'Hoher Tick',
  'High Tick: win the payout if the selected tick is the highest of the next five ticks.':
    'Hoher Tick: Sie erhalten die Auszahlung, wenn der gewählte Tick der höchste der nächsten fünf Ticks ist.',
  'High-Close': 'High-Close',
  'High-Close: win the difference between the highest point and the exit spot, times the multiplier.':
    'High-Close: Sie erhalten die Differenz zwischen dem Höchststand und dem Ausstiegskurs, multipliziert mit dem Multiplikator.',
  'High-Low': 'High-Low',
  'High-Low: win the difference between the highest and the lowest points, times the multiplier.':
    'High-Low: Sie erhalten die Differenz zwischen dem Höchst- und dem Tiefststand, multipliziert mit dem Multiplikator.',
  'High/Low Ticks': 'Hohe/Niedrige Ticks',
  Higher: 'Höher',
  'Higher/Lower': 'Höher/Tiefer',
  'Higher: win the payout if the exit spot is higher than or equal to the barrier.':
    'Höher: Sie erhalten die Auszahlung, wenn der Ausstiegskurs höher als die Barriere oder gleich hoch ist.',
  'Higher: win the payout if the exit spot is strictly higher than the barrier.':
    'Höher: Sie erhalten die Auszahlung, wenn der Ausstiegskurs strikt höher als die Barriere ist.',
  'In/Out': 'Innerhalb/Außerhalb',
  'Last Digit Stats': 'Statistik der letzten Ziffer',
  'Last [_1] ticks': 'Letzte [_1] Ticks',
  'Last digit prediction': 'Prognose der letzten Ziffer',
  Less: 'Weniger',
  Lookbacks: 'Lookbacks',
  'Low Tick': 'Niedriger Tick',
  'Low Tick: win the payout if the selected tick is the lowest of the next five ticks.':
    'Niedriger Tick: Sie erhalten die Auszahlung, wenn der gewählte Tick der niedrigste der nächsten fünf Ticks ist.',
  Lower: 'Tiefer',
  'Lower: win the payout if the exit spot is lower than or equal to the barrier.':
    'Tiefer: Sie erhalten die Auszahlung, wenn der Ausstiegskurs niedriger als die Barriere oder gleich hoch ist.',
  'Lower: win the payout if the exit spot is strictly lower than the barrier.':
    'Tiefer: Sie erhalten die Auszahlung, wenn der Ausstiegskurs strikt niedriger als die Barriere ist.',
  Market: 'Markt',
  Matches: 'Stimmt überein',
  'Matches/Differs': 'Stimmt überein/Weicht ab',
  'Matches: win the payout if the last digit of the last tick is your prediction.':
    'Stimmt überein: Sie erhalten die Auszahlung, wenn die letzte Ziffer des letzten Ticks Ihrer Prognose entspricht.',
  'Minimum [_1]': 'Mindestens [_1]',
  More: 'Mehr',
  'Multi-barrier trading': 'Multi-Barrieren-Handel',
  Multiplier: 'Multiplikator',
  'Net profit: [_1] | Return [_2]': 'Nettogewinn: [_1] | Rendite [_2]',
  'Price up': 'Kurs gestiegen',
  'Price down': 'Kurs gefallen',
  'Please correct the form to see a price.': 'Bitte korrigieren Sie das Formular, um einen Preis zu sehen.',
  Now: 'Jetzt',
  'Number of ticks': 'Anzahl der Ticks',
  Odd: 'Ungerade',
  'Odd: win the payout if the last digit of the last tick is odd.':
    'Ungerade: Sie erhalten die Auszahlung, wenn die letzte Ziffer des letzten Ticks ungerade ist.',
  'Only Downs': 'Nur Abwärts',
  'Only Downs: win the payout if every tick is lower than the one before it, for the whole duration.':
    'Nur Abwärts: Sie erhalten die Auszahlung, wenn während der gesamten Laufzeit jeder Tick niedriger als der vorherige ist.',
  'Only Ups': 'Nur Aufwärts',
  'Only Ups/Only Downs': 'Nur Aufwärts/Nur Abwärts',
  'Only Ups: win the payout if every tick is higher than the one before it, for the whole duration.':
    'Nur Aufwärts: Sie erhalten die Auszahlung, wenn während der gesamten Laufzeit jeder Tick höher als der vorherige ist.',
  Over: 'Über',
  'Over/Under': 'Über/Unter',
  'Over: win the payout if the last digit of the last tick is greater than your prediction.':
    'Über: Sie erhalten die Auszahlung, wenn die letzte Ziffer des letzten Ticks größer als Ihre Prognose ist.',
  'Payout amount': 'Auszahlungsbetrag',
  'Payout list': 'Auszahlungsliste',
  'Potential Payout': 'Mögliche Auszahlung',
  'Potential Profit': 'Möglicher Gewinn',
  'Purchasing…': 'Kauf läuft…',
  'Put Spread': 'Put-Spread',
  'Put Spread: win up to the payout if the exit spot is below the high barrier; the full payout at or below the low barrier.':
    'Put-Spread: Sie erhalten bis zur Auszahlung, wenn der Ausstiegskurs unter der oberen Barriere liegt; die volle Auszahlung auf oder unter der unteren Barriere.',
  'Remaining time': 'Verbleibende Zeit',
  'Reset Call': 'Reset-Call',
  'Reset Call/Reset Put': 'Reset-Call/Reset-Put',
  'Reset Call: win the payout if the exit spot is higher than the barrier; if the spot is below the barrier at the reset time, the barrier resets to that spot.':
    'Reset-Call: Sie erhalten die Auszahlung, wenn der Ausstiegskurs höher als die Barriere ist; liegt der Kurs zum Reset-Zeitpunkt unter der Barriere, wird die Barriere auf diesen Kurs zurückgesetzt.',
  'Reset Put': 'Reset-Put',
  'Reset Put: win the payout if the exit spot is lower than the barrier; if the spot is above the barrier at the reset time, the barrier resets to that spot.':
    'Reset-Put: Sie erhalten die Auszahlung, wenn der Ausstiegskurs niedriger als die Barriere ist; liegt der Kurs zum Reset-Zeitpunkt über der Barriere, wird die Barriere auf diesen Kurs zurückgesetzt.',
  Rise: 'Steigend',
  'Rise/Fall': 'Steigend/Fallend',
  'Rise: win the payout if the exit spot is strictly higher than the entry spot.':
    'Steigend: Sie erhalten die Auszahlung, wenn der Ausstiegskurs strikt höher als der Einstiegskurs ist.',
  'Selected tick': 'Gewählter Tick',
  Stake: 'Einsatz',
  'Stays Between': 'Bleibt innerhalb',
  'Stays Between/Goes Outside': 'Bleibt innerhalb/Verlässt Bereich',
  'Stays Between: win the payout if the market stays between the barriers for the whole contract.':
    'Bleibt innerhalb: Sie erhalten die Auszahlung, wenn der Markt während des gesamten Kontrakts zwischen den Barrieren bleibt.',
  'Syncing…': 'Synchronisierung…',
  'Total Cost': 'Gesamtkosten',
  'Touch/No Touch': 'Berührt/Berührt nicht',
  Touches: 'Berührt',
  'Touches: win the payout if the market touches the barrier at any time before expiry.':
    'Berührt: Sie erhalten die Auszahlung, wenn der Markt die Barriere vor dem Ablauf zu irgendeinem Zeitpunkt berührt.',
  'Trading period': 'Handelszeitraum',
  Under: 'Unter',
  'Under: win the payout if the last digit of the last tick is less than your prediction.':
    'Unter: Sie erhalten die Auszahlung, wenn die letzte Ziffer des letzten Ticks kleiner als Ihre Prognose ist.',
  Underlying: 'Basiswert',
  'Up/Down': 'Auf/Ab',
  'With "Allow equals", Rise also wins when the exit spot equals the entry spot, and so does Fall.':
    'Mit „Gleichstand zulassen“ gewinnt Steigend auch, wenn der Ausstiegskurs dem Einstiegskurs entspricht, und ebenso Fallend.',
  'Your transaction reference is [_1]': 'Ihre Transaktionsreferenz lautet [_1]',
  '[_1] from [_2] to [_3] GMT, last value [_4]': '[_1] von [_2] bis [_3] GMT, letzter Wert [_4]',
  '[_1] [_2], [_3]': '[_1] [_2], [_3]',
  '[_1] · ends [_2]': '[_1] · endet [_2]',
  days: 'Tage',
  hours: 'Stunden',
  minutes: 'Minuten',
  seconds: 'Sekunden',
  ticks: 'Ticks',
  '[_1] ticks': { one: '[_1] Tick', other: '[_1] Ticks' },
  '[_1] seconds': { one: '[_1] Sekunde', other: '[_1] Sekunden' },
  '[_1] minutes': { one: '[_1] Minute', other: '[_1] Minuten' },
  '[_1] hours': { one: '[_1] Stunde', other: '[_1] Stunden' },
  '[_1] days': { one: '[_1] Tag', other: '[_1] Tage' },
  Balance: 'Saldo',
  Demo: 'Demo',
  Deposit: 'Einzahlung',
  Financial: 'Finanziell',
  Leverage: 'Hebel',
  Login: 'Login',
  MAM: 'MAM',
  'Main password': 'Hauptpasswort',
  'MetaTrader 5 accounts': 'MetaTrader 5-Konten',
  'Real-Money': 'Echtgeld',
  'Sorry, this feature is not available in your jurisdiction.':
    'Diese Funktion ist in Ihrer Rechtsordnung leider nicht verfügbar.',
  Synthetic: 'Synthetisch',
  Type: 'Typ',
  Withdrawal: 'Auszahlung',
  'You are on a virtual account. To open a real MT5 account, please upgrade to a real account.':
    'Sie nutzen ein Demokonto. Um ein echtes MT5-Konto zu eröffnen, wechseln Sie bitte zu einem Echtgeldkonto.',
  'You have insufficient funds in your Binary account, please add funds.':
    'Ihr Binary-Konto hat nicht genügend Guthaben, bitte zahlen Sie Geld ein.',
  'You have no accounts of this kind.': 'Sie haben keine Konten dieser Art.',
  'Your demo account [_1] has been topped up.': 'Ihr Demokonto [_1] wurde aufgeladen.',
  'Your request to transfer [_1] [_2] from [_3] to [_4] has been successfully processed.':
    'Ihre Anfrage, [_1] [_2] von [_3] auf [_4] zu übertragen, wurde erfolgreich bearbeitet.',
  "The password you entered is one of the world's most commonly used passwords. You should not be using this password.":
    'Das eingegebene Passwort gehört zu den weltweit am häufigsten verwendeten Passwörtern. Sie sollten dieses Passwort nicht verwenden.',
  'Estimated time to crack this password: [_1]': 'Geschätzte Zeit zum Knacken dieses Passworts: [_1]',
  '[_1] years': { one: '[_1] Jahr', other: '[_1] Jahre' },
  '[_1] thousand years': { one: '[_1] Tausend Jahre', other: '[_1] Tausend Jahre' },
  '[_1] million years': { one: '[_1] Million Jahre', other: '[_1] Millionen Jahre' },
  'Personal details': 'Persönliche Angaben',
  Title: 'Anrede',
  Mr: 'Herr',
  Ms: 'Frau',
  Miss: 'Fräulein',
  Mrs: 'Frau (verh.)',
  'First name': 'Vorname',
  'Last name': 'Nachname',
  'Place of birth': 'Geburtsort',
  Citizenship: 'Staatsangehörigkeit',
  'Account opening reason': 'Grund der Kontoeröffnung',
  Speculative: 'Spekulation',
  'Income Earning': 'Einkommenserzielung',
  Hedging: 'Absicherung',
  'Peer-to-peer exchange': 'Peer-to-Peer-Handel',
  'Additional revenue': 'Zusätzliche Einnahmen',
  Savings: 'Ersparnisse',
  'Address and phone': 'Adresse und Telefon',
  'First line of home address': 'Erste Zeile der Wohnadresse',
  'Second line of home address': 'Zweite Zeile der Wohnadresse',
  'Town/City': 'Stadt',
  'State/Province': 'Bundesland/Provinz',
  'Postal Code / ZIP': 'Postleitzahl',
  Telephone: 'Telefon',
  'Tax information (optional)': 'Steuerangaben (optional)',
  'Tax residence': 'Steuerlicher Wohnsitz',
  'Tax identification number': 'Steueridentifikationsnummer',
  'Open a real money account': 'Echtgeldkonto eröffnen',
  'Your demo account [_1] stays available beside the new account.':
    'Ihr Demokonto [_1] bleibt neben dem neuen Konto verfügbar.',
  'Choose the currency of your account': 'Wählen Sie die Währung Ihres Kontos',
  'The currency of your account [_1] cannot be changed once it is set.':
    'Die Währung Ihres Kontos [_1] kann nach der Festlegung nicht mehr geändert werden.',
  'Fiat currencies': 'Fiatwährungen',
  Cryptocurrencies: 'Kryptowährungen',
  'Please choose a currency': 'Bitte wählen Sie eine Währung',
  'Set currency': 'Währung festlegen',
  'Confirm your currency': 'Währung bestätigen',
  'Your account [_1] will trade in [_2]. This cannot be changed later.':
    'Ihr Konto [_1] wird in [_2] handeln. Dies kann später nicht geändert werden.',
  Trade: 'Handeln',
  Reports: 'Berichte',
  Cashier: 'Kasse',
  Resources: 'Ressourcen',
  'About us': 'Über uns',
  'My account': 'Mein Konto',
  'MetaTrader 5': 'MetaTrader 5',
  Menu: 'Menü',
  'Higher or equal': 'Höher oder gleich',
  'Lower or equal': 'Tiefer oder gleich',
  'Digit Matches': 'Ziffer stimmt überein',
  'Digit Differs': 'Ziffer weicht ab',
  'Digit Even': 'Ziffer gerade',
  'Digit Odd': 'Ziffer ungerade',
  'Digit Over': 'Ziffer über',
  'Digit Under': 'Ziffer unter',
  'Equals [_1]': 'Gleich [_1]',
  'Not [_1]': 'Nicht [_1]',
  'Sold for [_1].': 'Verkauft für [_1].',
  'Your transaction reference is [_1].': 'Ihre Transaktionsreferenz lautet [_1].',
  'Confirm your transfer': 'Überweisung bestätigen',
  'Confirm your withdrawal': 'Auszahlung bestätigen',
  Contact: 'Kontakt',
  'Deposit commission': 'Einzahlungsprovision',
  Description: 'Beschreibung',
  'Further information': 'Weitere Informationen',
  'Insufficient balance.': 'Unzureichendes Guthaben.',
  'Maximum withdrawal': 'Maximale Auszahlung',
  'Minimum withdrawal': 'Minimale Auszahlung',
  'Payment Agent services are not available in your country or in your preferred currency.':
    'Zahlungsagenten-Dienste sind in Ihrem Land oder in Ihrer bevorzugten Währung nicht verfügbar.',
  'Payment agent': 'Zahlungsagent',
  'Payment agent transfer': 'Zahlungsagenten-Überweisung',
  'Payment agents': 'Zahlungsagenten',
  'Payment agents are local businesses that deposit to and withdraw from your account in your local currency.':
    'Zahlungsagenten sind lokale Unternehmen, die in Ihrer Landeswährung auf Ihr Konto einzahlen und davon auszahlen.',
  'Please [_1]deposit[_2] to your account.': 'Bitte [_1]zahlen Sie[_2] auf Ihr Konto ein.',
  'Please check your email for the verification link to withdraw via a payment agent. It will take you back to this page.':
    'Bitte prüfen Sie Ihre E-Mails auf den Bestätigungslink für die Auszahlung über einen Zahlungsagenten. Er führt Sie zurück zu dieser Seite.',
  'Please enter a valid Login ID.': 'Bitte geben Sie eine gültige Login-ID ein.',
  'Please select a payment agent': 'Bitte wählen Sie einen Zahlungsagenten',
  'Supported banks': 'Unterstützte Banken',
  Transfer: 'Überweisen',
  'Transfer to': 'Überweisen an',
  'Transfer to login ID': 'An Login-ID überweisen',
  Withdraw: 'Auszahlen',
  'Withdraw via payment agent': 'Auszahlung über Zahlungsagenten',
  'Withdrawal commission': 'Auszahlungsprovision',
  'You are not authorized for transfers via payment agents.':
    'Sie sind nicht für Überweisungen über Zahlungsagenten berechtigt.',
  'You have no balance to transfer.': 'Sie haben kein Guthaben zum Überweisen.',
  'Your request to withdraw [_1] [_2] from your account [_3] to Payment Agent [_4] account has been successfully processed.':
    'Ihre Anfrage, [_1] [_2] von Ihrem Konto [_3] auf das Konto des Zahlungsagenten [_4] auszuzahlen, wurde erfolgreich bearbeitet.',
  'Your token has expired or is invalid. Please click [_1]here[_2] to restart the verification process.':
    'Ihr Token ist abgelaufen oder ungültig. Bitte klicken Sie [_1]hier[_2], um die Verifizierung neu zu starten.',
  Action: 'Aktion',
  Adjustment: 'Anpassung',
  'Balance ([_1])': 'Saldo ([_1])',
  Buy: 'Kauf',
  'Credit/Debit': 'Gutschrift/Belastung',
  'Date range (UTC)': 'Zeitraum (UTC)',
  'Download CSV': 'CSV herunterladen',
  From: 'Von',
  Hold: 'Reservierung',
  'Profit table': 'Gewinntabelle',
  'Purchase Date': 'Kaufdatum',
  'Purchase Price': 'Kaufpreis',
  'Reference ID': 'Referenz-ID',
  Release: 'Freigabe',
  'Request a statement of a period and we will send it to your e-mail address.':
    'Fordern Sie einen Kontoauszug für einen Zeitraum an, und wir senden ihn an Ihre E-Mail-Adresse.',
  'Request report': 'Bericht anfordern',
  'Sale Date': 'Verkaufsdatum',
  'Sale Price': 'Verkaufspreis',
  Sell: 'Verkauf',
  Statement: 'Kontoauszug',
  'Statement by e-mail': 'Kontoauszug per E-Mail',
  To: 'Bis',
  'Total Profit/Loss': 'Gewinn/Verlust gesamt',
  'Total deposits': 'Einzahlungen gesamt',
  'Total withdrawals': 'Auszahlungen gesamt',
  'Transaction performed by [_1] (App ID: [_2])': 'Transaktion ausgeführt von [_1] (App-ID: [_2])',
  'Virtual credit': 'Demo-Gutschrift',
  'Your account has no trading activity.': 'Ihr Konto weist keine Handelsaktivität auf.',
  'Your statement has been sent to your e-mail address.': 'Ihr Kontoauszug wurde an Ihre E-Mail-Adresse gesendet.',
  'View statement': 'Kontoauszug ansehen',
  'An additional password can be used to restrict access to the cashier.':
    'Ein zusätzliches Passwort kann den Zugang zum Kassenbereich beschränken.',
  'Cashier password': 'Kassenpasswort',
  'From cryptocurrency to fiat: [_1] transfer fee': 'Von Kryptowährung zu Fiat: [_1] Überweisungsgebühr',
  'From fiat to cryptocurrency: [_1] transfer fee': 'Von Fiat zu Kryptowährung: [_1] Überweisungsgebühr',
  'Fund transfers between accounts are unavailable.': 'Überweisungen zwischen Konten sind nicht verfügbar.',
  'Lock Cashier': 'Kasse sperren',
  'Make another transfer': 'Weitere Überweisung',
  'Min: [_1] Max: [_2]': 'Min.: [_1] Max.: [_2]',
  'Re-enter password': 'Passwort wiederholen',
  'The minimum fee is [_1].': 'Die Mindestgebühr beträgt [_1].',
  'Transfer Between Accounts': 'Überweisung zwischen Konten',
  'Transfer from': 'Überweisen von',
  'Transfer funds between your fiat and cryptocurrency accounts for a fee:':
    'Überweisen Sie Geld zwischen Ihren Fiat- und Kryptowährungskonten gegen eine Gebühr:',
  'Transfer funds between your real money accounts.': 'Überweisen Sie Geld zwischen Ihren Echtgeldkonten.',
  'Unlock Cashier': 'Kasse entsperren',
  Update: 'Aktualisieren',
  'You have reached your withdrawal limit.': 'Sie haben Ihr Auszahlungslimit erreicht.',
  'Your cashier is locked as per your request - to unlock it, please enter the password.':
    'Ihre Kasse ist auf Ihren Wunsch gesperrt – geben Sie zum Entsperren das Passwort ein.',
  'Your fund transfer is successful. Your new balances are:':
    'Ihre Überweisung war erfolgreich. Ihre neuen Kontostände sind:',
  'Your settings have been updated successfully.': 'Ihre Einstellungen wurden erfolgreich aktualisiert.',
  'The minimum required amount for using the account transfer facility is [_1].':
    'Der Mindestbetrag für Überweisungen zwischen Konten ist [_1].',
  'You can top up your virtual account with [_1] when its balance is [_2] or less.':
    'Sie können Ihr Demokonto mit [_1] aufladen, wenn sein Saldo [_2] oder weniger beträgt.',
  'Volatility Indices': 'Volatilitätsindizes',
  Standard: 'Standard',
  Advanced: 'Erweitert',
  'Only letters and numbers are allowed.': 'Nur Buchstaben und Zahlen sind erlaubt.',
  'Investor password': 'Investorpasswort',
  'Current password': 'Aktuelles Passwort',
  'New account': 'Neues Konto',
  'Demo or real money?': 'Demo oder Echtgeld?',
  Name: 'Name',
  'Manager ID': 'Manager-ID',
  'New MAM account': 'Neues MAM-Konto',
  'Change password': 'Passwort ändern',
  'MT5 account': 'MT5-Konto',
  'Revoke manager': 'Manager entziehen',
  'The manager of [_1] has been revoked.': 'Der Manager von [_1] wurde entzogen.',
  'Your MT5 account [_1] has been created.': 'Ihr MT5-Konto [_1] wurde eröffnet.',
  'Your MT5 password has been changed.': 'Ihr MT5-Passwort wurde geändert.',
  'Your token has expired or is invalid.': 'Ihr Token ist abgelaufen oder ungültig.',
  'You are about to purchase a product that is not simple and may be difficult to understand. The CNMV considers that, in general, the acquisition of this product is not suitable for retail investors due to its complexity.':
    'Sie sind dabei, ein Produkt zu erwerben, das nicht einfach ist und schwer zu verstehen sein kann. Die CNMV hält den Erwerb dieses Produkts aufgrund seiner Komplexität für Kleinanleger im Allgemeinen für nicht geeignet.',
  '$25,000 - $50,000': '25.000 $ - 50.000 $',
  '$50,001 - $100,000': '50.001 $ - 100.000 $',
  '$100,001 - $500,000': '100.001 $ - 500.000 $',
  '$100,000 - $250,000': '100.000 $ - 250.000 $',
  '$250,001 - $500,000': '250.001 $ - 500.000 $',
  '$500,001 - $1,000,000': '500.001 $ - 1.000.000 $',
  'Less than $25,000': 'Weniger als 25.000 $',
  'Less than $100,000': 'Weniger als 100.000 $',
  'Over $500,000': 'Über 500.000 $',
  'Over $1,000,000': 'Über 1.000.000 $',
  '0-1 year': '0–1 Jahr',
  '1-2 years': '1–2 Jahre',
  'Over 3 years': 'Über 3 Jahre',
  '0-5 transactions in the past 12 months': '0–5 Transaktionen in den letzten 12 Monaten',
  '6-10 transactions in the past 12 months': '6–10 Transaktionen in den letzten 12 Monaten',
  '11-39 transactions in the past 12 months': '11–39 Transaktionen in den letzten 12 Monaten',
  '40 transactions or more in the past 12 months': '40 oder mehr Transaktionen in den letzten 12 Monaten',
  'Accumulation of Income/Savings': 'Angesammeltes Einkommen/Ersparnisse',
  'Anticipated Account Turnover': 'Erwarteter Kontoumsatz',
  'Binary options trading experience': 'Erfahrung im Handel mit binären Optionen',
  'Binary options trading frequency': 'Häufigkeit des Handels mit binären Optionen',
  'CFDs trading experience': 'Erfahrung im CFD-Handel',
  'CFDs trading frequency': 'Häufigkeit des CFD-Handels',
  'Cash Business': 'Bargeschäft',
  'Chief Executives, Senior Officials and Legislators': 'Geschäftsführer, leitende Beamte und Gesetzgeber',
  Clerks: 'Büroangestellte',
  'Company Ownership': 'Unternehmensbeteiligung',
  'Connect our Telegram bot to your account with an API token of your account.':
    'Verbinden Sie unseren Telegram-Bot mit einem API-Token Ihres Kontos mit Ihrem Konto.',
  Construction: 'Bauwesen',
  Education: 'Bildung',
  Employed: 'Angestellt',
  'Employment Status': 'Beschäftigungsstatus',
  'Estimated Net Worth': 'Geschätztes Nettovermögen',
  Finance: 'Finanzwesen',
  'Financial Assessment': 'Finanzielle Bewertung',
  'Financial Information': 'Finanzielle Angaben',
  'Forex trading experience': 'Erfahrung im Devisenhandel',
  'Forex trading frequency': 'Häufigkeit des Devisenhandels',
  Health: 'Gesundheitswesen',
  'I would like to be treated as a professional client.': 'Ich möchte als professioneller Kunde eingestuft werden.',
  'Income Source': 'Einkommensquelle',
  'Industry of Employment': 'Branche',
  'Information & Communications Technology': 'Informations- und Kommunikationstechnik',
  Inheritance: 'Erbschaft',
  Investments: 'Kapitalanlagen',
  'Investments & Dividends': 'Kapitalanlagen und Dividenden',
  'Level of Education': 'Bildungsniveau',
  Managers: 'Führungskräfte',
  'Net Annual Income': 'Jährliches Nettoeinkommen',
  Occupation: 'Beruf',
  'Open the bot in Telegram': 'Bot in Telegram öffnen',
  'Other financial instruments trading experience': 'Erfahrung im Handel mit anderen Finanzinstrumenten',
  'Other financial instruments trading frequency': 'Häufigkeit des Handels mit anderen Finanzinstrumenten',
  Pension: 'Rente',
  Pensioner: 'Rentner',
  'Please answer every question: the answers help us understand your trading knowledge and experience.':
    'Bitte beantworten Sie jede Frage: Die Antworten helfen uns, Ihre Handelskenntnisse und -erfahrung einzuschätzen.',
  Primary: 'Grundschule',
  'Professional Client': 'Professioneller Kunde',
  'Professional clients are not covered by some of the protections retail clients have, and may trade financial binary options in the EU.':
    'Professionelle Kunden genießen einige Schutzmaßnahmen für Privatkunden nicht und dürfen in der EU mit finanziellen binären Optionen handeln.',
  Professionals: 'Akademische Berufe',
  'Request professional status': 'Professionellen Status beantragen',
  'Salaried Employee': 'Angestellter',
  'Savings & Inheritance': 'Ersparnisse und Erbschaft',
  Secondary: 'Weiterführende Schule',
  'Self-Employed': 'Selbstständig',
  'Source of Wealth': 'Herkunft des Vermögens',
  'State Benefits': 'Staatliche Leistungen',
  Student: 'Student',
  Students: 'Studierende',
  'Telegram Bot': 'Telegram-Bot',
  'Terms and Conditions': 'Allgemeine Geschäftsbedingungen',
  Tertiary: 'Hochschule',
  Token: 'Token',
  Tourism: 'Tourismus',
  'Trading Experience': 'Handelserfahrung',
  Unemployed: 'Arbeitslos',
  'We have updated our Terms and Conditions. By clicking OK, you confirm that you have read and accepted the updated Terms and Conditions.':
    'Wir haben unsere Allgemeinen Geschäftsbedingungen aktualisiert. Mit einem Klick auf OK bestätigen Sie, dass Sie die aktualisierten Allgemeinen Geschäftsbedingungen gelesen und akzeptiert haben.',
  'You are categorised as a professional client.': 'Sie sind als professioneller Kunde eingestuft.',
  'You are categorised as a retail client. Apply to be treated as a professional trader.':
    'Sie sind als Privatkunde eingestuft. Beantragen Sie, als professioneller Händler behandelt zu werden.',
  'You did not change anything.': 'Sie haben nichts geändert.',
  'Your changes have been updated successfully.': 'Ihre Änderungen wurden erfolgreich gespeichert.',
  'API Token': 'API-Token',
  'API tokens let you use your account through applications and scripts of your own.':
    'Mit API-Token können Sie Ihr Konto über eigene Anwendungen und Skripte nutzen.',
  'Are you sure that you want to permanently delete token [_1]?':
    'Möchten Sie den Token [_1] wirklich endgültig löschen?',
  'Are you sure that you want to permanently revoke access to application [_1]?':
    'Möchten Sie der Anwendung [_1] den Zugriff wirklich endgültig entziehen?',
  'Authentication code': 'Authentifizierungscode',
  'Authorised Applications': 'Autorisierte Anwendungen',
  Browser: 'Browser',
  Copied: 'Kopiert',
  'Copy token [_1]': 'Token [_1] kopieren',
  Copy: 'Kopieren',
  Create: 'Erstellen',
  'Date and time (UTC)': 'Datum und Uhrzeit (UTC)',
  'Delete token': 'Token löschen',
  Delete: 'Löschen',
  Disable: 'Deaktivieren',
  Disabled: 'Deaktiviert',
  Enable: 'Aktivieren',
  Enabled: 'Aktiviert',
  'Enter the 6-digit code the app shows.': 'Geben Sie den 6-stelligen Code ein, den die App anzeigt.',
  Failed: 'Fehlgeschlagen',
  'IP Address': 'IP-Adresse',
  'If you cannot scan it, enter this secret key in the app instead:':
    'Falls Sie ihn nicht scannen können, geben Sie stattdessen diesen geheimen Schlüssel in der App ein:',
  'Last Used': 'Zuletzt verwendet',
  'Login History': 'Anmeldeverlauf',
  Logout: 'Abmeldung',
  Never: 'Nie',
  No: 'Nein',
  'Only letters, numbers, space, and underscore are allowed.':
    'Nur Buchstaben, Zahlen, Leerzeichen und Unterstrich sind erlaubt.',
  Permissions: 'Berechtigungen',
  'Please select at least one scope': 'Bitte wählen Sie mindestens einen Bereich aus',
  'QR code of your secret key': 'QR-Code Ihres geheimen Schlüssels',
  'Revoke access': 'Zugriff entziehen',
  'Scan the QR code below with an authentication app, such as Google Authenticator or Authy.':
    'Scannen Sie den QR-Code unten mit einer Authentifizierungs-App wie Google Authenticator oder Authy.',
  Scopes: 'Bereiche',
  'Status:': 'Status:',
  Successful: 'Erfolgreich',
  'The maximum number of tokens ([_1]) has been reached.': 'Die maximale Anzahl an Token ([_1]) ist erreicht.',
  'These applications can use your account with the permissions you granted them.':
    'Diese Anwendungen können Ihr Konto mit den Berechtigungen nutzen, die Sie ihnen gewährt haben.',
  'To disable two-factor authentication, enter the code your authentication app shows.':
    'Um die Zwei-Faktor-Authentifizierung zu deaktivieren, geben Sie den Code ein, den Ihre Authentifizierungs-App anzeigt.',
  'Two-Factor Authentication': 'Zwei-Faktor-Authentifizierung',
  Yes: 'Ja',
  'You have no API tokens.': 'Sie haben keine API-Token.',
  'You have not granted access to any applications.': 'Sie haben keiner Anwendung Zugriff gewährt.',
  'You have successfully disabled two-factor authentication for your account.':
    'Sie haben die Zwei-Faktor-Authentifizierung für Ihr Konto erfolgreich deaktiviert.',
  'You have successfully enabled two-factor authentication for your account.':
    'Sie haben die Zwei-Faktor-Authentifizierung für Ihr Konto erfolgreich aktiviert.',
  'Your account has no Login/Logout activity.': 'Ihr Konto hat keine An- oder Abmeldungen.',
  'Your last [_1] log-ins and log-outs.': 'Ihre letzten [_1] An- und Abmeldungen.',
  'Your tokens': 'Ihre Token',
  Read: 'Lesen',
  Payments: 'Zahlungen',
  Admin: 'Verwaltung',
  'Trading information': 'Handelsinformationen',
  Authenticate: 'Authentifizieren',
  Passport: 'Reisepass',
  'Identity card': 'Personalausweis',
  'Driving licence': 'Führerschein',
  'Proof of address': 'Adressnachweis',
  Selfie: 'Selfie',
  'Front Side': 'Vorderseite',
  'Reverse Side': 'Rückseite',
  Photo: 'Foto',
  Document: 'Dokument',
  Pending: 'Ausstehend',
  'Compressing Image': 'Bild wird komprimiert',
  Checking: 'Wird geprüft',
  Submitting: 'Wird übermittelt',
  Submitted: 'Übermittelt',
  'Unable to read file [_1]': 'Datei [_1] kann nicht gelesen werden',
  'Upload status': 'Upload-Status',
  File: 'Datei',
  'ID number is required for [_1].': 'Die Ausweisnummer ist für [_1] erforderlich.',
  'Only letters, numbers, space, underscore, and hyphen are allowed for ID number ([_1]).':
    'Für die Ausweisnummer ([_1]) sind nur Buchstaben, Zahlen, Leerzeichen, Unterstrich und Bindestrich erlaubt.',
  'Expiry date is required for [_1].': 'Das Ablaufdatum ist für [_1] erforderlich.',
  'The expiry date must be at least 6 months from today.':
    'Das Ablaufdatum muss mindestens 6 Monate in der Zukunft liegen.',
  'Front and reverse side photos of [_1] are required.': 'Fotos der Vorder- und Rückseite von [_1] sind erforderlich.',
  'Invalid document format.': 'Ungültiges Dokumentformat.',
  'File ([_1]) size exceeds the permitted limit. Maximum allowed file size: [_2]':
    'Die Datei ([_1]) überschreitet die zulässige Größe. Maximal erlaubte Dateigröße: [_2]',
  'Thank you for submitting your documents': 'Vielen Dank für die Übermittlung Ihrer Dokumente',
  'We will let you know by e-mail once they are verified.': 'Wir informieren Sie per E-Mail, sobald sie geprüft sind.',
  'Verify your identity and address to take full advantage of all payment methods available.':
    'Bestätigen Sie Ihre Identität und Adresse, um alle verfügbaren Zahlungsmethoden voll nutzen zu können.',
  'Files must be PNG, JPG, JPEG, GIF or PDF (no PDF for the selfie) and under 8 MB each.':
    'Dateien müssen PNG, JPG, JPEG, GIF oder PDF sein (kein PDF für das Selfie) und jeweils kleiner als 8 MB.',
  'Your documents have been submitted. We are now reviewing them.':
    'Ihre Dokumente wurden übermittelt. Wir prüfen sie jetzt.',
  'Upload documents': 'Dokumente hochladen',
  'Document type': 'Dokumenttyp',
  'ID number': 'Ausweisnummer',
  'Expiry date': 'Ablaufdatum',
  Accounts: 'Konten',
  Account: 'Konto',
  'Available markets': 'Verfügbare Märkte',
  'Excluded until [_1]': 'Ausgeschlossen bis [_1]',
  'For any enquiries regarding disabled or excluded accounts, please contact customer support.':
    'Bei Fragen zu deaktivierten oder ausgeschlossenen Konten wenden Sie sich bitte an den Kundensupport.',
  'Open a new account': 'Neues Konto eröffnen',
  Commodities: 'Rohstoffe',
  Forex: 'Devisen',
  Indices: 'Indizes',
  Stocks: 'Aktien',
  'Sorry, you are too young to open an account.': 'Sie sind leider zu jung, um ein Konto zu eröffnen.',
  'Please accept the terms and conditions.': 'Bitte akzeptieren Sie die Geschäftsbedingungen.',
  'Please confirm that you are not a politically exposed person.':
    'Bitte bestätigen Sie, dass Sie keine politisch exponierte Person sind.',
  'Please confirm that all the information above is true and complete.':
    'Bitte bestätigen Sie, dass alle obigen Angaben wahr und vollständig sind.',
  "Mother's maiden name": 'Mädchenname der Mutter',
  'Name of your pet': 'Name Ihres Haustiers',
  'Name of first love': 'Name der ersten Liebe',
  'Memorable town/city': 'Denkwürdiger Ort',
  'Memorable date': 'Denkwürdiges Datum',
  'Favourite dish': 'Lieblingsgericht',
  'Brand of first car': 'Marke des ersten Autos',
  'Favourite artist': 'Lieblingskünstler',
  'Source of income': 'Einkommensquelle',
  'Employment status': 'Beschäftigungsstatus',
  'Industry of employment': 'Branche',
  'Source of wealth': 'Vermögensquelle',
  'Level of education': 'Bildungsniveau',
  'Net annual income': 'Jährliches Nettoeinkommen',
  'Estimated net worth': 'Geschätztes Nettovermögen',
  'Anticipated account turnover': 'Erwarteter Kontoumsatz',
  'Risk disclaimer': 'Risikohinweis',
  'I accept the risks': 'Ich akzeptiere die Risiken',
  'Open a financial account': 'Finanzkonto eröffnen',
  Security: 'Sicherheit',
  'Secret question': 'Sicherheitsfrage',
  'Secret answer': 'Geheime Antwort',
  'Tax information': 'Steuerangaben',
  'Financial information': 'Finanzielle Angaben',
  'I want to be treated as a professional client.': 'Ich möchte als professioneller Kunde behandelt werden.',
  'All the information above is true and complete.': 'Alle obigen Angaben sind wahr und vollständig.',
  'I have read and accept the terms and conditions.': 'Ich habe die Geschäftsbedingungen gelesen und akzeptiere sie.',
  'I am not a politically exposed person.': 'Ich bin keine politisch exponierte Person.',
  'Bitcoin Cash (BCH)': 'Bitcoin Cash (BCH)',
  'This account deposits and withdraws Bitcoin Cash (BCH) only. Funds sent to or from an address of any other cryptocurrency are lost for good.':
    'Dieses Konto zahlt nur Bitcoin Cash (BCH) ein und aus. Gelder, die an oder von einer Adresse einer anderen Kryptowährung gesendet werden, gehen endgültig verloren.',
  'I understand and agree.': 'Ich verstehe und stimme zu.',
  Continue: 'Weiter',
  'Your cashier is locked.': 'Ihre Kasse ist gesperrt.',
  'You have reached the withdrawal limit.': 'Sie haben das Auszahlungslimit erreicht.',
  'Your cashier is locked as per your request. To unlock it, please click [_1]here[_2].':
    'Ihre Kasse ist auf Ihren Wunsch gesperrt. Um sie zu entsperren, klicken Sie bitte [_1]hier[_2].',
  'Payment methods': 'Zahlungsmethoden',
  'This is a demo account with virtual money to practise with. [_1]Top up your demo account[_2] whenever it runs low.':
    'Dies ist ein Demokonto mit virtuellem Geld zum Üben. [_1]Laden Sie Ihr Demokonto auf[_2], wenn das Guthaben knapp wird.',
  'Cryptocurrency cashier': 'Kryptowährungskasse',
  'Deposit and withdraw': 'Einzahlen und auszahlen',
  'Your account holds [_1]: deposit and withdraw [_1] through the cryptocurrency cashier.':
    'Ihr Konto führt [_1]: Zahlen Sie [_1] über die Kryptowährungskasse ein und aus.',
  'Fund your account and withdraw from it by bank wire, card or e-wallet.':
    'Zahlen Sie per Banküberweisung, Karte oder E-Wallet auf Ihr Konto ein und von ihm aus.',
  'The payment methods offered to you depend on your country of residence and your account currency.':
    'Welche Zahlungsmethoden Ihnen angeboten werden, hängt von Ihrem Wohnsitzland und Ihrer Kontowährung ab.',
  'Deposit and withdraw in your local currency through a payment agent near you.':
    'Zahlen Sie über einen Zahlungsagenten in Ihrer Nähe in Ihrer Landeswährung ein und aus.',
  'See the payment agents': 'Zahlungsagenten ansehen',
  'Your [_1]personal details[_2] are incomplete. Please update them to access the cashier.':
    'Ihre [_1]persönlichen Daten[_2] sind unvollständig. Bitte ergänzen Sie sie, um die Kasse zu nutzen.',
  'To access the cashier, please complete these [_1]personal details[_2]:':
    'Um die Kasse zu nutzen, ergänzen Sie bitte diese [_1]persönlichen Daten[_2]:',
  'Please [_1]accept the updated Terms and Conditions[_2] to access the cashier.':
    'Bitte [_1]akzeptieren Sie die aktualisierten Allgemeinen Geschäftsbedingungen[_2], um die Kasse zu nutzen.',
  'Your account is not fully authenticated. Please [_1]authenticate[_2] your account.':
    'Ihr Konto ist nicht vollständig verifiziert. Bitte [_1]verifizieren[_2] Sie Ihr Konto.',
  'Your financial risk approval is required. Please contact customer support for more information.':
    'Ihre Genehmigung des finanziellen Risikos ist erforderlich. Bitte wenden Sie sich für weitere Informationen an den Kundensupport.',
  'Your account needs age verification. Please contact customer support for more information.':
    'Ihr Konto benötigt eine Altersverifizierung. Bitte wenden Sie sich für weitere Informationen an den Kundensupport.',
  'Please set your [_1]30-day turnover limit[_2] to access the cashier.':
    'Bitte legen Sie Ihr [_1]30-Tage-Umsatzlimit[_2] fest, um die Kasse zu nutzen.',
  'Sorry, you have entered an incorrect cashier password.': 'Leider haben Sie ein falsches Kassenpasswort eingegeben.',
  'Send only [_1] to this address:': 'Senden Sie nur [_1] an diese Adresse:',
  'UK funds protection': 'Einlagenschutz im Vereinigten Königreich',
  'We are required by our licence to inform you about what happens to your funds should we become insolvent (the level of funds protection).':
    'Unsere Lizenz verpflichtet uns, Sie darüber zu informieren, was mit Ihren Geldern im Fall unserer Insolvenz geschieht (das Niveau des Einlagenschutzes).',
  'We hold customer funds in bank accounts separate from our operational accounts, which would not form part of our assets in the event of insolvency. This meets the Gambling Commission’s requirements for the segregation of customer funds at the level: medium protection.':
    'Wir halten Kundengelder auf Bankkonten getrennt von unseren Betriebskonten; im Insolvenzfall wären sie nicht Teil unseres Vermögens. Dies erfüllt die Anforderungen der Gambling Commission an die Trennung von Kundengeldern auf der Stufe: mittlerer Schutz.',
  Proceed: 'Fortfahren',
  'Bank wire': 'Banküberweisung',
  'Deposits arrive in 1 to 3 business days; withdrawals are paid to the bank account you deposited from.':
    'Einzahlungen kommen in 1 bis 3 Werktagen an; Auszahlungen gehen auf das Bankkonto, von dem Sie eingezahlt haben.',
  'Credit and debit cards': 'Kredit- und Debitkarten',
  'Visa and Mastercard deposits arrive at once; withdrawals go back to the card.':
    'Einzahlungen per Visa und Mastercard kommen sofort an; Auszahlungen gehen zurück auf die Karte.',
  'E-wallets': 'E-Wallets',
  'Skrill, Neteller and other e-wallets: deposits arrive at once, withdrawals within one business day.':
    'Skrill, Neteller und andere E-Wallets: Einzahlungen kommen sofort an, Auszahlungen innerhalb eines Werktags.',
  'Bitcoin, Bitcoin Cash, Ethereum, Litecoin and Tether accounts deposit and withdraw through the cryptocurrency cashier, once the network confirms the transaction.':
    'Konten in Bitcoin, Bitcoin Cash, Ethereum, Litecoin und Tether zahlen über die Kryptowährungskasse ein und aus, sobald das Netzwerk die Transaktion bestätigt.',
  'Please check your email for the verification link to complete the process.':
    'Bitte prüfen Sie Ihre E-Mails auf den Bestätigungslink, um den Vorgang abzuschließen.',
  Country: 'Land',
  'Email address': 'E-Mail-Adresse',
  'Withdrawal address': 'Auszahlungsadresse',
  'Withdraw [_1] [_2] to [_3]?': '[_1] [_2] an [_3] auszahlen?',
  '30-day deposit limit': '30-Tage-Einzahlungslimit',
  '30-day limit on losses': '30-Tage-Verlustlimit',
  '30-day turnover limit': '30-Tage-Umsatzlimit',
  '7-day deposit limit': '7-Tage-Einzahlungslimit',
  '7-day limit on losses': '7-Tage-Verlustlimit',
  '7-day turnover limit': '7-Tage-Umsatzlimit',
  'API token': 'API-Token',
  'Account limits': 'Kontolimits',
  Amounts: 'Beträge',
  'Ask to be treated as a professional client.': 'Beantragen Sie, als professioneller Kunde behandelt zu werden.',
  Authentication: 'Authentifizierung',
  'Authorised applications': 'Autorisierte Anwendungen',
  'Change the password you log in with.': 'Ändern Sie das Passwort, mit dem Sie sich anmelden.',
  'Confirm your limits': 'Limits bestätigen',
  'Connect our Telegram bot to your account.': 'Verbinden Sie unseren Telegram-Bot mit Ihrem Konto.',
  'Create and delete tokens that let other applications use your account.':
    'Erstellen und löschen Sie Token, mit denen andere Anwendungen Ihr Konto nutzen können.',
  'Daily deposit limit': 'Tägliches Einzahlungslimit',
  'Daily limit on losses': 'Tägliches Verlustlimit',
  'Daily turnover limit': 'Tägliches Umsatzlimit',
  'Email preference': 'E-Mail-Einstellungen',
  'Exclude me from the website until': 'Mich von der Website ausschließen bis',
  'Exclude time cannot be for more than 5 years.': 'Der Ausschluss darf nicht länger als 5 Jahre dauern.',
  'Exclude time cannot be less than 6 months.': 'Der Ausschluss muss mindestens 6 Monate dauern.',
  'Financial assessment': 'Finanzielle Bewertung',
  'Limit your trading, take a time-out or exclude yourself from the website.':
    'Begrenzen Sie Ihren Handel, legen Sie eine Pause ein oder schließen Sie sich von der Website aus.',
  'Lock your cashier with a password of its own, or unlock it.':
    'Sperren Sie Ihre Kasse mit einem eigenen Passwort oder entsperren Sie sie.',
  'Login history': 'Anmeldeverlauf',
  'No limit': 'Kein Limit',
  'Positions and sessions': 'Positionen und Sitzungen',
  'Professional client': 'Professioneller Kunde',
  Profile: 'Profil',
  'Protect your log-in with a code from an authenticator app.':
    'Schützen Sie Ihre Anmeldung mit einem Code aus einer Authentifizierungs-App.',
  'Read and accept the latest terms and conditions.': 'Lesen und akzeptieren Sie die aktuellen Geschäftsbedingungen.',
  'Receive news and special offers': 'Neuigkeiten und Sonderangebote erhalten',
  'See the applications you allowed to use your account, and revoke their access.':
    'Sehen Sie die Anwendungen, denen Sie Zugriff auf Ihr Konto gewährt haben, und entziehen Sie ihnen den Zugriff.',
  'See when and from where your account was logged in to.':
    'Sehen Sie, wann und von wo aus sich jemand bei Ihrem Konto angemeldet hat.',
  'See your trading and withdrawal limits.': 'Sehen Sie Ihre Handels- und Auszahlungslimits.',
  'Self-exclusion facilities': 'Selbstausschluss',
  'Session duration limit, in minutes': 'Sitzungsdauerlimit in Minuten',
  'Set limits on your own trading. A limit you set can be lowered at any time; raising or removing it takes effect only after the period it covers.':
    'Legen Sie Limits für Ihren eigenen Handel fest. Ein gesetztes Limit kann jederzeit gesenkt werden; eine Erhöhung oder Aufhebung wirkt erst nach Ablauf seines Zeitraums.',
  Settings: 'Einstellungen',
  'Sorry, an error occurred while processing your account.':
    'Leider ist bei der Bearbeitung Ihres Kontos ein Fehler aufgetreten.',
  'Telegram bot': 'Telegram-Bot',
  'Tell us about your trading experience and financial situation.':
    'Erzählen Sie uns von Ihrer Handelserfahrung und Ihrer finanziellen Situation.',
  'Terms and conditions': 'Geschäftsbedingungen',
  'These limits apply to your account at once. Until the period of a limit ends you will not be able to raise or remove it. Do you want to apply them?':
    'Diese Limits gelten sofort für Ihr Konto. Bis zum Ende des Zeitraums eines Limits können Sie es nicht erhöhen oder aufheben. Möchten Sie sie anwenden?',
  'Time out cannot be in the past.': 'Die Pause darf nicht in der Vergangenheit liegen.',
  'Time out cannot be more than 6 weeks.': 'Die Pause darf nicht länger als 6 Wochen dauern.',
  'Time out must be after today.': 'Die Pause muss nach dem heutigen Tag enden.',
  'Time out until (date)': 'Pause bis (Datum)',
  'Time out until (time, GMT)': 'Pause bis (Uhrzeit, GMT)',
  'Two-factor authentication': 'Zwei-Faktor-Authentifizierung',
  'Update settings': 'Einstellungen aktualisieren',
  'Upload the documents that prove your identity and address.':
    'Laden Sie die Dokumente hoch, die Ihre Identität und Adresse belegen.',
  'View your personal details and update those you may change.':
    'Sehen Sie Ihre persönlichen Daten ein und aktualisieren Sie die, die Sie ändern dürfen.',
  'Yes, apply them': 'Ja, anwenden',
  'Your account was opened through a social network sign-in, so it has no password to change.':
    'Ihr Konto wurde über die Anmeldung mit einem sozialen Netzwerk eröffnet und hat daher kein Passwort, das geändert werden kann.',
  'Your changes have been updated.': 'Ihre Änderungen wurden übernommen.',
  'Your password has been changed. Please log in again.':
    'Ihr Passwort wurde geändert. Bitte melden Sie sich erneut an.',
  'Your personal details are complete.': 'Ihre persönlichen Daten sind vollständig.',
  Identity: 'Identität',
  'Contact us': 'Kontakt',
  'Our support team helps with your account, deposits and withdrawals, and trading. Reach us the way that suits you.':
    'Unser Support-Team hilft bei Fragen zu Ihrem Konto, zu Ein- und Auszahlungen und zum Handel. Erreichen Sie uns auf dem Weg, der Ihnen am besten passt.',
  'Write to us at [_1]. We answer every e-mail within 24 hours.':
    'Schreiben Sie uns an [_1]. Wir beantworten jede E-Mail innerhalb von 24 Stunden.',
  'Call us on the line for your region.': 'Rufen Sie uns unter der Nummer für Ihre Region an.',
  'United Kingdom': 'Vereinigtes Königreich',
  Malaysia: 'Malaysia',
  Australia: 'Australien',
  'Rest of the world': 'Übrige Welt',
  'Support hours': 'Supportzeiten',
  'Our team is at work at these times (UTC+8):': 'Unser Team ist zu diesen Zeiten für Sie da (UTC+8):',
  'Monday to Friday': 'Montag bis Freitag',
  'Saturday and Sunday': 'Samstag und Sonntag',
  'Chat with a member of our support team during support hours.':
    'Chatten Sie während der Supportzeiten mit unserem Support-Team.',
  'Leave us a message': 'Hinterlassen Sie uns eine Nachricht',
  'Our live chat is offline. Leave us a message and we will answer by e-mail.':
    'Unser Live-Chat ist offline. Hinterlassen Sie uns eine Nachricht, wir antworten per E-Mail.',
  Message: 'Nachricht',
  'Send message': 'Nachricht senden',
  "Thank you, we'll get back to you within 24 hours": 'Vielen Dank, wir melden uns innerhalb von 24 Stunden bei Ihnen',
  'Site links': 'Seitenlinks',
  'A competitive salary, health cover, paid training and help with relocation where a role needs it.':
    'Ein wettbewerbsfähiges Gehalt, Krankenversicherung, bezahlte Weiterbildung und Hilfe beim Umzug, wo eine Stelle ihn erfordert.',
  Accountant: 'Buchhalter/in',
  'Answers our clients by live chat and e-mail.': 'Beantwortet die Fragen unserer Kunden per Live-Chat und E-Mail.',
  'Build the pages our clients trade on, in TypeScript and React, quick and accessible on every screen.':
    'Bauen Sie die Seiten, auf denen unsere Kunden handeln, mit TypeScript und React, schnell und barrierefrei auf jedem Bildschirm.',
  'Builds and runs the trading platform, the website and the desktop app.':
    'Entwickelt und betreibt die Handelsplattform, die Website und die Desktop-App.',
  Careers: 'Karriere',
  Compliance: 'Compliance',
  'Compliance analyst': 'Compliance-Analyst/in',
  'Content writer': 'Content-Autor/in',
  'Customer Support': 'Kundensupport',
  'Customer support agent': 'Mitarbeiter/in im Kundensupport',
  'Cyberjaya, Malaysia': 'Cyberjaya, Malaysia',
  'DevOps engineer': 'DevOps-Ingenieur/in',
  Download: 'Download',
  'Download for Windows': 'Für Windows herunterladen',
  'Download for macOS': 'Für macOS herunterladen',
  'Front-end developer': 'Front-End-Entwickler/in',
  'Help clients with their accounts, deposits and trades by live chat and e-mail.':
    'Helfen Sie Kunden per Live-Chat und E-Mail bei ihren Konten, Einzahlungen und Trades.',
  'Home of our Labuan company and its compliance team.':
    'Sitz unserer Gesellschaft in Labuan und ihres Compliance-Teams.',
  'Information Technology': 'Informationstechnologie',
  'Join us': 'Werden Sie Teil des Teams',
  "Keep the platform's servers, releases and monitoring reliable around the clock.":
    'Sorgen Sie dafür, dass Server, Releases und Überwachung der Plattform rund um die Uhr zuverlässig laufen.',
  "Keeps the company's books and our clients' money in order.":
    'Hält die Bücher des Unternehmens und das Geld unserer Kunden in Ordnung.',
  'Labuan, Malaysia': 'Labuan, Malaysia',
  'Makes sure we meet the rules of every regulator we answer to.':
    'Sorgt dafür, dass wir die Regeln jeder Aufsichtsbehörde einhalten, der wir unterstehen.',
  Malta: 'Malta',
  Marketing: 'Marketing',
  'Nothing to install: open the site in an up-to-date browser and trade from any computer.':
    'Nichts zu installieren: Öffnen Sie die Website in einem aktuellen Browser und handeln Sie von jedem Computer aus.',
  'Open positions': 'Offene Stellen',
  'Our European base for compliance, accounts and marketing.':
    'Unser europäischer Standort für Compliance, Buchhaltung und Marketing.',
  'Our largest office: engineering, quality assurance and customer support.':
    'Unser größtes Büro: Entwicklung, Qualitätssicherung und Kundensupport.',
  'Our offices': 'Unsere Büros',
  'QA engineer': 'QA-Ingenieur/in',
  'Quality Assurance': 'Qualitätssicherung',
  'Reconcile payments, prepare the monthly reports and work with our auditors.':
    'Gleichen Sie Zahlungen ab, erstellen Sie die Monatsberichte und arbeiten Sie mit unseren Wirtschaftsprüfern zusammen.',
  'Review client documents and keep our procedures in line with regulation.':
    'Prüfen Sie Kundendokumente und halten Sie unsere Abläufe im Einklang mit den Vorschriften.',
  'See all open positions': 'Alle offenen Stellen ansehen',
  'See the roles we are hiring for now, department by department.':
    'Sehen Sie, für welche Aufgaben wir gerade einstellen, nach Abteilung geordnet.',
  'Small teams own their part of the product, from the first idea to the release and what our clients say about it.':
    'Kleine Teams verantworten ihren Teil des Produkts, von der ersten Idee bis zum Release und dem, was unsere Kunden dazu sagen.',
  'Strike for desktop': 'Strike für den Desktop',
  'Strike is built by an international team of engineers, analysts and support staff who care about getting the details right for our clients.':
    'Strike wird von einem internationalen Team aus Entwicklern, Analysten und Supportmitarbeitern gebaut, denen es wichtig ist, für unsere Kunden jedes Detail richtig zu machen.',
  'Tells traders what Strike offers, in their own language.':
    'Zeigt Tradern in ihrer eigenen Sprache, was Strike bietet.',
  'Tests every release before it reaches our clients.': 'Testet jedes Release, bevor es unsere Kunden erreicht.',
  'The desktop app puts your account, charts and trades in a window of its own.':
    'Die Desktop-App bringt Ihr Konto, Ihre Charts und Ihre Trades in ein eigenes Fenster.',
  'The download is unavailable at the moment. Please try again later.':
    'Der Download ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
  'This version has no Windows installer.': 'Für diese Version gibt es kein Windows-Installationsprogramm.',
  'This version has no macOS installer.': 'Für diese Version gibt es kein macOS-Installationsprogramm.',
  'To apply, [_1]contact us[_2] with your CV and the title of the position.':
    'Um sich zu bewerben, [_1]kontaktieren Sie uns[_2] mit Ihrem Lebenslauf und dem Titel der Stelle.',
  'Trade in your browser': 'Im Browser handeln',
  'Trade with Strike in your browser or in the desktop app.':
    'Handeln Sie mit Strike im Browser oder in der Desktop-App.',
  'Try again': 'Erneut versuchen',
  'Version [_1], released [_2]': 'Version [_1], veröffentlicht am [_2]',
  'View open positions': 'Offene Stellen ansehen',
  'We have no department by that name. It may have been renamed, or its positions filled.':
    'Wir haben keine Abteilung dieses Namens. Sie wurde vielleicht umbenannt, oder ihre Stellen sind besetzt.',
  'What we offer': 'Was wir bieten',
  'Working at Strike': 'Arbeiten bei Strike',
  'Write automated tests and explore new features to find problems before our clients do.':
    'Schreiben Sie automatisierte Tests und erkunden Sie neue Funktionen, um Probleme zu finden, bevor unsere Kunden es tun.',
  'Write clear guides and announcements about trading and our products.':
    'Schreiben Sie klare Anleitungen und Ankündigungen über den Handel und unsere Produkte.',
  '13 languages.': '13 Sprachen.',
  '5 markets: forex, stock indices, OTC stocks, commodities and volatility indices.':
    '5 Märkte: Devisen, Aktienindizes, OTC-Aktien, Rohstoffe und Volatilitätsindizes.',
  'A binary option pays a fixed amount when your prediction about a market is right, and nothing when it is wrong. You know your largest possible loss before you buy.':
    'Eine binäre Option zahlt einen festen Betrag, wenn Ihre Prognose zu einem Markt stimmt, und nichts, wenn sie falsch ist. Ihren größtmöglichen Verlust kennen Sie vor dem Kauf.',
  'A contract for difference (CFD) lets you trade the price movement of an asset without owning it.':
    'Mit einem Differenzkontrakt (CFD) handeln Sie die Preisbewegung eines Vermögenswerts, ohne ihn zu besitzen.',
  'A few habits keep your account and your money secure.': 'Ein paar Gewohnheiten schützen Ihr Konto und Ihr Geld.',
  'A partner who refers clients to Strike and earns a share of the revenue from their trading.':
    'Ein Partner, der uns Kunden vermittelt und einen Anteil an den Erträgen aus deren Handel erhält.',
  'An upgrade to a real money account at any time.': 'Jederzeit ein Wechsel zu einem Echtgeldkonto.',
  'Answers to the questions partners ask most.': 'Antworten auf die häufigsten Fragen von Partnern.',
  'Back to [_1]': 'Zurück zu [_1]',
  'Become a payment agent': 'Zahlungsagent werden',
  'Become an introducing broker': 'Introducing Broker werden',
  'Binary options': 'Binäre Optionen',
  'Binary options on MetaTrader 5': 'Binäre Optionen auf MetaTrader 5',
  CFDs: 'CFDs',
  'CFDs are traded on MetaTrader 5 accounts.': 'CFDs werden auf MetaTrader-5-Konten gehandelt.',
  'CFDs are traded with leverage: a small deposit controls a larger position, so gains and losses are both magnified.':
    'CFDs werden mit Hebel gehandelt: Eine kleine Einlage bewegt eine größere Position, daher werden Gewinne und Verluste verstärkt.',
  'Check the price and buy the contract.': 'Prüfen Sie den Preis und kaufen Sie den Kontrakt.',
  'Choose a binary option in the market watch, set its duration and stake, and buy. The result is paid to your MetaTrader 5 account.':
    'Wählen Sie in der Marktübersicht eine binäre Option, legen Sie Laufzeit und Einsatz fest und kaufen Sie. Das Ergebnis wird Ihrem MetaTrader-5-Konto gutgeschrieben.',
  'Choose a market': 'Wählen Sie einen Markt',
  'Choose an instrument, set the volume and place a buy or sell order.':
    'Wählen Sie ein Instrument, legen Sie das Volumen fest und erteilen Sie eine Kauf- oder Verkaufsorder.',
  'Choose the platform that suits the way you trade.': 'Wählen Sie die Plattform, die zu Ihrer Art zu handeln passt.',
  'Clear prices': 'Klare Preise',
  'Client funds are kept apart from the company’s own funds.':
    'Kundengelder werden getrennt vom Vermögen des Unternehmens verwahrt.',
  'Commissions are paid into your account every month.': 'Provisionen werden monatlich auf Ihr Konto gezahlt.',
  'Contract size': 'Kontraktgröße',
  'Contract specifications': 'Kontraktspezifikationen',
  'Contracts lasting from a few ticks to a year.': 'Kontrakte von wenigen Ticks bis zu einem Jahr.',
  Contributing: 'Mitwirken',
  'Cryptocurrency prices can move sharply within minutes. Trade only amounts you can afford to lose.':
    'Kryptowährungskurse können sich innerhalb von Minuten stark bewegen. Handeln Sie nur mit Beträgen, deren Verlust Sie sich leisten können.',
  Cyberjaya: 'Cyberjaya',
  'Does it cost anything?': 'Kostet es etwas?',
  'Download MetaTrader 5': 'MetaTrader 5 herunterladen',
  'Download the platform and log in with your MetaTrader 5 login and password.':
    'Laden Sie die Plattform herunter und melden Sie sich mit Ihrem MetaTrader-5-Login und Passwort an.',
  'Earn by referring clients to us or by serving them as a payment agent.':
    'Verdienen Sie, indem Sie uns Kunden vermitteln oder sie als Zahlungsagent betreuen.',
  'Economic calendar': 'Wirtschaftskalender',
  'Every market and contract type.': 'Alle Märkte und Kontrakttypen.',
  'Every new client gets a demo account with virtual money, so you can try any market without risk.':
    'Jeder neue Kunde erhält ein Demokonto mit virtuellem Geld, um jeden Markt ohne Risiko auszuprobieren.',
  'Financial STP account': 'Financial-STP-Konto',
  'Financial account': 'Financial-Konto',
  'Forex is the trading of one currency against another, such as the euro against the US dollar.':
    'Devisenhandel ist der Handel einer Währung gegen eine andere, etwa des Euro gegen den US-Dollar.',
  'Get paid every month.': 'Werden Sie jeden Monat bezahlt.',
  'Get started': 'Erste Schritte',
  'Gold, silver, platinum and palladium are traded against the US dollar and often move when markets are uncertain.':
    'Gold, Silber, Platin und Palladium werden gegen den US-Dollar gehandelt und bewegen sich oft, wenn die Märkte unsicher sind.',
  'How a trade works': 'So funktioniert ein Handel',
  'How am I paid?': 'Wie werde ich bezahlt?',
  'How it works': 'So funktioniert es',
  'How to trade on MetaTrader 5': 'Handeln mit MetaTrader 5',
  Instrument: 'Instrument',
  'Interest rates, the strength of the dollar and demand from industry all affect metal prices.':
    'Zinsen, die Stärke des Dollars und die Nachfrage der Industrie beeinflussen die Metallpreise.',
  'Introducing broker FAQ': 'FAQ für Introducing Broker',
  'Keep safe': 'Sicherheit',
  Labuan: 'Labuan',
  'Leverage and risk': 'Hebel und Risiko',
  'Log out when you use a shared computer.':
    'Melden Sie sich ab, wenn Sie einen gemeinsam genutzten Computer verwenden.',
  'Logging in': 'Anmelden',
  'Looking for an agent?': 'Suchen Sie einen Agenten?',
  'Major currency pairs move on economic news you can follow.':
    'Die wichtigsten Währungspaare reagieren auf Wirtschaftsnachrichten, die Sie verfolgen können.',
  'Markets and contracts': 'Märkte und Kontrakte',
  'Maximum leverage': 'Maximaler Hebel',
  'MetaTrader 5 is a trading platform for forex, metals and CFDs, with advanced charts and automated trading.':
    'MetaTrader 5 ist eine Handelsplattform für Devisen, Metalle und CFDs mit erweiterten Charts und automatisiertem Handel.',
  'MetaTrader 5 offers accounts for different ways of trading. Each comes as a demo account and as a real money account.':
    'MetaTrader 5 bietet Konten für verschiedene Handelsstile. Jedes gibt es als Demokonto und als Echtgeldkonto.',
  'MetaTrader 5 runs on Windows, macOS, Linux, iOS and Android, and in the browser.':
    'MetaTrader 5 läuft unter Windows, macOS, Linux, iOS und Android sowie im Browser.',
  Metals: 'Metalle',
  'Minimum volume': 'Mindestvolumen',
  'New to trading? These short guides explain each market Strike offers and how to place your first trade.':
    'Neu im Handel? Diese kurzen Leitfäden erklären jeden Markt von Strike und wie Sie Ihren ersten Handel platzieren.',
  'Next steps': 'Nächste Schritte',
  'No deposit needed.': 'Keine Einzahlung nötig.',
  'No. Joining the programme is free.': 'Nein. Die Teilnahme am Programm ist kostenlos.',
  'Open a MetaTrader 5 account from your account page.': 'Eröffnen Sie ein MetaTrader-5-Konto auf Ihrer Kontoseite.',
  'Open a free demo account': 'Kostenloses Demokonto eröffnen',
  'Open-source projects': 'Open-Source-Projekte',
  'Our WebSocket API gives programs the same prices and trading functions as this site.':
    'Unsere WebSocket-API bietet Programmen dieselben Preise und Handelsfunktionen wie diese Website.',
  'Our office in Cyberjaya, Malaysia, is home to our technology and customer support teams.':
    'In unserem Büro in Cyberjaya, Malaysia, arbeiten unsere Technik- und Kundenservice-Teams.',
  'Our office in Labuan, Malaysia, runs our licensed business in the Labuan financial centre.':
    'Unser Büro in Labuan, Malaysia, führt unser lizenziertes Geschäft im Finanzzentrum Labuan.',
  'Our office in Malta serves our clients in the European Union.':
    'Unser Büro in Malta betreut unsere Kunden in der Europäischen Union.',
  'Our other offices': 'Unsere anderen Büros',
  'Our teams work from offices in Malaysia and Malta.': 'Unsere Teams arbeiten in Büros in Malaysia und Malta.',
  'Partner with us': 'Werden Sie Partner',
  'Payment agents help clients deposit and withdraw in their local currency, and earn a commission on each transaction.':
    'Zahlungsagenten helfen Kunden, in ihrer Landeswährung ein- und auszuzahlen, und erhalten für jede Transaktion eine Provision.',
  'Pick a market and a contract type, such as Rise/Fall.':
    'Wählen Sie einen Markt und einen Kontrakttyp, etwa Steigt/Fällt.',
  Platforms: 'Plattformen',
  'Practise first': 'Erst üben',
  'Practise trading with virtual money before you risk your own.':
    'Üben Sie mit virtuellem Geld, bevor Sie Ihr eigenes riskieren.',
  'Prices streamed every second.': 'Preise, jede Sekunde aktualisiert.',
  'Protect your account': 'Schützen Sie Ihr Konto',
  'Range of markets': 'Marktangebot',
  'Refer traders to Strike and earn a commission on their trades for as long as they trade.':
    'Vermitteln Sie Trader an Strike und erhalten Sie Provisionen auf deren Handel, solange sie handeln.',
  'Reports of problems and improvements are welcome on our public repositories.':
    'Fehlermeldungen und Verbesserungen sind in unseren öffentlichen Repositorys willkommen.',
  'Set the duration and your stake or payout.': 'Legen Sie die Laufzeit und Ihren Einsatz oder die Auszahlung fest.',
  'Share it with your audience.': 'Teilen Sie ihn mit Ihrem Publikum.',
  'Sign up and get your referral link.': 'Registrieren Sie sich und erhalten Sie Ihren Empfehlungslink.',
  'Strike in numbers': 'Strike in Zahlen',
  'Strike web trader': 'Strike-Webtrader',
  'The economic calendar is unavailable at the moment.': 'Der Wirtschaftskalender ist derzeit nicht verfügbar.',
  'The main terms of the instruments you can trade on MetaTrader 5.':
    'Die wichtigsten Bedingungen der Instrumente, die Sie auf MetaTrader 5 handeln können.',
  'The market is open around the clock on weekdays.': 'Der Markt ist werktags rund um die Uhr geöffnet.',
  'This offer is not available in your country of residence.':
    'Dieses Angebot ist in Ihrem Wohnsitzland nicht verfügbar.',
  'Trade binary options from MetaTrader 5, next to your other positions.':
    'Handeln Sie binäre Optionen in MetaTrader 5, neben Ihren anderen Positionen.',
  'Trade binary options from the MetaTrader 5 platform, next to your forex positions.':
    'Handeln Sie binäre Optionen auf der Plattform MetaTrader 5, neben Ihren Devisenpositionen.',
  'Trade binary options in your browser with live prices and charts. There is nothing to install.':
    'Handeln Sie binäre Optionen im Browser mit Live-Kursen und Charts. Nichts zu installieren.',
  'Trade forex, metals and CFDs on a widely used platform, on desktop and mobile.':
    'Handeln Sie Devisen, Metalle und CFDs auf einer weit verbreiteten Plattform, am Computer und mobil.',
  'Trade forex, metals and CFDs with high leverage.': 'Handeln Sie Devisen, Metalle und CFDs mit hohem Hebel.',
  'Binary options are offered on five markets. Choose one to see what it includes.':
    'Binäre Optionen werden auf fünf Märkten angeboten. Wählen Sie einen, um zu sehen, was er umfasst.',
  'Major and minor currency pairs, such as the euro against the US dollar, traded around the clock on weekdays.':
    'Haupt- und Nebenwährungspaare wie Euro gegen US-Dollar, werktags rund um die Uhr gehandelt.',
  'The main stock indices of the Americas, Europe and Asia, traded while their exchanges are open.':
    'Die wichtigsten Aktienindizes Amerikas, Europas und Asiens, gehandelt während ihre Börsen geöffnet sind.',
  'Shares of large American and European companies, traded over the counter while their home markets are open.':
    'Aktien großer amerikanischer und europäischer Unternehmen, außerbörslich gehandelt, während ihre Heimatmärkte geöffnet sind.',
  'Metals such as gold and silver, and energy such as oil, priced in US dollars.':
    'Metalle wie Gold und Silber sowie Energie wie Öl, in US-Dollar notiert.',
  'Synthetic indices with a constant volatility, open every day around the clock. No news or market event moves them.':
    'Synthetische Indizes mit konstanter Volatilität, jeden Tag rund um die Uhr geöffnet. Keine Nachricht und kein Marktereignis bewegt sie.',
  'Binary options on forex': 'Binäre Optionen auf Devisen',
  'Binary options on commodities': 'Binäre Optionen auf Rohstoffe',
  'Binary options on volatility indices': 'Binäre Optionen auf Volatilitätsindizes',
  'Next steps with your demo account': 'Nächste Schritte mit Ihrem Demokonto',
  'Trade synthetic indices that run around the clock with a constant volatility.':
    'Handeln Sie synthetische Indizes, die rund um die Uhr mit konstanter Volatilität laufen.',
  'Trade the price of Bitcoin, Ethereum and other cryptocurrencies against the US dollar without holding a wallet.':
    'Handeln Sie den Kurs von Bitcoin, Ethereum und anderen Kryptowährungen gegen den US-Dollar, ohne eine Wallet zu besitzen.',
  'Traders choose Strike for clear prices, quick payouts and support that answers.':
    'Trader wählen Strike wegen klarer Preise, schneller Auszahlungen und eines Supports, der antwortet.',
  'Trading API': 'Handels-API',
  'Turn on two-factor authentication.': 'Aktivieren Sie die Zwei-Faktor-Authentifizierung.',
  'Types of accounts': 'Kontotypen',
  'Upcoming economic announcements that can move the markets.':
    'Anstehende Wirtschaftsmeldungen, die die Märkte bewegen können.',
  'Use a strong password that you use nowhere else.':
    'Verwenden Sie ein starkes Passwort, das Sie nirgendwo sonst nutzen.',
  'Use the login and the server shown on your MetaTrader 5 accounts page.':
    'Verwenden Sie den Login und den Server, die auf Ihrer MetaTrader-5-Kontoseite stehen.',
  Volatility: 'Volatilität',
  'Volatility indices account': 'Volatilitätsindizes-Konto',
  'We never ask for your password by e-mail or by phone.':
    'Wir fragen Sie nie per E-Mail oder Telefon nach Ihrem Passwort.',
  'We publish tools we build and use, so that developers can build on our platform.':
    'Wir veröffentlichen Werkzeuge, die wir bauen und nutzen, damit Entwickler auf unserer Plattform aufbauen können.',
  'What is an introducing broker?': 'Was ist ein Introducing Broker?',
  'What moves metal prices': 'Was Metallpreise bewegt',
  'What our platform offers, in a few figures.': 'Was unsere Plattform bietet, in wenigen Zahlen.',
  'What you get': 'Was Sie erhalten',
  'Where to trade CFDs': 'Wo man CFDs handelt',
  'Who can apply': 'Wer sich bewerben kann',
  'Why trade forex': 'Warum Devisen handeln',
  'Why us': 'Warum wir',
  'You can serve clients in your country with local payment methods.':
    'Sie können Kunden in Ihrem Land mit lokalen Zahlungsmethoden betreuen.',
  'You can trade falling prices as well as rising ones.': 'Sie können auf fallende wie auf steigende Kurse handeln.',
  'You hold a real money account with us.': 'Sie haben ein Echtgeldkonto bei uns.',
  'You pass our identity checks.': 'Sie bestehen unsere Identitätsprüfung.',
  'You see the exact stake and payout before you buy, with no hidden fees.':
    'Sie sehen den genauen Einsatz und die Auszahlung vor dem Kauf, ohne versteckte Gebühren.',
  'Your demo account holds virtual money to practise with. When you are ready, open a real money account.':
    'Ihr Demokonto enthält virtuelles Geld zum Üben. Wenn Sie bereit sind, eröffnen Sie ein Echtgeldkonto.',
  'Your demo account is ready': 'Ihr Demokonto ist bereit',
  'Your first trade': 'Ihr erster Handel',
  'Your money is safe': 'Ihr Geld ist sicher',
  'Your orders go straight to our liquidity providers, with tight spreads.':
    'Ihre Orders gehen direkt an unsere Liquiditätsanbieter, mit engen Spreads.',
  FAQ: 'FAQ',
  'Frequently asked questions': 'Häufig gestellte Fragen',
  'Quick answers about your account, your money, trading and security.':
    'Kurze Antworten zu Ihrem Konto, Ihrem Geld, zum Handel und zur Sicherheit.',
  Regulation: 'Regulierung',
  'Responsible trading': 'Verantwortungsvoller Handel',
  'How do I open an account?': 'Wie eröffne ich ein Konto?',
  'Sign up with your e-mail address to get a free demo account with virtual money. When you are ready to trade with real money, open a real account from the Accounts page.':
    'Registrieren Sie sich mit Ihrer E-Mail-Adresse und erhalten Sie ein kostenloses Demokonto mit virtuellem Geld. Wenn Sie mit echtem Geld handeln möchten, eröffnen Sie auf der Seite „Konten“ ein Echtgeldkonto.',
  'Can I hold more than one account?': 'Kann ich mehr als ein Konto haben?',
  'Yes. Next to your demo account you may hold real accounts in different currencies, where the company that serves your country allows it. Switch between them from the account menu.':
    'Ja. Neben Ihrem Demokonto können Sie Echtgeldkonten in verschiedenen Währungen führen, soweit das Unternehmen, das Ihr Land betreut, dies erlaubt. Über das Kontomenü wechseln Sie zwischen ihnen.',
  'Why do you ask for proof of identity and address?': 'Warum benötigen Sie einen Identitäts- und Adressnachweis?',
  'The law requires us to know who our clients are. Upload your documents on the Authenticate page; we review them and tell you by e-mail when your account is verified.':
    'Das Gesetz verpflichtet uns, unsere Kunden zu kennen. Laden Sie Ihre Dokumente auf der Seite „Authentifizieren“ hoch; wir prüfen sie und teilen Ihnen per E-Mail mit, wenn Ihr Konto verifiziert ist.',
  'Deposits and withdrawals': 'Ein- und Auszahlungen',
  'How do I deposit money?': 'Wie zahle ich Geld ein?',
  'Open the Cashier, choose Deposit and pick a payment method. The methods offered depend on your country of residence and your account currency.':
    'Öffnen Sie die Kasse, wählen Sie „Einzahlen“ und eine Zahlungsmethode. Welche Methoden angeboten werden, hängt von Ihrem Wohnsitzland und Ihrer Kontowährung ab.',
  'How long does a withdrawal take?': 'Wie lange dauert eine Auszahlung?',
  'We process withdrawal requests within one working day. How long the money then takes to reach you depends on your bank or payment provider.':
    'Wir bearbeiten Auszahlungsanträge innerhalb eines Arbeitstages. Wie lange das Geld danach zu Ihnen braucht, hängt von Ihrer Bank oder Ihrem Zahlungsanbieter ab.',
  'Are there limits on withdrawals?': 'Gibt es Auszahlungslimits?',
  'Yes. The Limits page of your account shows how much you may withdraw; the limits rise once your account is verified.':
    'Ja. Die Seite „Limits“ Ihres Kontos zeigt, wie viel Sie auszahlen dürfen; die Limits steigen, sobald Ihr Konto verifiziert ist.',
  'What is a payment agent?': 'Was ist ein Zahlungsagent?',
  'In some countries, independent local agents can fund your account and pay out your withdrawals in the local currency. The Payment agents page lists those who serve your country.':
    'In einigen Ländern können unabhängige lokale Agenten Ihr Konto aufladen und Ihre Auszahlungen in der Landeswährung auszahlen. Die Seite „Zahlungsagenten“ listet diejenigen auf, die Ihr Land betreuen.',
  'What can I trade?': 'Was kann ich handeln?',
  'Options on forex, stock indices, commodities, cryptocurrencies and synthetic indices, within what the company that holds your account is licensed to offer.':
    'Optionen auf Devisen, Aktienindizes, Rohstoffe, Kryptowährungen und synthetische Indizes, im Rahmen dessen, wofür das Unternehmen, das Ihr Konto führt, lizenziert ist.',
  'Can I practise before I risk real money?': 'Kann ich üben, bevor ich echtes Geld einsetze?',
  'Yes. Your demo account holds virtual money, so you can try every contract without risk and top it up whenever it runs low.':
    'Ja. Ihr Demokonto enthält virtuelles Geld, sodass Sie jeden Kontrakt ohne Risiko ausprobieren und es jederzeit aufladen können, wenn es knapp wird.',
  'How is the price of a contract set?': 'Wie wird der Preis eines Kontrakts festgelegt?',
  'The price follows the market and the contract you choose. It is shown before you buy, and the contract is bought at that price or not at all.':
    'Der Preis folgt dem Markt und dem Kontrakt, den Sie wählen. Er wird vor dem Kauf angezeigt, und der Kontrakt wird zu diesem Preis gekauft oder gar nicht.',
  'How do I keep my account secure?': 'Wie schütze ich mein Konto?',
  'Choose a strong password you use nowhere else, turn on two-factor authentication in your security settings, and never share your password or API tokens.':
    'Wählen Sie ein starkes Passwort, das Sie nirgendwo sonst verwenden, aktivieren Sie die Zwei-Faktor-Authentifizierung in Ihren Sicherheitseinstellungen und geben Sie Ihr Passwort oder Ihre API-Token niemals weiter.',
  'I forgot my password. What should I do?': 'Ich habe mein Passwort vergessen. Was soll ich tun?',
  'Use the password reset page: we e-mail you a link to choose a new password. The link works once and expires after a short while.':
    'Nutzen Sie die Seite zum Zurücksetzen des Passworts: Wir senden Ihnen per E-Mail einen Link, mit dem Sie ein neues Passwort wählen. Der Link funktioniert einmal und läuft nach kurzer Zeit ab.',
  'How can I limit my trading?': 'Wie kann ich meinen Handel begrenzen?',
  'The self-exclusion facilities in your security settings let you cap your stakes, losses and time on the site, or take a break from trading altogether.':
    'Mit den Selbstausschluss-Funktionen in Ihren Sicherheitseinstellungen können Sie Ihre Einsätze, Verluste und Ihre Zeit auf der Website begrenzen oder eine vollständige Handelspause einlegen.',
  'General terms': 'Allgemeine Bedingungen',
  'These terms govern your use of Strike and of the services of the company that holds your account. By opening an account you accept them.':
    'Diese Bedingungen regeln Ihre Nutzung von Strike und der Dienste des Unternehmens, das Ihr Konto führt. Mit der Eröffnung eines Kontos akzeptieren Sie sie.',
  'We may change these terms. We tell you of important changes in advance, and you may close your account if you do not accept them.':
    'Wir können diese Bedingungen ändern. Über wichtige Änderungen informieren wir Sie vorab, und Sie können Ihr Konto schließen, wenn Sie sie nicht akzeptieren.',
  'Your account': 'Ihr Konto',
  'You must be at least 18 years old and live in a country where we offer our services. The details you give us must be true and kept up to date.':
    'Sie müssen mindestens 18 Jahre alt sein und in einem Land leben, in dem wir unsere Dienste anbieten. Ihre Angaben müssen wahr sein und aktuell gehalten werden.',
  'Keep your log-in details to yourself: you are responsible for everything done with your account.':
    'Behalten Sie Ihre Anmeldedaten für sich: Sie sind für alles verantwortlich, was mit Ihrem Konto geschieht.',
  'Trading and payments': 'Handel und Zahlungen',
  'A contract is bought at the price shown when you confirm it and settled by the platform’s records. We may cancel a contract bought at an obviously wrong price.':
    'Ein Kontrakt wird zu dem Preis gekauft, der bei Ihrer Bestätigung angezeigt wird, und nach den Aufzeichnungen der Plattform abgerechnet. Einen zu einem offensichtlich falschen Preis gekauften Kontrakt können wir stornieren.',
  'Deposits must come from payment methods in your own name, and withdrawals go back to them where possible, after the checks the law requires.':
    'Einzahlungen müssen von Zahlungsmethoden auf Ihren eigenen Namen stammen, und Auszahlungen gehen nach den gesetzlich vorgeschriebenen Prüfungen möglichst an diese zurück.',
  'Risk disclosure': 'Risikohinweis',
  'Trading options carries a high risk: you can lose all the money you put into a contract. Past results do not promise future ones.':
    'Der Handel mit Optionen ist mit hohem Risiko verbunden: Sie können das gesamte Geld verlieren, das Sie in einen Kontrakt stecken. Vergangene Ergebnisse sind keine Garantie für künftige.',
  'Trade only with money you can afford to lose, and make sure you understand a contract before you buy it.':
    'Handeln Sie nur mit Geld, dessen Verlust Sie sich leisten können, und stellen Sie sicher, dass Sie einen Kontrakt verstehen, bevor Sie ihn kaufen.',
  Complaints: 'Beschwerden',
  'If you are unhappy with our service, tell our support team first: most concerns are settled there.':
    'Wenn Sie mit unserem Service unzufrieden sind, wenden Sie sich zuerst an unser Support-Team: Die meisten Anliegen werden dort geklärt.',
  'Otherwise send us a written complaint. We acknowledge it promptly and answer it in full within eight weeks; you may then refer it to the regulator of the company that holds your account.':
    'Andernfalls senden Sie uns eine schriftliche Beschwerde. Wir bestätigen sie umgehend und beantworten sie innerhalb von acht Wochen vollständig; danach können Sie sie an die Aufsichtsbehörde des Unternehmens weiterleiten, das Ihr Konto führt.',
  'Our companies': 'Unsere Unternehmen',
  'Strike’s services are provided by several companies, each licensed for the clients of certain countries. Which one holds your account depends on where you live and what you trade.':
    'Die Dienste von Strike werden von mehreren Unternehmen erbracht, die jeweils für die Kunden bestimmter Länder lizenziert sind. Welches Ihr Konto führt, hängt davon ab, wo Sie leben und was Sie handeln.',
  'Demo accounts hold virtual money only and are not a regulated service.':
    'Demokonten enthalten nur virtuelles Geld und sind kein regulierter Dienst.',
  'Deriv (SVG) LLC': 'Deriv (SVG) LLC',
  'Deriv (SVG) LLC is registered in Saint Vincent and the Grenadines. It serves clients outside the European Union and the United Kingdom, for every market the platform offers.':
    'Die Deriv (SVG) LLC ist in St. Vincent und den Grenadinen eingetragen. Sie betreut Kunden außerhalb der Europäischen Union und des Vereinigten Königreichs für alle Märkte, die die Plattform anbietet.',
  'Deriv (Europe) Limited': 'Deriv (Europe) Limited',
  'Deriv (Europe) Limited, of W Business Centre, Birkirkara, Malta, is licensed and regulated by the Malta Gaming Authority. It offers options on synthetic indices to clients in the European Union.':
    'Die Deriv (Europe) Limited, W Business Centre, Birkirkara, Malta, ist von der Malta Gaming Authority lizenziert und reguliert. Sie bietet Kunden in der Europäischen Union Optionen auf synthetische Indizes an.',
  'Deriv Investments (Europe) Limited': 'Deriv Investments (Europe) Limited',
  'Deriv Investments (Europe) Limited, of W Business Centre, Birkirkara, Malta, is licensed by the Malta Financial Services Authority to provide investment services. It offers financial products to clients in the European Union and the United Kingdom.':
    'Die Deriv Investments (Europe) Limited, W Business Centre, Birkirkara, Malta, ist von der Malta Financial Services Authority für die Erbringung von Wertpapierdienstleistungen lizenziert. Sie bietet Kunden in der Europäischen Union und im Vereinigten Königreich Finanzprodukte an.',
  'Deriv (MX) Ltd': 'Deriv (MX) Ltd',
  'Deriv (MX) Ltd, of Millennium House, Douglas, Isle of Man, is licensed by the Isle of Man Gambling Supervision Commission and, for clients in Great Britain, by the UK Gambling Commission. It offers options on synthetic indices.':
    'Die Deriv (MX) Ltd, Millennium House, Douglas, Isle of Man, ist von der Isle of Man Gambling Supervision Commission und für Kunden in Großbritannien von der UK Gambling Commission lizenziert. Sie bietet Optionen auf synthetische Indizes an.',
  'Trade with care': 'Mit Bedacht handeln',
  'Trading should be a considered choice, never a way to win back losses or to solve money problems. Set yourself a budget and keep to it.':
    'Handeln sollte eine überlegte Entscheidung sein, niemals ein Weg, Verluste zurückzugewinnen oder Geldprobleme zu lösen. Legen Sie sich ein Budget fest und halten Sie es ein.',
  'Tools to stay in control': 'Werkzeuge, um die Kontrolle zu behalten',
  'Reality checks remind you at intervals how long you have been trading and what you have won or lost.':
    'Realitätschecks erinnern Sie in Abständen daran, wie lange Sie schon handeln und was Sie gewonnen oder verloren haben.',
  'The self-exclusion facilities in your security settings let you cap your stakes, losses and time on the site, or exclude yourself for a period of your choice.':
    'Mit den Selbstausschluss-Funktionen in Ihren Sicherheitseinstellungen können Sie Ihre Einsätze, Verluste und Ihre Zeit auf der Website begrenzen oder sich für einen Zeitraum Ihrer Wahl ausschließen.',
  'Warning signs': 'Warnsignale',
  'Take a break if you trade for longer than you meant to, raise your stakes to recover losses, or keep your trading from the people close to you.':
    'Legen Sie eine Pause ein, wenn Sie länger handeln als geplant, Ihre Einsätze erhöhen, um Verluste wettzumachen, oder Ihren Handel vor Ihnen nahestehenden Menschen verbergen.',
  'Getting help': 'Hilfe finden',
  'If trading worries you, contact our support team: we can set limits on your account or close it. Independent organisations also give free and confidential advice on problem gambling.':
    'Wenn Sie der Handel beunruhigt, wenden Sie sich an unser Support-Team: Wir können Limits für Ihr Konto festlegen oder es schließen. Auch unabhängige Organisationen bieten kostenlose und vertrauliche Beratung bei Spielproblemen an.',
  'Regulatory information': 'Regulatorische Informationen',
  'Risk warning': 'Risikohinweis',
  'Binary options and CFDs are complex products, and trading them carries a high risk of losing money quickly. [_1]% of retail investor accounts lose money when trading these products with [_2].':
    'Binäre Optionen und CFDs sind komplexe Produkte, und ihr Handel birgt ein hohes Risiko, schnell Geld zu verlieren. [_1]% der Konten von Kleinanlegern verlieren Geld, wenn sie diese Produkte bei [_2] handeln.',
  'Only trade with money you can afford to lose, and make sure you understand how these products work before you start.':
    'Handeln Sie nur mit Geld, dessen Verlust Sie sich leisten können, und vergewissern Sie sich vorher, dass Sie verstehen, wie diese Produkte funktionieren.',
  '[_1] is licensed and regulated as an investment services provider by the [_2]Malta Financial Services Authority[_3].':
    '[_1] ist als Wertpapierdienstleister von der [_2]Malta Financial Services Authority[_3] zugelassen und beaufsichtigt.',
  'GAMSTOP is a free self-exclusion scheme for Great Britain: it lets you block yourself from online gambling sites licensed there, this one included. Find out more at [_1]gamstop.co.uk[_2], or set your own limits on our [_3]self-exclusion page[_4].':
    'GAMSTOP ist ein kostenloses Selbstausschlussprogramm für Großbritannien: Damit können Sie sich für dort lizenzierte Online-Glücksspielseiten sperren lassen, auch für diese. Mehr erfahren Sie unter [_1]gamstop.co.uk[_2], oder legen Sie auf unserer [_3]Seite zum Selbstausschluss[_4] eigene Grenzen fest.',
  'Redirect notice': 'Hinweis zur Weiterleitung',
  'You are leaving [_1] for a third-party website. [_1] does not own or control that website and is not responsible for what it says or does. Do you want to proceed?':
    'Sie verlassen [_1] und gehen zu einer Website eines Dritten. [_1] besitzt oder kontrolliert diese Website nicht und ist für ihre Inhalte und ihr Handeln nicht verantwortlich. Möchten Sie fortfahren?',
  'Map of the European Union countries we serve': 'Karte der Länder der Europäischen Union, die wir bedienen',
  'Clients in these countries are served by our Malta investment company.':
    'Kunden in diesen Ländern werden von unserem Malteser Investmentunternehmen betreut.',
};

export default de;
