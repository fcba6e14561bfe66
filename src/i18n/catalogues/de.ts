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
  'Loading…': 'Wird geladen…',
  'Logging you in…': 'Sie werden angemeldet…',
  'Login time': 'Anmeldezeit',
  'Low barrier': 'Untere Barriere',
  'MT5 withdrawals have been disabled on your account. Please check your email for more details.':
    'MT5-Auszahlungen wurden für Ihr Konto gesperrt. Weitere Einzelheiten finden Sie in Ihren E-Mails.',
  'Main menu': 'Hauptmenü',
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
  'Sold for [_1]. Your transaction reference is [_2].': 'Verkauft für [_1]. Ihre Transaktionsreferenz lautet [_2].',
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
  '[_1] at [_2]': '[_1] bei [_2]',
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
};

export default de;
