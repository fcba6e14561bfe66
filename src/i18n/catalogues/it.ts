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
  'Create a demo account': 'Crea un conto demo',
  'Enter your e-mail address and we will send you a link to verify it.':
    'Inserisci il tuo indirizzo e-mail e ti invieremo un link per verificarlo.',
  Email: 'E-mail',
  'Create free account': 'Crea un conto gratuito',
  'Thank you for signing up! Please check your email to complete the registration process.':
    'Grazie per esserti registrato! Controlla la tua e-mail per completare la registrazione.',
  'Sorry, account signup is not available in your country.':
    'Siamo spiacenti, la registrazione non è disponibile nel tuo paese.',
  'Verification code': 'Codice di verifica',
  Password: 'Password',
  'Verify password': 'Conferma password',
  'Country of residence': 'Paese di residenza',
  'Please select': 'Seleziona',
  'I agree to receive news and special offers by e-mail.': 'Accetto di ricevere novità e offerte speciali via e-mail.',
  'Open account': 'Apri conto',
  'Password is not strong enough.': 'La password non è abbastanza sicura.',
  'Your token has expired or is invalid. Please click [_1] to restart the verification process.':
    'Il tuo token è scaduto o non è valido. Fai clic [_1] per ricominciare la verifica.',
  here: 'qui',
  'The email address provided is already in use. If you forgot your password, please try our [_1] or contact our customer service.':
    "L'indirizzo e-mail indicato è già in uso. Se hai dimenticato la password, prova il nostro [_1] o contatta il servizio clienti.",
  'password recovery tool': 'strumento di recupero password',
  'Password reset': 'Reimpostazione password',
  'Enter the e-mail address of your account and we will send you a link to reset your password.':
    "Inserisci l'indirizzo e-mail del tuo conto e ti invieremo un link per reimpostare la password.",
  'Send reset link': 'Invia link di reimpostazione',
  'Please check your email for the password reset link.':
    'Controlla la tua e-mail per il link di reimpostazione della password.',
  'Choose a new password for your account.': 'Scegli una nuova password per il tuo conto.',
  'I have a real money account': 'Ho un conto con denaro reale',
  'Date of birth': 'Data di nascita',
  'New password': 'Nuova password',
  'Verify new password': 'Verifica nuova password',
  'Reset password': 'Reimposta password',
  'Your password has been successfully reset. Please log into your account using your new password.':
    'La tua password è stata reimpostata. Accedi al tuo conto con la nuova password.',
  'Please click the link below to restart the password recovery process.':
    'Fai clic sul link qui sotto per ricominciare la procedura di recupero della password.',
  'Restart password recovery': 'Ricomincia il recupero della password',
  'Welcome!': 'Benvenuto!',
  'Your demo account [_1] is ready to trade with virtual money.':
    'Il tuo conto demo [_1] è pronto per fare trading con denaro virtuale.',
  'Upgrade to a Real Account': 'Passa a un conto reale',
  'Upgrade to a Financial Account': 'Passa a un conto finanziario',
  'Start trading': 'Inizia a fare trading',
  'This field is required.': 'Questo campo è obbligatorio.',
  'App ID': 'ID app',
  'Apply now as a professional investor': 'Candidati ora come investitore professionale',
  Asset: 'Asset',
  Audit: 'Verifica',
  Back: 'Indietro',
  Barrier: 'Barriera',
  'Barrier must be a non-zero number.': 'La barriera deve essere un numero diverso da zero.',
  'Binary Options Trading has been disabled on your account. Kindly [_1]contact customer support[_2] for assistance.':
    "Il trading di opzioni binarie è stato disattivato sul tuo conto. [_1]Contatta l'assistenza clienti[_2] per ricevere aiuto.",
  Cancel: 'Annulla',
  'Change API endpoint': 'Cambia endpoint API',
  'Chart is not available for this underlying.': 'Il grafico non è disponibile per questo sottostante.',
  Close: 'Chiudi',
  Confirm: 'Conferma',
  'Connecting to server': 'Connessione al server in corso',
  'Connection error: Please check your internet connection.':
    'Errore di connessione: controlla la tua connessione internet.',
  'Continue trading': 'Continua a fare trading',
  Contract: 'Contratto',
  'Contract details': 'Dettagli del contratto',
  'Contract ends': 'Fine del contratto',
  'Contract has not started yet': 'Il contratto non è ancora iniziato',
  'Contract starts': 'Inizio del contratto',
  'Contract ticks': 'Tick del contratto',
  'Contracts bought': 'Contratti acquistati',
  'Contracts sold': 'Contratti venduti',
  Cookies: 'Cookie',
  'Current spot': 'Prezzo spot attuale',
  'Current time': 'Ora attuale',
  'Deposits and withdrawals have been disabled on your account. Please check your email for more details.':
    'Depositi e prelievi sono stati disattivati sul tuo conto. Controlla la tua email per maggiori dettagli.',
  'Do not show this again': 'Non mostrare più',
  'End time': 'Ora di fine',
  'Entry spot': 'Spot di entrata',
  'Exit spot': 'Spot di uscita',
  'Expiry time': 'Ora di scadenza',
  'Final price': 'Prezzo finale',
  'Go to trading': 'Vai al trading',
  'High barrier': 'Barriera superiore',
  'High barrier must be higher than low barrier.':
    'La barriera superiore deve essere più alta della barriera inferiore.',
  'I want to reapply': 'Voglio ricandidarmi',
  'In the EU, financial binary options are only available to professional investors.':
    "Nell'UE, le opzioni binarie finanziarie sono disponibili solo per gli investitori professionali.",
  Indicative: 'Indicativo',
  'Indicative price': 'Prezzo indicativo',
  'Invalid email address.': 'Indirizzo email non valido.',
  'Invalid verification code.': 'Codice di verifica non valido.',
  'Live chat': 'Chat dal vivo',
  'Live chat is unavailable at the moment.': 'La chat dal vivo non è al momento disponibile.',
  'Loading…': 'Caricamento…',
  'Logging you in…': 'Accesso in corso…',
  'Login time': 'Ora di accesso',
  'Low barrier': 'Barriera inferiore',
  'MT5 withdrawals have been disabled on your account. Please check your email for more details.':
    'I prelievi MT5 sono stati disattivati sul tuo conto. Controlla la tua email per maggiori dettagli.',
  'Main menu': 'Menu principale',
  'Market is closed. Please try again later.': 'Il mercato è chiuso. Riprova più tardi.',
  'All barriers in this trading window are expired.': 'Tutte le barriere di questa finestra di trading sono scadute.',
  'Multi-barrier': 'Multi-barriera',
  'Maximum multiplier of 1000.': 'Moltiplicatore massimo di 1000.',
  'Minimum of [_1] characters required.': {
    one: 'È richiesto almeno [_1] carattere.',
    many: 'Sono richiesti almeno [_1] di caratteri.',
    other: 'Sono richiesti almeno [_1] caratteri.',
  },
  Next: 'Avanti',
  'No currency assigned': 'Nessuna valuta assegnata',
  'Note: the contract is sold at the market price when the request reaches our servers; it may differ from the indicative price.':
    'Nota: il contratto viene venduto al prezzo di mercato nel momento in cui la richiesta raggiunge i nostri server; può differire dal prezzo indicativo.',
  OK: 'OK',
  Offline: 'Offline',
  Online: 'Online',
  'Only letters, numbers, space, and hyphen are allowed.': 'Sono consentiti solo lettere, numeri, spazi e trattini.',
  'Only letters, numbers, space, and these special characters are allowed: [_1]':
    'Sono consentiti solo lettere, numeri, spazi e questi caratteri speciali: [_1]',
  'Only letters, numbers, space, hyphen, period, and apostrophe are allowed.':
    'Sono consentiti solo lettere, numeri, spazi, trattini, punti e apostrofi.',
  'Only letters, space, hyphen, period, and apostrophe are allowed.':
    'Sono consentiti solo lettere, spazi, trattini, punti e apostrofi.',
  'Only numbers, hyphens, and spaces are allowed.': 'Sono consentiti solo numeri, trattini e spazi.',
  'Open contracts': 'Contratti aperti',
  'Options trading can become a real addiction, as can any other activity pushed to its limits. To avoid the danger of such an addiction, we provide a reality-check that gives you a summary of your trades and accounts on a regular basis.':
    'Il trading di opzioni può diventare una vera dipendenza, come qualsiasi altra attività spinta al limite. Per evitare il pericolo di tale dipendenza, offriamo un controllo di realtà che ti fornisce regolarmente un riepilogo delle tue operazioni e dei tuoi conti.',
  'Password should have lower and uppercase letters with numbers.':
    'La password deve contenere lettere minuscole e maiuscole e numeri.',
  Payout: 'Payout',
  'Please [_1]accept the updated Terms and Conditions[_2] to lift your withdrawal and trading limits.':
    '[_1]Accetta i Termini e condizioni aggiornati[_2] per rimuovere i limiti di prelievo e di trading.',
  'Please [_1]complete your account profile[_2] to lift your withdrawal and trading limits.':
    '[_1]Completa il profilo del tuo conto[_2] per rimuovere i limiti di prelievo e di trading.',
  'Please complete the [_1]financial assessment form[_2] to lift your withdrawal and trading limits.':
    'Compila il [_1]modulo di valutazione finanziaria[_2] per rimuovere i limiti di prelievo e di trading.',
  'Please complete your [_1]personal details[_2] before you proceed.':
    'Completa i tuoi [_1]dati personali[_2] prima di procedere.',
  'Please log in': 'Accedi',
  'Please reload the page': 'Ricarica la pagina',
  'Please select the checkbox.': 'Seleziona la casella.',
  'Please set [_1]country of residence[_2] before upgrading to a real-money account.':
    'Imposta il [_1]paese di residenza[_2] prima di passare a un conto con denaro reale.',
  'Please set the [_1]currency[_2] of your account.': 'Imposta la [_1]valuta[_2] del tuo conto.',
  'Please set your [_1]30-day turnover limit[_2] to remove deposit limits.':
    'Imposta il tuo [_1]limite di volume di scambi a 30 giorni[_2] per rimuovere i limiti di deposito.',
  'Please try Volatility Indices or other markets.': 'Prova gli Indici di volatilità o altri mercati.',
  Portfolio: 'Portafoglio',
  'Potential profit': 'Profitto potenziale',
  'Profit / Loss': 'Profitto / Perdita',
  'Profit/Loss': 'Profitto/Perdita',
  Purchase: 'Acquisto',
  'Purchase price': 'Prezzo di acquisto',
  'Reality check': 'Controllo di realtà',
  'Reality-check interval (minutes)': 'Intervallo del controllo di realtà (minuti)',
  'Ref.': 'Rif.',
  Reference: 'Riferimento',
  'Resale not offered': 'Rivendita non disponibile',
  'Reset time': 'Ora di reset',
  'Reset barrier': 'Barriera di reset',
  'Reset to original settings': 'Ripristina le impostazioni originali',
  Result: 'Risultato',
  'Scroll to top': 'Torna su',
  Sections: 'Sezioni',
  'Sell at market': 'Vendi al prezzo di mercato',
  Server: 'Server',
  'Session duration': 'Durata della sessione',
  'Should be [_1]': 'Deve essere [_1]',
  'Should be a valid number.': 'Deve essere un numero valido.',
  'Should be between [_1] and [_2]': 'Deve essere compreso tra [_1] e [_2]',
  'Should be less than [_1]': 'Deve essere inferiore a [_1]',
  'Should be more than [_1]': 'Deve essere superiore a [_1]',
  'Should start with letter or number, and may contain hyphen and underscore.':
    'Deve iniziare con una lettera o un numero e può contenere trattini e trattini bassi.',
  'Sign out': 'Esci',
  'Sold for [_1]. Your transaction reference is [_2].':
    'Venduto per [_1]. Il riferimento della tua transazione è [_2].',
  'Sorry, an error occurred while processing your request.':
    "Spiacenti, si è verificato un errore durante l'elaborazione della richiesta.",
  'Sorry, this feature is available to virtual accounts only.':
    'Spiacenti, questa funzione è disponibile solo per i conti virtuali.',
  'Sorry, your account is not authorised for any further contract purchases.':
    'Spiacenti, il tuo conto non è autorizzato ad acquistare altri contratti.',
  Spot: 'Spot',
  'Start time': 'Ora di inizio',
  Status: 'Stato',
  Submit: 'Invia',
  'The page you requested could not be found. It may have been moved or no longer exists.':
    'Impossibile trovare la pagina richiesta. Potrebbe essere stata spostata o non esistere più.',
  'The two passwords that you entered do not match.': 'Le due password inserite non corrispondono.',
  'There was an error': 'Si è verificato un errore',
  'There was some invalid character in an input field.': 'Un campo contiene un carattere non valido.',
  'This contract lost': 'Questo contratto è in perdita',
  'This contract won': 'Questo contratto è vincente',
  'This feature is not relevant to virtual-money accounts.':
    'Questa funzione non riguarda i conti con denaro virtuale.',
  'This page is only available to logged out clients.': 'Questa pagina è disponibile solo per i clienti non connessi.',
  'This symbol is not active. Please try another symbol.': 'Questo simbolo non è attivo. Prova un altro simbolo.',
  Tick: 'Tick',
  'Ticks history returned an empty array.': 'La cronologia dei tick ha restituito un elenco vuoto.',
  Time: 'Ora',
  'Time is in the wrong format.': "L'ora non è nel formato corretto.",
  'Top up': 'Ricarica',
  'Top up virtual account': 'Ricarica il conto virtuale',
  Total: 'Totale',
  'Trading and deposits have been disabled on your account. Kindly [_1]contact customer support[_2] for assistance.':
    "Trading e depositi sono stati disattivati sul tuo conto. [_1]Contatta l'assistenza clienti[_2] per ricevere aiuto.",
  'Trading is unavailable at this time.': 'Il trading non è disponibile al momento.',
  Turnover: 'Volume di scambi',
  Understood: 'Ho capito',
  'Up to [_1] decimal places are allowed.': {
    one: 'È consentito fino a [_1] decimale.',
    many: 'Sono consentiti fino a [_1] di decimali.',
    other: 'Sono consentiti fino a [_1] decimali.',
  },
  'Verification code is wrong. Please use the link sent to your email.':
    'Il codice di verifica è errato. Usa il link inviato alla tua email.',
  View: 'Visualizza',
  'Waiting for contract settlement.': 'In attesa della liquidazione del contratto.',
  'Waiting for entry tick.': 'In attesa del tick di entrata.',
  'Waiting for exit tick.': 'In attesa del tick di uscita.',
  'We are reviewing your documents. For more details [_1]contact us[_2].':
    'Stiamo esaminando i tuoi documenti. Per maggiori dettagli, [_1]contattaci[_2].',
  'Withdrawals have been disabled on your account. Please check your email for more details.':
    'I prelievi sono stati disattivati sul tuo conto. Controlla la tua email per maggiori dettagli.',
  'You can close this window without interrupting your trade.':
    'Puoi chiudere questa finestra senza interrompere la tua operazione.',
  'You have no open positions.': 'Non hai posizioni aperte.',
  'You have reached the limit.': 'Hai raggiunto il limite.',
  'You have reached the rate limit of requests per second. Please try later.':
    'Hai raggiunto il limite di richieste al secondo. Riprova più tardi.',
  'You should enter [_1] characters.': {
    one: 'Devi inserire [_1] carattere.',
    many: 'Devi inserire [_1] di caratteri.',
    other: 'Devi inserire [_1] caratteri.',
  },
  'Your account is restricted. Kindly [_1]contact customer support[_2] for assistance.':
    "Il tuo conto è soggetto a restrizioni. [_1]Contatta l'assistenza clienti[_2] per ricevere aiuto.",
  'Your application to be treated as a professional client is being processed.':
    'La tua richiesta di essere considerato cliente professionale è in fase di elaborazione.',
  'Your professional client request is not approved. Please reapply once the required criteria has been fulfilled.':
    'La tua richiesta di cliente professionale non è stata approvata. Ricandidati quando avrai soddisfatto i criteri richiesti.',
  'More information can be found in an email sent to you.':
    "Maggiori informazioni sono disponibili in un'e-mail che ti è stata inviata.",
  'Your session duration limit will end in [_1] seconds.': {
    one: 'Il tuo limite di durata della sessione terminerà tra [_1] secondo.',
    many: 'Il tuo limite di durata della sessione terminerà tra [_1] di secondi.',
    other: 'Il tuo limite di durata della sessione terminerà tra [_1] secondi.',
  },
  'Your trading statistics since [_1].': 'Le tue statistiche di trading dal [_1].',
  'Your virtual account balance is low. Would you like to top up [_1] [_2]?':
    'Il saldo del tuo conto virtuale è basso. Vuoi ricaricare [_1] [_2]?',
  'Your web browser ([_1]) is out of date and may affect your trading experience. Proceed at your own risk.':
    'Il tuo browser ([_1]) non è aggiornato e potrebbe compromettere la tua esperienza di trading. Procedi a tuo rischio.',
  '[_1] [_2] has been credited into your virtual account: [_3].':
    '[_1] [_2] sono stati accreditati sul tuo conto virtuale: [_3].',
  '[_1] and [_2] cannot be the same.': '[_1] e [_2] non possono essere uguali.',
  "[_1] requires your browser's web storage to be enabled in order to function properly. Please enable it or exit private browsing mode.":
    "[_1] richiede che l'archiviazione web del browser sia attiva per funzionare correttamente. Attivala o esci dalla navigazione privata.",
  '[_1] uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies.':
    '[_1] utilizza i cookie per offrirti la migliore esperienza sul nostro sito. Continuando a utilizzarlo, accetti il nostro uso dei cookie.',
  '[_1]Authenticate your account[_2] now to take full advantage of all payment methods available.':
    '[_1]Verifica il tuo conto[_2] ora per sfruttare appieno tutti i metodi di pagamento disponibili.',
  '[_1]Your Proof of Identity or Proof of Address[_2] did not meet our requirements. Please check your email for further instructions.':
    "[_1]Il tuo documento d'identità o di residenza[_2] non soddisfa i nostri requisiti. Controlla la tua email per ulteriori istruzioni.",
  '(closed)': '(chiuso)',
  'Account balance': 'Saldo del conto',
  'Allow equals': 'Consenti uguali',
  Amount: 'Importo',
  'Asian Fall': 'Asiatica Ribasso',
  'Asian Fall: win the payout if the last tick is lower than the average of the ticks.':
    "Asiatica Ribasso: vinci il payout se l'ultimo tick è inferiore alla media dei tick.",
  'Asian Rise': 'Asiatica Rialzo',
  'Asian Rise: win the payout if the last tick is higher than the average of the ticks.':
    "Asiatica Rialzo: vinci il payout se l'ultimo tick è superiore alla media dei tick.",
  Asians: 'Asiatiche',
  Basis: 'Base',
  'Call Spread': 'Call Spread',
  'Call Spread/Put Spread': 'Call Spread/Put Spread',
  'Call Spread: win up to the payout if the exit spot is above the low barrier; the full payout at or above the high barrier.':
    'Call Spread: vinci fino al payout se lo spot di uscita è sopra la barriera inferiore; il payout pieno alla barriera superiore o sopra.',
  Chart: 'Grafico',
  'Close-Low': 'Close-Low',
  'Close-Low: win the difference between the exit spot and the lowest point, times the multiplier.':
    'Close-Low: vinci la differenza tra lo spot di uscita e il punto più basso, moltiplicata per il moltiplicatore.',
  'Contract Confirmation': 'Conferma del contratto',
  'Contract ID': 'ID contratto',
  'Contract category': 'Categoria del contratto',
  'Contract type': 'Tipo di contratto',
  Currency: 'Valuta',
  Differs: 'Differisce',
  'Differs: win the payout if the last digit of the last tick is not your prediction.':
    "Differisce: vinci il payout se l'ultima cifra dell'ultimo tick non è la tua previsione.",
  Digits: 'Cifre',
  'Does Not Touch': 'Non tocca',
  'Does Not Touch: win the payout if the market never touches the barrier before expiry.':
    'Non tocca: vinci il payout se il mercato non tocca mai la barriera prima della scadenza.',
  Duration: 'Durata',
  'Duration amount': 'Valore della durata',
  'Duration unit': 'Unità di durata',
  'End date': 'Data di fine',
  'End time (GMT)': 'Ora di fine (GMT)',
  'Ends Between': 'Termina dentro',
  'Ends Between/Ends Outside': 'Termina dentro/Termina fuori',
  'Ends Between: win the payout if the exit spot is strictly between the low and high barriers.':
    'Termina dentro: vinci il payout se lo spot di uscita è strettamente tra la barriera inferiore e quella superiore.',
  'Ends Outside': 'Termina fuori',
  'Ends Outside: win the payout if the exit spot is at or above the high barrier, or at or below the low barrier.':
    'Termina fuori: vinci il payout se lo spot di uscita è alla barriera superiore o sopra, oppure alla barriera inferiore o sotto.',
  Even: 'Pari',
  'Even/Odd': 'Pari/Dispari',
  'Even: win the payout if the last digit of the last tick is even.':
    "Pari: vinci il payout se l'ultima cifra dell'ultimo tick è pari.",
  Expiry: 'Scadenza',
  Explanation: 'Spiegazione',
  Fall: 'Ribasso',
  'Fall: win the payout if the exit spot is strictly lower than the entry spot.':
    'Ribasso: vinci il payout se lo spot di uscita è strettamente inferiore allo spot di entrata.',
  'Goes Outside': 'Esce',
  'Goes Outside: win the payout if the market touches either barrier before expiry.':
    'Esce: vinci il payout se il mercato tocca una delle barriere prima della scadenza.',
  'High Tick': 'Tick alto',
  'High Tick: win the payout if the selected tick is the highest of the next five ticks.':
    'Tick alto: vinci il payout se il tick scelto è il più alto dei prossimi cinque tick.',
  'High-Close': 'High-Close',
  'High-Close: win the difference between the highest point and the exit spot, times the multiplier.':
    'High-Close: vinci la differenza tra il punto più alto e lo spot di uscita, moltiplicata per il moltiplicatore.',
  'High-Low': 'High-Low',
  'High-Low: win the difference between the highest and the lowest points, times the multiplier.':
    'High-Low: vinci la differenza tra il punto più alto e quello più basso, moltiplicata per il moltiplicatore.',
  'High/Low Ticks': 'Tick alto/basso',
  Higher: 'Superiore',
  'Higher/Lower': 'Superiore/Inferiore',
  'Higher: win the payout if the exit spot is strictly higher than the barrier.':
    'Superiore: vinci il payout se lo spot di uscita è strettamente superiore alla barriera.',
  'In/Out': 'Dentro/Fuori',
  'Last Digit Stats': "Statistiche dell'ultima cifra",
  'Last [_1] ticks': 'Ultimi [_1] tick',
  'Last digit prediction': "Previsione dell'ultima cifra",
  Less: 'Meno',
  Lookbacks: 'Lookback',
  'Low Tick': 'Tick basso',
  'Low Tick: win the payout if the selected tick is the lowest of the next five ticks.':
    'Tick basso: vinci il payout se il tick scelto è il più basso dei prossimi cinque tick.',
  Lower: 'Inferiore',
  'Lower: win the payout if the exit spot is strictly lower than the barrier.':
    'Inferiore: vinci il payout se lo spot di uscita è strettamente inferiore alla barriera.',
  Market: 'Mercato',
  Matches: 'Corrisponde',
  'Matches/Differs': 'Corrisponde/Differisce',
  'Matches: win the payout if the last digit of the last tick is your prediction.':
    "Corrisponde: vinci il payout se l'ultima cifra dell'ultimo tick è la tua previsione.",
  'Minimum [_1]': 'Minimo [_1]',
  More: 'Più',
  'Multi-barrier trading': 'Trading multi-barriera',
  Multiplier: 'Moltiplicatore',
  'Net profit: [_1] | Return [_2]': 'Profitto netto: [_1] | Rendimento [_2]',
  Now: 'Ora',
  'Number of ticks': 'Numero di tick',
  Odd: 'Dispari',
  'Odd: win the payout if the last digit of the last tick is odd.':
    "Dispari: vinci il payout se l'ultima cifra dell'ultimo tick è dispari.",
  'Only Downs': 'Solo ribassi',
  'Only Downs: win the payout if every tick is lower than the one before it, for the whole duration.':
    'Solo ribassi: vinci il payout se ogni tick è inferiore al precedente, per tutta la durata.',
  'Only Ups': 'Solo rialzi',
  'Only Ups/Only Downs': 'Solo rialzi/Solo ribassi',
  'Only Ups: win the payout if every tick is higher than the one before it, for the whole duration.':
    'Solo rialzi: vinci il payout se ogni tick è superiore al precedente, per tutta la durata.',
  Over: 'Sopra',
  'Over/Under': 'Sopra/Sotto',
  'Over: win the payout if the last digit of the last tick is greater than your prediction.':
    "Sopra: vinci il payout se l'ultima cifra dell'ultimo tick è maggiore della tua previsione.",
  'Payout amount': 'Importo del payout',
  'Payout list': 'Elenco dei payout',
  'Potential Payout': 'Payout potenziale',
  'Potential Profit': 'Profitto potenziale',
  'Purchasing…': 'Acquisto in corso…',
  'Put Spread': 'Put Spread',
  'Put Spread: win up to the payout if the exit spot is below the high barrier; the full payout at or below the low barrier.':
    'Put Spread: vinci fino al payout se lo spot di uscita è sotto la barriera superiore; il payout pieno alla barriera inferiore o sotto.',
  'Remaining time': 'Tempo rimanente',
  'Reset Call': 'Reset Call',
  'Reset Call/Reset Put': 'Reset Call/Reset Put',
  'Reset Call: win the payout if the exit spot is higher than the barrier; if the spot is below the barrier at the reset time, the barrier resets to that spot.':
    "Reset Call: vinci il payout se lo spot di uscita è superiore alla barriera; se all'ora di reset lo spot è sotto la barriera, la barriera viene reimpostata a quello spot.",
  'Reset Put': 'Reset Put',
  'Reset Put: win the payout if the exit spot is lower than the barrier; if the spot is above the barrier at the reset time, the barrier resets to that spot.':
    "Reset Put: vinci il payout se lo spot di uscita è inferiore alla barriera; se all'ora di reset lo spot è sopra la barriera, la barriera viene reimpostata a quello spot.",
  Rise: 'Rialzo',
  'Rise/Fall': 'Rialzo/Ribasso',
  'Rise: win the payout if the exit spot is strictly higher than the entry spot.':
    'Rialzo: vinci il payout se lo spot di uscita è strettamente superiore allo spot di entrata.',
  'Selected tick': 'Tick scelto',
  Stake: 'Puntata',
  'Stays Between': 'Resta dentro',
  'Stays Between/Goes Outside': 'Resta dentro/Esce',
  'Stays Between: win the payout if the market stays between the barriers for the whole contract.':
    'Resta dentro: vinci il payout se il mercato resta tra le barriere per tutta la durata del contratto.',
  'Syncing…': 'Sincronizzazione…',
  'Total Cost': 'Costo totale',
  'Touch/No Touch': 'Tocca/Non tocca',
  Touches: 'Tocca',
  'Touches: win the payout if the market touches the barrier at any time before expiry.':
    'Tocca: vinci il payout se il mercato tocca la barriera in qualsiasi momento prima della scadenza.',
  'Trading period': 'Periodo di trading',
  Under: 'Sotto',
  'Under: win the payout if the last digit of the last tick is less than your prediction.':
    "Sotto: vinci il payout se l'ultima cifra dell'ultimo tick è minore della tua previsione.",
  Underlying: 'Sottostante',
  'Up/Down': 'Su/Giù',
  'With "Allow equals", Rise also wins when the exit spot equals the entry spot, and so does Fall.':
    'Con «Consenti uguali», Rialzo vince anche quando lo spot di uscita è uguale allo spot di entrata, e lo stesso vale per Ribasso.',
  'Your transaction reference is [_1]': 'Il riferimento della transazione è [_1]',
  '[_1] at [_2]': '[_1] a [_2]',
  '[_1] · ends [_2]': '[_1] · termina [_2]',
  days: 'giorni',
  hours: 'ore',
  minutes: 'minuti',
  seconds: 'secondi',
  ticks: 'tick',
  '[_1] ticks': { one: '[_1] tick', many: '[_1] di tick', other: '[_1] tick' },
  '[_1] seconds': { one: '[_1] secondo', many: '[_1] di secondi', other: '[_1] secondi' },
  '[_1] minutes': { one: '[_1] minuto', many: '[_1] di minuti', other: '[_1] minuti' },
  '[_1] hours': { one: '[_1] ora', many: '[_1] di ore', other: '[_1] ore' },
  '[_1] days': { one: '[_1] giorno', many: '[_1] di giorni', other: '[_1] giorni' },
  Balance: 'Saldo',
  Demo: 'Demo',
  Deposit: 'Deposito',
  Financial: 'Finanziario',
  Leverage: 'Leva',
  Login: 'Login',
  MAM: 'MAM',
  'Main password': 'Password principale',
  'MetaTrader 5 accounts': 'Conti MetaTrader 5',
  'Real-Money': 'Denaro reale',
  'Sorry, this feature is not available in your jurisdiction.':
    'Siamo spiacenti, questa funzione non è disponibile nella tua giurisdizione.',
  Synthetic: 'Sintetico',
  Type: 'Tipo',
  Withdrawal: 'Prelievo',
  'You are on a virtual account. To open a real MT5 account, please upgrade to a real account.':
    'Stai usando un conto virtuale. Per aprire un conto MT5 reale, passa a un conto reale.',
  'You have insufficient funds in your Binary account, please add funds.':
    'Fondi insufficienti nel tuo conto Binary, aggiungi fondi.',
  'You have no accounts of this kind.': 'Non hai conti di questo tipo.',
  'Your demo account [_1] has been topped up.': 'Il tuo conto demo [_1] è stato ricaricato.',
  'Your request to transfer [_1] [_2] from [_3] to [_4] has been successfully processed.':
    'La tua richiesta di trasferire [_1] [_2] da [_3] a [_4] è stata elaborata con successo.',
  "The password you entered is one of the world's most commonly used passwords. You should not be using this password.":
    'La password inserita è una delle più usate al mondo. Non è consigliabile usare questa password.',
  'Estimated time to crack this password: [_1]': 'Tempo stimato per violare questa password: [_1]',
  '[_1] years': { one: '[_1] anno', many: '[_1] di anni', other: '[_1] anni' },
  '[_1] thousand years': {
    one: '[_1] migliaio di anni',
    many: '[_1] migliaia di anni',
    other: '[_1] migliaia di anni',
  },
  '[_1] million years': { one: '[_1] milione di anni', many: '[_1] milioni di anni', other: '[_1] milioni di anni' },
};

export default it;
