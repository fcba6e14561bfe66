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
  'Asset Index': 'Indice degli asset',
  Closes: 'Chiusura',
  Date: 'Data',
  Item: 'Voce',
  Limit: 'Limite',
  Limits: 'Limiti',
  'Maximum account cash balance': 'Saldo massimo del conto',
  'Maximum aggregate payouts on open positions': 'Vincite complessive massime sulle posizioni aperte',
  'Maximum daily turnover': 'Fatturato giornaliero massimo',
  'Maximum duration': 'Durata massima',
  'Maximum number of open positions': 'Numero massimo di posizioni aperte',
  'Minimum duration': 'Durata minima',
  Opens: 'Apertura',
  Settles: 'Regolamento',
  'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1] (or equivalent in other currency).':
    "Pertanto il tuo prelievo massimo immediato attuale (purché il conto disponga di fondi sufficienti) è di [_1] (o l'equivalente in un'altra valuta).",
  'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1].':
    'Pertanto il tuo prelievo massimo immediato attuale (purché il conto disponga di fondi sufficienti) è di [_1].',
  'Trading Limits': 'Limiti di trading',
  'Trading Times': 'Orari di trading',
  'Trading and Withdrawal Limits': 'Limiti di trading e di prelievo',
  'Trading times for [_1] (GMT)': 'Orari di trading del [_1] (GMT)',
  'Upcoming Events': 'Eventi in programma',
  'Withdrawal Limits': 'Limiti di prelievo',
  'You have already withdrawn [_1].': 'Hai già prelevato [_1].',
  'You have already withdrawn the equivalent of [_1] in aggregate over the last [_2] days.':
    "Hai già prelevato l'equivalente di [_1] complessivamente negli ultimi [_2] giorni.",
  'You have already withdrawn the equivalent of [_1].': "Hai già prelevato l'equivalente di [_1].",
  'Your [_1] day withdrawal limit is currently [_2] (or equivalent in other currency).':
    "Il tuo limite di prelievo su [_1] giorni è attualmente di [_2] (o l'equivalente in un'altra valuta).",
  'Your account is fully authenticated and your withdrawal limits have been lifted.':
    'Il tuo conto è completamente autenticato e i tuoi limiti di prelievo sono stati rimossi.',
  'Your withdrawal limit is [_1] (or equivalent in other currency).':
    "Il tuo limite di prelievo è di [_1] (o l'equivalente in un'altra valuta).",
  'Your withdrawal limit is [_1].': 'Il tuo limite di prelievo è di [_1].',
  'Loading…': 'Caricamento…',
  'Logging you in…': 'Accesso in corso…',
  'This log-in did not start in this browser, so you have not been logged in. Please [_1] again.':
    "Questo accesso non è stato avviato in questo browser, quindi non hai effettuato l'accesso. Per favore [_1] di nuovo.",
  'Login time': 'Ora di accesso',
  'Low barrier': 'Barriera inferiore',
  'MT5 withdrawals have been disabled on your account. Please check your email for more details.':
    'I prelievi MT5 sono stati disattivati sul tuo conto. Controlla la tua email per maggiori dettagli.',
  'Main menu': 'Menu principale',
  'The connection was lost before your purchase was confirmed. Please check your portfolio to see whether it went through.':
    'La connessione si è interrotta prima della conferma del tuo acquisto. Controlla il tuo portafoglio per vedere se è andato a buon fine.',
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
  'Higher: win the payout if the exit spot is higher than or equal to the barrier.':
    'Superiore: vinci il payout se lo spot di uscita è superiore o uguale alla barriera.',
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
  'Lower: win the payout if the exit spot is lower than or equal to the barrier.':
    'Inferiore: vinci il payout se lo spot di uscita è inferiore o uguale alla barriera.',
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
  'Price up': 'Prezzo in aumento',
  'Price down': 'Prezzo in calo',
  'Please correct the form to see a price.': 'Correggi il modulo per vedere un prezzo.',
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
  '[_1] from [_2] to [_3] GMT, last value [_4]': '[_1] dal [_2] al [_3] GMT, ultimo valore [_4]',
  '[_1] [_2], [_3]': '[_1] [_2], [_3]',
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
  'Personal details': 'Dati personali',
  Title: 'Titolo',
  Mr: 'Sig.',
  Ms: 'Sig.ra',
  Miss: 'Sig.na',
  Mrs: 'Sig.ra (coniugata)',
  'First name': 'Nome',
  'Last name': 'Cognome',
  'Place of birth': 'Luogo di nascita',
  Citizenship: 'Cittadinanza',
  'Account opening reason': "Motivo dell'apertura del conto",
  Speculative: 'Speculazione',
  'Income Earning': 'Generazione di reddito',
  Hedging: 'Copertura',
  'Peer-to-peer exchange': 'Scambio peer-to-peer',
  'Additional revenue': 'Entrate aggiuntive',
  Savings: 'Risparmio',
  'Address and phone': 'Indirizzo e telefono',
  'First line of home address': "Prima riga dell'indirizzo",
  'Second line of home address': "Seconda riga dell'indirizzo",
  'Town/City': 'Città',
  'State/Province': 'Stato/Provincia',
  'Postal Code / ZIP': 'CAP',
  Telephone: 'Telefono',
  'Tax information (optional)': 'Informazioni fiscali (facoltative)',
  'Tax residence': 'Residenza fiscale',
  'Tax identification number': 'Codice fiscale',
  'Open a real money account': 'Apri un conto reale',
  'Your demo account [_1] stays available beside the new account.':
    'Il tuo conto demo [_1] resta disponibile accanto al nuovo conto.',
  'Choose the currency of your account': 'Scegli la valuta del tuo conto',
  'The currency of your account [_1] cannot be changed once it is set.':
    'La valuta del tuo conto [_1] non può essere cambiata una volta impostata.',
  'Fiat currencies': 'Valute fiat',
  Cryptocurrencies: 'Criptovalute',
  'Please choose a currency': 'Scegli una valuta',
  'Set currency': 'Imposta la valuta',
  'Confirm your currency': 'Conferma la valuta',
  'Your account [_1] will trade in [_2]. This cannot be changed later.':
    'Il tuo conto [_1] opererà in [_2]. Non sarà possibile cambiarla in seguito.',
  Trade: 'Fai trading',
  Reports: 'Report',
  Cashier: 'Cassa',
  Resources: 'Risorse',
  'About us': 'Chi siamo',
  'My account': 'Il mio conto',
  'MetaTrader 5': 'MetaTrader 5',
  Menu: 'Menu',
  'Higher or equal': 'Superiore o uguale',
  'Lower or equal': 'Inferiore o uguale',
  'Digit Matches': 'Cifra corrispondente',
  'Digit Differs': 'Cifra diversa',
  'Digit Even': 'Cifra pari',
  'Digit Odd': 'Cifra dispari',
  'Digit Over': 'Cifra superiore',
  'Digit Under': 'Cifra inferiore',
  'Equals [_1]': 'Uguale a [_1]',
  'Not [_1]': 'Non [_1]',
  'Sold for [_1].': 'Venduto per [_1].',
  'Your transaction reference is [_1].': 'Il riferimento della tua transazione è [_1].',
  'Confirm your transfer': 'Conferma il trasferimento',
  'Confirm your withdrawal': 'Conferma il prelievo',
  Contact: 'Contatti',
  'Deposit commission': 'Commissione di deposito',
  Description: 'Descrizione',
  'Further information': 'Ulteriori informazioni',
  'Insufficient balance.': 'Saldo insufficiente.',
  'Maximum withdrawal': 'Prelievo massimo',
  'Minimum withdrawal': 'Prelievo minimo',
  'Payment Agent services are not available in your country or in your preferred currency.':
    'I servizi degli agenti di pagamento non sono disponibili nel tuo paese o nella tua valuta preferita.',
  'Payment agent': 'Agente di pagamento',
  'Payment agent transfer': 'Trasferimento agente di pagamento',
  'Payment agents': 'Agenti di pagamento',
  'Payment agents are local businesses that deposit to and withdraw from your account in your local currency.':
    'Gli agenti di pagamento sono attività locali che depositano sul tuo conto e prelevano da esso nella tua valuta locale.',
  'Please [_1]deposit[_2] to your account.': 'Per favore [_1]deposita[_2] sul tuo conto.',
  'Please check your email for the verification link to withdraw via a payment agent. It will take you back to this page.':
    'Controlla la tua e-mail: il link di verifica per prelevare tramite un agente di pagamento ti riporterà a questa pagina.',
  'Please enter a valid Login ID.': 'Inserisci un ID di accesso valido.',
  'Please select a payment agent': 'Seleziona un agente di pagamento',
  'Supported banks': 'Banche supportate',
  Transfer: 'Trasferisci',
  'Transfer to': 'Trasferisci a',
  'Transfer to login ID': "Trasferisci all'ID di accesso",
  Withdraw: 'Preleva',
  'Withdraw via payment agent': 'Preleva tramite agente di pagamento',
  'Withdrawal commission': 'Commissione di prelievo',
  'You are not authorized for transfers via payment agents.':
    'Non sei autorizzato a trasferimenti tramite agenti di pagamento.',
  'You have no balance to transfer.': 'Non hai saldo da trasferire.',
  'Your request to withdraw [_1] [_2] from your account [_3] to Payment Agent [_4] account has been successfully processed.':
    "La tua richiesta di prelevare [_1] [_2] dal tuo conto [_3] al conto dell'agente di pagamento [_4] è stata elaborata con successo.",
  'Your token has expired or is invalid. Please click [_1]here[_2] to restart the verification process.':
    'Il tuo token è scaduto o non è valido. Fai clic [_1]qui[_2] per riavviare la verifica.',
  Action: 'Azione',
  Adjustment: 'Rettifica',
  'Balance ([_1])': 'Saldo ([_1])',
  Buy: 'Acquisto',
  'Credit/Debit': 'Credito/Debito',
  'Date range (UTC)': 'Intervallo di date (UTC)',
  'Download CSV': 'Scarica CSV',
  From: 'Dal',
  Hold: 'Blocco',
  'Profit table': 'Tabella dei profitti',
  'Purchase Date': 'Data di acquisto',
  'Purchase Price': 'Prezzo di acquisto',
  'Reference ID': 'ID di riferimento',
  Release: 'Sblocco',
  'Request a statement of a period and we will send it to your e-mail address.':
    'Richiedi un estratto conto di un periodo e lo invieremo al tuo indirizzo e-mail.',
  'Request report': 'Richiedi estratto',
  'Sale Date': 'Data di vendita',
  'Sale Price': 'Prezzo di vendita',
  Sell: 'Vendita',
  Statement: 'Estratto conto',
  'Statement by e-mail': 'Estratto conto via e-mail',
  To: 'Al',
  'Total Profit/Loss': 'Profitto/Perdita totale',
  'Total deposits': 'Depositi totali',
  'Total withdrawals': 'Prelievi totali',
  'Transaction performed by [_1] (App ID: [_2])': 'Transazione eseguita da [_1] (ID app: [_2])',
  'Virtual credit': 'Credito virtuale',
  'Your account has no trading activity.': 'Il tuo conto non ha attività di trading.',
  'Your statement has been sent to your e-mail address.':
    'Il tuo estratto conto è stato inviato al tuo indirizzo e-mail.',
  'View statement': 'Vedi estratto conto',
  'An additional password can be used to restrict access to the cashier.':
    "Una password aggiuntiva può limitare l'accesso alla cassa.",
  'Cashier password': 'Password della cassa',
  'From cryptocurrency to fiat: [_1] transfer fee': 'Da criptovaluta a fiat: commissione di trasferimento del [_1]',
  'From fiat to cryptocurrency: [_1] transfer fee': 'Da fiat a criptovaluta: commissione di trasferimento del [_1]',
  'Fund transfers between accounts are unavailable.': 'I trasferimenti tra conti non sono disponibili.',
  'Lock Cashier': 'Blocca cassa',
  'Make another transfer': 'Fai un altro trasferimento',
  'Min: [_1] Max: [_2]': 'Min: [_1] Max: [_2]',
  'Re-enter password': 'Ripeti la password',
  'The minimum fee is [_1].': 'La commissione minima è [_1].',
  'Transfer Between Accounts': 'Trasferimento tra conti',
  'Transfer from': 'Trasferisci da',
  'Transfer funds between your fiat and cryptocurrency accounts for a fee:':
    'Trasferisci fondi tra i tuoi conti fiat e in criptovaluta con una commissione:',
  'Transfer funds between your real money accounts.': 'Trasferisci fondi tra i tuoi conti in denaro reale.',
  'Unlock Cashier': 'Sblocca cassa',
  Update: 'Aggiorna',
  'You have reached your withdrawal limit.': 'Hai raggiunto il tuo limite di prelievo.',
  'Your cashier is locked as per your request - to unlock it, please enter the password.':
    'La tua cassa è bloccata su tua richiesta: per sbloccarla, inserisci la password.',
  'Your fund transfer is successful. Your new balances are:': 'Il trasferimento è riuscito. I tuoi nuovi saldi sono:',
  'Your settings have been updated successfully.': 'Le tue impostazioni sono state aggiornate correttamente.',
  'The minimum required amount for using the account transfer facility is [_1].':
    "L'importo minimo per usare i trasferimenti tra conti è [_1].",
  'You can top up your virtual account with [_1] when its balance is [_2] or less.':
    'Puoi ricaricare il tuo conto virtuale di [_1] quando il saldo è di [_2] o meno.',
  'Volatility Indices': 'Indici di volatilità',
  Standard: 'Standard',
  Advanced: 'Avanzato',
  'Only letters and numbers are allowed.': 'Sono consentiti solo lettere e numeri.',
  'Investor password': 'Password investitore',
  'Current password': 'Password attuale',
  'New account': 'Nuovo conto',
  'Demo or real money?': 'Demo o denaro reale?',
  Name: 'Nome',
  'Manager ID': 'ID del gestore',
  'New MAM account': 'Nuovo conto MAM',
  'Change password': 'Cambia password',
  'MT5 account': 'Conto MT5',
  'Revoke manager': 'Revoca gestore',
  'The manager of [_1] has been revoked.': 'Il gestore di [_1] è stato revocato.',
  'Your MT5 account [_1] has been created.': 'Il tuo conto MT5 [_1] è stato creato.',
  'Your MT5 password has been changed.': 'La tua password MT5 è stata cambiata.',
  'Your token has expired or is invalid.': 'Il tuo token è scaduto o non è valido.',
  'You are about to purchase a product that is not simple and may be difficult to understand. The CNMV considers that, in general, the acquisition of this product is not suitable for retail investors due to its complexity.':
    'Stai per acquistare un prodotto che non è semplice e può essere difficile da comprendere. La CNMV ritiene che, in generale, l’acquisto di questo prodotto non sia adatto agli investitori al dettaglio a causa della sua complessità.',
  '$25,000 - $50,000': '25.000 $ - 50.000 $',
  '$50,001 - $100,000': '50.001 $ - 100.000 $',
  '$100,001 - $500,000': '100.001 $ - 500.000 $',
  '$100,000 - $250,000': '100.000 $ - 250.000 $',
  '$250,001 - $500,000': '250.001 $ - 500.000 $',
  '$500,001 - $1,000,000': '500.001 $ - 1.000.000 $',
  'Less than $25,000': 'Meno di 25.000 $',
  'Less than $100,000': 'Meno di 100.000 $',
  'Over $500,000': 'Oltre 500.000 $',
  'Over $1,000,000': 'Oltre 1.000.000 $',
  '0-1 year': '0-1 anno',
  '1-2 years': '1-2 anni',
  'Over 3 years': 'Oltre 3 anni',
  '0-5 transactions in the past 12 months': '0-5 operazioni negli ultimi 12 mesi',
  '6-10 transactions in the past 12 months': '6-10 operazioni negli ultimi 12 mesi',
  '11-39 transactions in the past 12 months': '11-39 operazioni negli ultimi 12 mesi',
  '40 transactions or more in the past 12 months': '40 operazioni o più negli ultimi 12 mesi',
  'Accumulation of Income/Savings': 'Accumulo di reddito/risparmi',
  'Anticipated Account Turnover': 'Volume previsto del conto',
  'Binary options trading experience': 'Esperienza nelle opzioni binarie',
  'Binary options trading frequency': 'Frequenza delle operazioni in opzioni binarie',
  'CFDs trading experience': 'Esperienza nei CFD',
  'CFDs trading frequency': 'Frequenza delle operazioni in CFD',
  'Cash Business': 'Attività in contanti',
  'Chief Executives, Senior Officials and Legislators': 'Dirigenti, alti funzionari e legislatori',
  Clerks: 'Impiegati',
  'Company Ownership': 'Proprietà aziendale',
  'Connect our Telegram bot to your account with an API token of your account.':
    'Collega il nostro bot Telegram al tuo conto con un token API del tuo conto.',
  Construction: 'Edilizia',
  Education: 'Istruzione',
  Employed: 'Dipendente',
  'Employment Status': 'Situazione lavorativa',
  'Estimated Net Worth': 'Patrimonio netto stimato',
  Finance: 'Finanza',
  'Financial Assessment': 'Valutazione finanziaria',
  'Financial Information': 'Informazioni finanziarie',
  'Forex trading experience': 'Esperienza nel Forex',
  'Forex trading frequency': 'Frequenza delle operazioni sul Forex',
  Health: 'Sanità',
  'I would like to be treated as a professional client.': 'Desidero essere trattato come cliente professionale.',
  'Income Source': 'Fonte di reddito',
  'Industry of Employment': 'Settore di impiego',
  'Information & Communications Technology': "Tecnologie dell'informazione e della comunicazione",
  Inheritance: 'Eredità',
  Investments: 'Investimenti',
  'Investments & Dividends': 'Investimenti e dividendi',
  'Level of Education': 'Livello di istruzione',
  Managers: 'Manager',
  'Net Annual Income': 'Reddito netto annuo',
  Occupation: 'Professione',
  'Open the bot in Telegram': 'Apri il bot in Telegram',
  'Other financial instruments trading experience': 'Esperienza in altri strumenti finanziari',
  'Other financial instruments trading frequency': 'Frequenza delle operazioni in altri strumenti finanziari',
  Pension: 'Pensione',
  Pensioner: 'Pensionato',
  'Please answer every question: the answers help us understand your trading knowledge and experience.':
    'Rispondi a tutte le domande: le risposte ci aiutano a comprendere le tue conoscenze e la tua esperienza di trading.',
  Primary: 'Primaria',
  'Professional Client': 'Cliente professionale',
  'Professional clients are not covered by some of the protections retail clients have, and may trade financial binary options in the EU.':
    "I clienti professionali non godono di alcune delle tutele dei clienti al dettaglio e possono negoziare opzioni binarie finanziarie nell'UE.",
  Professionals: 'Professionisti',
  'Request professional status': 'Richiedi lo status professionale',
  'Salaried Employee': 'Lavoratore dipendente',
  'Savings & Inheritance': 'Risparmi ed eredità',
  Secondary: 'Secondaria',
  'Self-Employed': 'Lavoratore autonomo',
  'Source of Wealth': 'Origine del patrimonio',
  'State Benefits': 'Sussidi statali',
  Student: 'Studente',
  Students: 'Studenti',
  'Telegram Bot': 'Bot Telegram',
  'Terms and Conditions': 'Termini e condizioni',
  Tertiary: 'Universitaria',
  Token: 'Token',
  Tourism: 'Turismo',
  'Trading Experience': 'Esperienza di trading',
  Unemployed: 'Disoccupato',
  'We have updated our Terms and Conditions. By clicking OK, you confirm that you have read and accepted the updated Terms and Conditions.':
    'Abbiamo aggiornato i nostri termini e condizioni. Facendo clic su OK, confermi di aver letto e accettato i termini e condizioni aggiornati.',
  'You are categorised as a professional client.': 'Sei classificato come cliente professionale.',
  'You are categorised as a retail client. Apply to be treated as a professional trader.':
    'Sei classificato come cliente al dettaglio. Fai domanda per essere trattato come trader professionale.',
  'You did not change anything.': 'Non hai modificato nulla.',
  'Your changes have been updated successfully.': 'Le tue modifiche sono state aggiornate.',
  'API Token': 'Token API',
  'API tokens let you use your account through applications and scripts of your own.':
    'I token API ti permettono di usare il tuo conto tramite applicazioni e script tuoi.',
  'Are you sure that you want to permanently delete token [_1]?':
    'Vuoi davvero eliminare definitivamente il token [_1]?',
  'Are you sure that you want to permanently revoke access to application [_1]?':
    "Vuoi davvero revocare definitivamente l'accesso all'applicazione [_1]?",
  'Authentication code': 'Codice di autenticazione',
  'Authorised Applications': 'Applicazioni autorizzate',
  Browser: 'Browser',
  Copied: 'Copiato',
  'Copy token [_1]': 'Copia il token [_1]',
  Copy: 'Copia',
  Create: 'Crea',
  'Date and time (UTC)': 'Data e ora (UTC)',
  'Delete token': 'Elimina token',
  Delete: 'Elimina',
  Disable: 'Disattiva',
  Disabled: 'Disattivata',
  Enable: 'Attiva',
  Enabled: 'Attivata',
  'Enter the 6-digit code the app shows.': "Inserisci il codice a 6 cifre mostrato dall'app.",
  Failed: 'Non riuscito',
  'IP Address': 'Indirizzo IP',
  'If you cannot scan it, enter this secret key in the app instead:':
    "Se non riesci a scansionarlo, inserisci invece questa chiave segreta nell'app:",
  'Last Used': 'Ultimo utilizzo',
  'Login History': 'Cronologia accessi',
  Logout: 'Disconnessione',
  Never: 'Mai',
  No: 'No',
  'Only letters, numbers, space, and underscore are allowed.':
    'Sono consentiti solo lettere, numeri, spazi e trattini bassi.',
  Permissions: 'Autorizzazioni',
  'Please select at least one scope': 'Seleziona almeno un ambito',
  'QR code of your secret key': 'Codice QR della tua chiave segreta',
  'Revoke access': 'Revoca accesso',
  'Scan the QR code below with an authentication app, such as Google Authenticator or Authy.':
    "Scansiona il codice QR qui sotto con un'app di autenticazione, come Google Authenticator o Authy.",
  Scopes: 'Ambiti',
  'Status:': 'Stato:',
  Successful: 'Riuscito',
  'The maximum number of tokens ([_1]) has been reached.': 'È stato raggiunto il numero massimo di token ([_1]).',
  'These applications can use your account with the permissions you granted them.':
    'Queste applicazioni possono usare il tuo conto con le autorizzazioni che hai concesso.',
  'To disable two-factor authentication, enter the code your authentication app shows.':
    "Per disattivare l'autenticazione a due fattori, inserisci il codice mostrato dalla tua app di autenticazione.",
  'Two-Factor Authentication': 'Autenticazione a due fattori',
  Yes: 'Sì',
  'You have no API tokens.': 'Non hai token API.',
  'You have not granted access to any applications.': "Non hai concesso l'accesso ad alcuna applicazione.",
  'You have successfully disabled two-factor authentication for your account.':
    "Hai disattivato correttamente l'autenticazione a due fattori per il tuo conto.",
  'You have successfully enabled two-factor authentication for your account.':
    "Hai attivato correttamente l'autenticazione a due fattori per il tuo conto.",
  'Your account has no Login/Logout activity.': 'Il tuo conto non ha attività di accesso o disconnessione.',
  'Your last [_1] log-ins and log-outs.': 'I tuoi ultimi [_1] accessi e disconnessioni.',
  'Your tokens': 'I tuoi token',
  Read: 'Lettura',
  Payments: 'Pagamenti',
  Admin: 'Amministrazione',
  'Trading information': 'Informazioni di trading',
  Authenticate: 'Autentica',
  Passport: 'Passaporto',
  'Identity card': "Carta d'identità",
  'Driving licence': 'Patente di guida',
  'Proof of address': 'Prova di residenza',
  Selfie: 'Selfie',
  'Front Side': 'Fronte',
  'Reverse Side': 'Retro',
  Photo: 'Foto',
  Document: 'Documento',
  Pending: 'In attesa',
  'Compressing Image': 'Compressione immagine',
  Checking: 'Verifica in corso',
  Submitting: 'Invio in corso',
  Submitted: 'Inviato',
  'Unable to read file [_1]': 'Impossibile leggere il file [_1]',
  'Upload status': 'Stato del caricamento',
  File: 'File',
  'ID number is required for [_1].': 'Il numero del documento è obbligatorio per [_1].',
  'Only letters, numbers, space, underscore, and hyphen are allowed for ID number ([_1]).':
    'Per il numero del documento ([_1]) sono ammessi solo lettere, numeri, spazi, trattino basso e trattino.',
  'Expiry date is required for [_1].': 'La data di scadenza è obbligatoria per [_1].',
  'The expiry date must be at least 6 months from today.': 'La data di scadenza deve essere ad almeno 6 mesi da oggi.',
  'Front and reverse side photos of [_1] are required.': 'Sono richieste le foto del fronte e del retro di [_1].',
  'Invalid document format.': 'Formato del documento non valido.',
  'File ([_1]) size exceeds the permitted limit. Maximum allowed file size: [_2]':
    'Il file ([_1]) supera la dimensione consentita. Dimensione massima consentita: [_2]',
  'Thank you for submitting your documents': 'Grazie per aver inviato i tuoi documenti',
  'We will let you know by e-mail once they are verified.': 'Ti avviseremo via e-mail quando saranno verificati.',
  'Verify your identity and address to take full advantage of all payment methods available.':
    'Verifica la tua identità e il tuo indirizzo per sfruttare appieno tutti i metodi di pagamento disponibili.',
  'Files must be PNG, JPG, JPEG, GIF or PDF (no PDF for the selfie) and under 8 MB each.':
    'I file devono essere PNG, JPG, JPEG, GIF o PDF (niente PDF per il selfie) e inferiori a 8 MB ciascuno.',
  'Your documents have been submitted. We are now reviewing them.':
    'I tuoi documenti sono stati inviati. Ora li stiamo esaminando.',
  'Upload documents': 'Carica documenti',
  'Document type': 'Tipo di documento',
  'ID number': 'Numero del documento',
  'Expiry date': 'Data di scadenza',
  Accounts: 'Conti',
  Account: 'Conto',
  'Available markets': 'Mercati disponibili',
  'Excluded until [_1]': 'Escluso fino al [_1]',
  'For any enquiries regarding disabled or excluded accounts, please contact customer support.':
    "Per qualsiasi domanda sui conti disattivati o esclusi, contatta l'assistenza clienti.",
  'Open a new account': 'Apri un nuovo conto',
  Commodities: 'Materie prime',
  Forex: 'Forex',
  Indices: 'Indici',
  Stocks: 'Azioni',
  'Sorry, you are too young to open an account.': 'Spiacenti, sei troppo giovane per aprire un conto.',
  'Please accept the terms and conditions.': 'Accetta i termini e le condizioni.',
  'Please confirm that you are not a politically exposed person.':
    'Conferma di non essere una persona politicamente esposta.',
  'Please confirm that all the information above is true and complete.':
    'Conferma che tutte le informazioni sopra riportate sono vere e complete.',
  "Mother's maiden name": 'Cognome da nubile della madre',
  'Name of your pet': 'Nome del tuo animale',
  'Name of first love': 'Nome del primo amore',
  'Memorable town/city': 'Città memorabile',
  'Memorable date': 'Data memorabile',
  'Favourite dish': 'Piatto preferito',
  'Brand of first car': 'Marca della prima auto',
  'Favourite artist': 'Artista preferito',
  'Source of income': 'Fonte di reddito',
  'Employment status': 'Stato occupazionale',
  'Industry of employment': 'Settore di impiego',
  'Source of wealth': 'Origine del patrimonio',
  'Level of education': 'Livello di istruzione',
  'Net annual income': 'Reddito netto annuo',
  'Estimated net worth': 'Patrimonio netto stimato',
  'Anticipated account turnover': 'Volume previsto del conto',
  'Risk disclaimer': 'Avvertenza sui rischi',
  'I accept the risks': 'Accetto i rischi',
  'Open a financial account': 'Apri un conto finanziario',
  Security: 'Sicurezza',
  'Secret question': 'Domanda segreta',
  'Secret answer': 'Risposta segreta',
  'Tax information': 'Informazioni fiscali',
  'Financial information': 'Informazioni finanziarie',
  'I want to be treated as a professional client.': 'Desidero essere trattato come cliente professionale.',
  'All the information above is true and complete.': 'Tutte le informazioni sopra riportate sono vere e complete.',
  'I have read and accept the terms and conditions.': 'Ho letto e accetto i termini e le condizioni.',
  'I am not a politically exposed person.': 'Non sono una persona politicamente esposta.',
  'Bitcoin Cash (BCH)': 'Bitcoin Cash (BCH)',
  'This account deposits and withdraws Bitcoin Cash (BCH) only. Funds sent to or from an address of any other cryptocurrency are lost for good.':
    'Questo conto deposita e preleva solo Bitcoin Cash (BCH). I fondi inviati a o da un indirizzo di qualsiasi altra criptovaluta vanno persi per sempre.',
  'I understand and agree.': 'Ho capito e accetto.',
  Continue: 'Continua',
  'Your cashier is locked.': 'La tua cassa è bloccata.',
  'You have reached the withdrawal limit.': 'Hai raggiunto il limite di prelievo.',
  'Your cashier is locked as per your request. To unlock it, please click [_1]here[_2].':
    'La tua cassa è bloccata su tua richiesta. Per sbloccarla, fai clic [_1]qui[_2].',
  'Payment methods': 'Metodi di pagamento',
  'This is a demo account with virtual money to practise with. [_1]Top up your demo account[_2] whenever it runs low.':
    'Questo è un conto demo con denaro virtuale per fare pratica. [_1]Ricarica il tuo conto demo[_2] quando il saldo si esaurisce.',
  'Cryptocurrency cashier': 'Cassa per criptovalute',
  'Deposit and withdraw': 'Deposita e preleva',
  'Your account holds [_1]: deposit and withdraw [_1] through the cryptocurrency cashier.':
    'Il tuo conto è in [_1]: deposita e preleva [_1] tramite la cassa per criptovalute.',
  'Fund your account and withdraw from it by bank wire, card or e-wallet.':
    'Finanzia il tuo conto e preleva tramite bonifico bancario, carta o portafoglio elettronico.',
  'The payment methods offered to you depend on your country of residence and your account currency.':
    'I metodi di pagamento offerti dipendono dal tuo paese di residenza e dalla valuta del conto.',
  'Deposit and withdraw in your local currency through a payment agent near you.':
    'Deposita e preleva nella tua valuta locale tramite un agente di pagamento vicino a te.',
  'See the payment agents': 'Vedi gli agenti di pagamento',
  'Your [_1]personal details[_2] are incomplete. Please update them to access the cashier.':
    'I tuoi [_1]dati personali[_2] sono incompleti. Aggiornali per accedere alla cassa.',
  'To access the cashier, please complete these [_1]personal details[_2]:':
    'Per accedere alla cassa, completa questi [_1]dati personali[_2]:',
  'Please [_1]accept the updated Terms and Conditions[_2] to access the cashier.':
    '[_1]Accetta i Termini e Condizioni aggiornati[_2] per accedere alla cassa.',
  'Your account is not fully authenticated. Please [_1]authenticate[_2] your account.':
    'Il tuo conto non è completamente autenticato. [_1]Autentica[_2] il tuo conto.',
  'Your financial risk approval is required. Please contact customer support for more information.':
    'È richiesta la tua approvazione del rischio finanziario. Contatta l’assistenza clienti per maggiori informazioni.',
  'Your account needs age verification. Please contact customer support for more information.':
    'Il tuo conto necessita della verifica dell’età. Contatta l’assistenza clienti per maggiori informazioni.',
  'Please set your [_1]30-day turnover limit[_2] to access the cashier.':
    'Imposta il tuo [_1]limite di volume a 30 giorni[_2] per accedere alla cassa.',
  'Sorry, you have entered an incorrect cashier password.': 'Spiacenti, hai inserito una password della cassa errata.',
  'Send only [_1] to this address:': 'Invia solo [_1] a questo indirizzo:',
  'UK funds protection': 'Protezione dei fondi nel Regno Unito',
  'We are required by our licence to inform you about what happens to your funds should we become insolvent (the level of funds protection).':
    'La nostra licenza ci obbliga a informarti di cosa accade ai tuoi fondi in caso di nostra insolvenza (il livello di protezione dei fondi).',
  'We hold customer funds in bank accounts separate from our operational accounts, which would not form part of our assets in the event of insolvency. This meets the Gambling Commission’s requirements for the segregation of customer funds at the level: medium protection.':
    'Conserviamo i fondi dei clienti su conti bancari separati dai nostri conti operativi, che in caso di insolvenza non farebbero parte del nostro patrimonio. Ciò soddisfa i requisiti della Gambling Commission per la separazione dei fondi dei clienti al livello: protezione media.',
  Proceed: 'Procedi',
  'Bank wire': 'Bonifico bancario',
  'Deposits arrive in 1 to 3 business days; withdrawals are paid to the bank account you deposited from.':
    'I depositi arrivano in 1-3 giorni lavorativi; i prelievi sono pagati sul conto bancario da cui hai depositato.',
  'Credit and debit cards': 'Carte di credito e debito',
  'Visa and Mastercard deposits arrive at once; withdrawals go back to the card.':
    'I depositi con Visa e Mastercard arrivano subito; i prelievi tornano sulla carta.',
  'E-wallets': 'Portafogli elettronici',
  'Skrill, Neteller and other e-wallets: deposits arrive at once, withdrawals within one business day.':
    'Skrill, Neteller e altri portafogli elettronici: depositi immediati, prelievi entro un giorno lavorativo.',
  'Bitcoin, Bitcoin Cash, Ethereum, Litecoin and Tether accounts deposit and withdraw through the cryptocurrency cashier, once the network confirms the transaction.':
    'I conti in Bitcoin, Bitcoin Cash, Ethereum, Litecoin e Tether depositano e prelevano tramite la cassa per criptovalute, dopo la conferma della transazione da parte della rete.',
  'Please check your email for the verification link to complete the process.':
    'Controlla la tua email per il link di verifica e completare la procedura.',
  Country: 'Paese',
  'Email address': 'Indirizzo email',
  'Withdrawal address': 'Indirizzo di prelievo',
  'Withdraw [_1] [_2] to [_3]?': 'Prelevare [_1] [_2] verso [_3]?',
  '30-day deposit limit': 'Limite di deposito a 30 giorni',
  '30-day limit on losses': 'Limite di perdita a 30 giorni',
  '30-day turnover limit': 'Limite di fatturato a 30 giorni',
  '7-day deposit limit': 'Limite di deposito a 7 giorni',
  '7-day limit on losses': 'Limite di perdita a 7 giorni',
  '7-day turnover limit': 'Limite di fatturato a 7 giorni',
  'API token': 'Token API',
  'Account limits': 'Limiti del conto',
  Amounts: 'Importi',
  'Ask to be treated as a professional client.': 'Chiedi di essere trattato come cliente professionale.',
  Authentication: 'Autenticazione',
  'Authorised applications': 'Applicazioni autorizzate',
  'Change the password you log in with.': 'Cambia la password con cui accedi.',
  'Confirm your limits': 'Conferma i tuoi limiti',
  'Connect our Telegram bot to your account.': 'Collega il nostro bot Telegram al tuo conto.',
  'Create and delete tokens that let other applications use your account.':
    'Crea ed elimina i token che permettono ad altre applicazioni di usare il tuo conto.',
  'Daily deposit limit': 'Limite di deposito giornaliero',
  'Daily limit on losses': 'Limite di perdita giornaliero',
  'Daily turnover limit': 'Limite di fatturato giornaliero',
  'Email preference': 'Preferenze email',
  'Exclude me from the website until': 'Escludimi dal sito fino al',
  'Exclude time cannot be for more than 5 years.': "L'esclusione non può durare più di 5 anni.",
  'Exclude time cannot be less than 6 months.': "L'esclusione non può durare meno di 6 mesi.",
  'Financial assessment': 'Valutazione finanziaria',
  'Limit your trading, take a time-out or exclude yourself from the website.':
    'Limita il tuo trading, prenditi una pausa o escluditi dal sito.',
  'Lock your cashier with a password of its own, or unlock it.':
    'Blocca la cassa con una password dedicata o sbloccala.',
  'Login history': 'Cronologia accessi',
  'No limit': 'Nessun limite',
  'Positions and sessions': 'Posizioni e sessioni',
  'Professional client': 'Cliente professionale',
  Profile: 'Profilo',
  'Protect your log-in with a code from an authenticator app.':
    "Proteggi l'accesso con un codice di un'app di autenticazione.",
  'Read and accept the latest terms and conditions.': 'Leggi e accetta i termini e condizioni più recenti.',
  'Receive news and special offers': 'Ricevi notizie e offerte speciali',
  'See the applications you allowed to use your account, and revoke their access.':
    'Visualizza le applicazioni autorizzate a usare il tuo conto e revoca il loro accesso.',
  'See when and from where your account was logged in to.':
    "Scopri quando e da dove è stato effettuato l'accesso al tuo conto.",
  'See your trading and withdrawal limits.': 'Visualizza i tuoi limiti di trading e di prelievo.',
  'Self-exclusion facilities': 'Autoesclusione',
  'Session duration limit, in minutes': 'Limite di durata della sessione, in minuti',
  'Set limits on your own trading. A limit you set can be lowered at any time; raising or removing it takes effect only after the period it covers.':
    'Imposta limiti al tuo trading. Un limite impostato può essere ridotto in qualsiasi momento; aumentarlo o rimuoverlo ha effetto solo dopo il periodo che copre.',
  Settings: 'Impostazioni',
  'Sorry, an error occurred while processing your account.':
    "Siamo spiacenti, si è verificato un errore durante l'elaborazione del tuo conto.",
  'Telegram bot': 'Bot Telegram',
  'Tell us about your trading experience and financial situation.':
    'Raccontaci la tua esperienza di trading e la tua situazione finanziaria.',
  'Terms and conditions': 'Termini e condizioni',
  'These limits apply to your account at once. Until the period of a limit ends you will not be able to raise or remove it. Do you want to apply them?':
    'Questi limiti si applicano subito al tuo conto. Fino alla fine del periodo di un limite non potrai aumentarlo né rimuoverlo. Vuoi applicarli?',
  'Time out cannot be in the past.': 'La pausa non può essere nel passato.',
  'Time out cannot be more than 6 weeks.': 'La pausa non può superare le 6 settimane.',
  'Time out must be after today.': 'La pausa deve terminare dopo oggi.',
  'Time out until (date)': 'Pausa fino al (data)',
  'Time out until (time, GMT)': 'Pausa fino alle (ora, GMT)',
  'Two-factor authentication': 'Autenticazione a due fattori',
  'Update settings': 'Aggiorna impostazioni',
  'Upload the documents that prove your identity and address.':
    'Carica i documenti che provano la tua identità e il tuo indirizzo.',
  'View your personal details and update those you may change.':
    'Visualizza i tuoi dati personali e aggiorna quelli che puoi modificare.',
  'Yes, apply them': 'Sì, applicali',
  'Your account was opened through a social network sign-in, so it has no password to change.':
    "Il tuo conto è stato aperto tramite l'accesso con un social network, quindi non ha una password da cambiare.",
  'Your changes have been updated.': 'Le tue modifiche sono state aggiornate.',
  'Your password has been changed. Please log in again.': 'La tua password è stata cambiata. Accedi di nuovo.',
  'Your personal details are complete.': 'I tuoi dati personali sono completi.',
  Identity: 'Identità',
  'Contact us': 'Contattaci',
  'Our support team helps with your account, deposits and withdrawals, and trading. Reach us the way that suits you.':
    'Il nostro team di assistenza ti aiuta con il tuo conto, i depositi e i prelievi e il trading. Contattaci nel modo che preferisci.',
  'Write to us at [_1]. We answer every e-mail within 24 hours.':
    'Scrivici a [_1]. Rispondiamo a ogni e-mail entro 24 ore.',
  'Call us on the line for your region.': 'Chiamaci al numero della tua area geografica.',
  'United Kingdom': 'Regno Unito',
  Malaysia: 'Malesia',
  Australia: 'Australia',
  'Rest of the world': 'Resto del mondo',
  'Support hours': 'Orari di assistenza',
  'Our team is at work at these times (UTC+8):': 'Il nostro team è disponibile in questi orari (UTC+8):',
  'Monday to Friday': 'Dal lunedì al venerdì',
  'Saturday and Sunday': 'Sabato e domenica',
  'Chat with a member of our support team during support hours.':
    'Chatta con un membro del nostro team di assistenza durante gli orari di assistenza.',
  'Leave us a message': 'Lasciaci un messaggio',
  'Our live chat is offline. Leave us a message and we will answer by e-mail.':
    'La nostra chat dal vivo è offline. Lasciaci un messaggio e ti risponderemo via e-mail.',
  Message: 'Messaggio',
  'Send message': 'Invia messaggio',
  "Thank you, we'll get back to you within 24 hours": 'Grazie, ti risponderemo entro 24 ore',
  'Site links': 'Link del sito',
  'A competitive salary, health cover, paid training and help with relocation where a role needs it.':
    'Uno stipendio competitivo, copertura sanitaria, formazione retribuita e aiuto per il trasferimento quando il ruolo lo richiede.',
  Accountant: 'Contabile',
  'Answers our clients by live chat and e-mail.': 'Risponde ai nostri clienti via chat dal vivo ed e-mail.',
  'Build the pages our clients trade on, in TypeScript and React, quick and accessible on every screen.':
    'Realizza le pagine su cui operano i nostri clienti, in TypeScript e React, veloci e accessibili su ogni schermo.',
  'Builds and runs the trading platform, the website and the desktop app.':
    "Sviluppa e gestisce la piattaforma di trading, il sito web e l'app desktop.",
  Careers: 'Lavora con noi',
  Compliance: 'Compliance',
  'Compliance analyst': 'Analista compliance',
  'Content writer': 'Redattore/redattrice di contenuti',
  'Customer Support': 'Assistenza clienti',
  'Customer support agent': "Operatore/operatrice dell'assistenza clienti",
  'Cyberjaya, Malaysia': 'Cyberjaya, Malesia',
  'DevOps engineer': 'Ingegnere DevOps',
  Download: 'Download',
  'Download for Windows': 'Scarica per Windows',
  'Download for macOS': 'Scarica per macOS',
  'Front-end developer': 'Sviluppatore/sviluppatrice front-end',
  'Help clients with their accounts, deposits and trades by live chat and e-mail.':
    'Aiuta i clienti con i loro conti, depositi e operazioni via chat dal vivo ed e-mail.',
  'Home of our Labuan company and its compliance team.':
    'Sede della nostra società di Labuan e del suo team compliance.',
  'Information Technology': "Tecnologia dell'informazione",
  'Join us': 'Unisciti a noi',
  "Keep the platform's servers, releases and monitoring reliable around the clock.":
    'Mantieni affidabili, a ogni ora, i server, i rilasci e il monitoraggio della piattaforma.',
  "Keeps the company's books and our clients' money in order.":
    "Tiene in ordine i conti dell'azienda e il denaro dei nostri clienti.",
  'Labuan, Malaysia': 'Labuan, Malesia',
  'Makes sure we meet the rules of every regulator we answer to.':
    'Si assicura che rispettiamo le regole di ogni autorità di vigilanza a cui rispondiamo.',
  Malta: 'Malta',
  Marketing: 'Marketing',
  'Nothing to install: open the site in an up-to-date browser and trade from any computer.':
    'Niente da installare: apri il sito in un browser aggiornato e fai trading da qualsiasi computer.',
  'Open positions': 'Posizioni aperte',
  'Our European base for compliance, accounts and marketing.':
    'La nostra base europea per compliance, contabilità e marketing.',
  'Our largest office: engineering, quality assurance and customer support.':
    'Il nostro ufficio più grande: ingegneria, controllo qualità e assistenza clienti.',
  'Our offices': 'I nostri uffici',
  'QA engineer': 'Ingegnere QA',
  'Quality Assurance': 'Controllo qualità',
  'Reconcile payments, prepare the monthly reports and work with our auditors.':
    'Riconcilia i pagamenti, prepara i report mensili e lavora con i nostri revisori.',
  'Review client documents and keep our procedures in line with regulation.':
    'Esamina i documenti dei clienti e mantieni le nostre procedure conformi alla normativa.',
  'See all open positions': 'Vedi tutte le posizioni aperte',
  'See the roles we are hiring for now, department by department.':
    'Scopri i ruoli per cui stiamo assumendo ora, reparto per reparto.',
  'Small teams own their part of the product, from the first idea to the release and what our clients say about it.':
    'Piccoli team sono responsabili della loro parte del prodotto, dalla prima idea al rilascio e a ciò che ne dicono i nostri clienti.',
  'Strike for desktop': 'Strike per desktop',
  'Strike is built by an international team of engineers, analysts and support staff who care about getting the details right for our clients.':
    'Strike è costruito da un team internazionale di ingegneri, analisti e personale di assistenza che tiene a curare ogni dettaglio per i nostri clienti.',
  'Tells traders what Strike offers, in their own language.':
    'Racconta ai trader cosa offre Strike, nella loro lingua.',
  'Tests every release before it reaches our clients.': 'Verifica ogni rilascio prima che raggiunga i nostri clienti.',
  'The desktop app puts your account, charts and trades in a window of its own.':
    "L'app desktop porta il tuo conto, i grafici e le operazioni in una finestra tutta sua.",
  'The download is unavailable at the moment. Please try again later.':
    'Il download non è disponibile al momento. Riprova più tardi.',
  'This version has no Windows installer.': 'Questa versione non ha un programma di installazione per Windows.',
  'This version has no macOS installer.': 'Questa versione non ha un programma di installazione per macOS.',
  'To apply, [_1]contact us[_2] with your CV and the title of the position.':
    'Per candidarti, [_1]contattaci[_2] con il tuo CV e il titolo della posizione.',
  'Trade in your browser': 'Fai trading nel browser',
  'Trade with Strike in your browser or in the desktop app.': "Fai trading con Strike nel browser o nell'app desktop.",
  'Try again': 'Riprova',
  'Version [_1], released [_2]': 'Versione [_1], pubblicata il [_2]',
  'View open positions': 'Vedi le posizioni aperte',
  'We have no department by that name. It may have been renamed, or its positions filled.':
    'Non abbiamo alcun reparto con quel nome. Potrebbe essere stato rinominato, o le sue posizioni sono state coperte.',
  'What we offer': 'Cosa offriamo',
  'Working at Strike': 'Lavorare in Strike',
  'Write automated tests and explore new features to find problems before our clients do.':
    'Scrivi test automatici ed esplora le nuove funzioni per trovare i problemi prima dei nostri clienti.',
  'Write clear guides and announcements about trading and our products.':
    'Scrivi guide e annunci chiari sul trading e sui nostri prodotti.',
  '13 languages.': '13 lingue.',
  '5 markets: forex, stock indices, OTC stocks, commodities and volatility indices.':
    '5 mercati: forex, indici azionari, azioni OTC, materie prime e indici di volatilità.',
  'A binary option pays a fixed amount when your prediction about a market is right, and nothing when it is wrong. You know your largest possible loss before you buy.':
    "Un'opzione binaria paga un importo fisso se la tua previsione su un mercato è giusta, e nulla se è sbagliata. Conosci la perdita massima prima di acquistare.",
  'A contract for difference (CFD) lets you trade the price movement of an asset without owning it.':
    'Un contratto per differenza (CFD) ti permette di negoziare il movimento di prezzo di un bene senza possederlo.',
  'A few habits keep your account and your money secure.': 'Poche abitudini proteggono il tuo conto e il tuo denaro.',
  'A partner who refers clients to Strike and earns a share of the revenue from their trading.':
    'Un partner che ci presenta clienti e riceve una quota dei ricavi del loro trading.',
  'An upgrade to a real money account at any time.': 'Il passaggio a un conto reale in qualsiasi momento.',
  'Answers to the questions partners ask most.': 'Le risposte alle domande più frequenti dei partner.',
  'Back to [_1]': 'Torna a [_1]',
  'Become a payment agent': 'Diventa agente di pagamento',
  'Become an introducing broker': 'Diventa introducing broker',
  'Binary options': 'Opzioni binarie',
  'Binary options on MetaTrader 5': 'Opzioni binarie su MetaTrader 5',
  CFDs: 'CFD',
  'CFDs are traded on MetaTrader 5 accounts.': 'I CFD si negoziano sui conti MetaTrader 5.',
  'CFDs are traded with leverage: a small deposit controls a larger position, so gains and losses are both magnified.':
    'I CFD si negoziano con leva: un piccolo deposito controlla una posizione più grande, quindi guadagni e perdite sono amplificati.',
  'Check the price and buy the contract.': 'Controlla il prezzo e acquista il contratto.',
  'Choose a binary option in the market watch, set its duration and stake, and buy. The result is paid to your MetaTrader 5 account.':
    "Scegli un'opzione binaria nella finestra dei mercati, imposta durata e puntata e acquista. Il risultato viene accreditato sul tuo conto MetaTrader 5.",
  'Choose a market': 'Scegli un mercato',
  'Choose an instrument, set the volume and place a buy or sell order.':
    'Scegli uno strumento, imposta il volume e inserisci un ordine di acquisto o di vendita.',
  'Choose the platform that suits the way you trade.': 'Scegli la piattaforma adatta al tuo modo di fare trading.',
  'Clear prices': 'Prezzi chiari',
  'Client funds are kept apart from the company’s own funds.':
    'I fondi dei clienti sono tenuti separati dai fondi propri della società.',
  'Commissions are paid into your account every month.': 'Le commissioni vengono versate sul tuo conto ogni mese.',
  'Contract size': 'Dimensione del contratto',
  'Contract specifications': 'Specifiche dei contratti',
  'Contracts lasting from a few ticks to a year.': 'Contratti da pochi tick fino a un anno.',
  Contributing: 'Contribuire',
  'Cryptocurrency prices can move sharply within minutes. Trade only amounts you can afford to lose.':
    'I prezzi delle criptovalute possono muoversi bruscamente in pochi minuti. Negozia solo importi che puoi permetterti di perdere.',
  Cyberjaya: 'Cyberjaya',
  'Does it cost anything?': 'Ha un costo?',
  'Download MetaTrader 5': 'Scarica MetaTrader 5',
  'Download the platform and log in with your MetaTrader 5 login and password.':
    'Scarica la piattaforma e accedi con login e password di MetaTrader 5.',
  'Earn by referring clients to us or by serving them as a payment agent.':
    'Guadagna presentandoci clienti o servendoli come agente di pagamento.',
  'Economic calendar': 'Calendario economico',
  'Every market and contract type.': 'Tutti i mercati e i tipi di contratto.',
  'Every new client gets a demo account with virtual money, so you can try any market without risk.':
    'Ogni nuovo cliente riceve un conto demo con denaro virtuale per provare qualsiasi mercato senza rischi.',
  'Financial STP account': 'Conto Financial STP',
  'Financial account': 'Conto Financial',
  'Forex is the trading of one currency against another, such as the euro against the US dollar.':
    "Il forex è la negoziazione di una valuta contro un'altra, ad esempio l'euro contro il dollaro statunitense.",
  'Get paid every month.': 'Ricevi il pagamento ogni mese.',
  'Get started': 'Primi passi',
  'Gold, silver, platinum and palladium are traded against the US dollar and often move when markets are uncertain.':
    'Oro, argento, platino e palladio si negoziano contro il dollaro statunitense e spesso si muovono quando i mercati sono incerti.',
  'How a trade works': "Come funziona un'operazione",
  'How am I paid?': 'Come vengo pagato?',
  'How it works': 'Come funziona',
  'How to trade on MetaTrader 5': 'Fare trading su MetaTrader 5',
  Instrument: 'Strumento',
  'Interest rates, the strength of the dollar and demand from industry all affect metal prices.':
    "I tassi d'interesse, la forza del dollaro e la domanda industriale influenzano il prezzo dei metalli.",
  'Introducing broker FAQ': 'FAQ per introducing broker',
  'Keep safe': 'Sicurezza',
  Labuan: 'Labuan',
  'Leverage and risk': 'Leva e rischio',
  'Log out when you use a shared computer.': 'Esci dal conto quando usi un computer condiviso.',
  'Logging in': 'Accesso',
  'Looking for an agent?': 'Cerchi un agente?',
  'Major currency pairs move on economic news you can follow.':
    'Le principali coppie di valute si muovono con notizie economiche che puoi seguire.',
  'Markets and contracts': 'Mercati e contratti',
  'Maximum leverage': 'Leva massima',
  'MetaTrader 5 is a trading platform for forex, metals and CFDs, with advanced charts and automated trading.':
    'MetaTrader 5 è una piattaforma di trading per forex, metalli e CFD, con grafici avanzati e trading automatico.',
  'MetaTrader 5 offers accounts for different ways of trading. Each comes as a demo account and as a real money account.':
    'MetaTrader 5 offre conti per diversi modi di fare trading. Ognuno è disponibile come conto demo e come conto reale.',
  'MetaTrader 5 runs on Windows, macOS, Linux, iOS and Android, and in the browser.':
    'MetaTrader 5 funziona su Windows, macOS, Linux, iOS e Android, e nel browser.',
  Metals: 'Metalli',
  'Minimum volume': 'Volume minimo',
  'New to trading? These short guides explain each market Strike offers and how to place your first trade.':
    'Nuovo al trading? Queste brevi guide spiegano ogni mercato offerto da Strike e come fare la tua prima operazione.',
  'Next steps': 'Prossimi passi',
  'No deposit needed.': 'Nessun deposito richiesto.',
  'No. Joining the programme is free.': "No. L'adesione al programma è gratuita.",
  'Open a MetaTrader 5 account from your account page.': 'Apri un conto MetaTrader 5 dalla pagina dei tuoi conti.',
  'Open a free demo account': 'Apri un conto demo gratuito',
  'Open-source projects': 'Progetti open source',
  'Our WebSocket API gives programs the same prices and trading functions as this site.':
    'La nostra API WebSocket offre ai programmi gli stessi prezzi e le stesse funzioni di trading di questo sito.',
  'Our office in Cyberjaya, Malaysia, is home to our technology and customer support teams.':
    'Il nostro ufficio di Cyberjaya, in Malesia, ospita i team di tecnologia e di assistenza clienti.',
  'Our office in Labuan, Malaysia, runs our licensed business in the Labuan financial centre.':
    'Il nostro ufficio di Labuan, in Malesia, gestisce la nostra attività autorizzata nel centro finanziario di Labuan.',
  'Our office in Malta serves our clients in the European Union.':
    "Il nostro ufficio di Malta serve i clienti dell'Unione Europea.",
  'Our other offices': 'I nostri altri uffici',
  'Our teams work from offices in Malaysia and Malta.': 'I nostri team lavorano dagli uffici in Malesia e a Malta.',
  'Partner with us': 'Collabora con noi',
  'Payment agents help clients deposit and withdraw in their local currency, and earn a commission on each transaction.':
    'Gli agenti di pagamento aiutano i clienti a depositare e prelevare nella valuta locale e guadagnano una commissione su ogni transazione.',
  'Pick a market and a contract type, such as Rise/Fall.':
    'Scegli un mercato e un tipo di contratto, ad esempio Rialzo/Ribasso.',
  Platforms: 'Piattaforme',
  'Practise first': 'Prima fai pratica',
  'Practise trading with virtual money before you risk your own.':
    'Fai pratica con denaro virtuale prima di rischiare il tuo.',
  'Prices streamed every second.': 'Prezzi aggiornati ogni secondo.',
  'Protect your account': 'Proteggi il tuo conto',
  'Range of markets': 'Gamma di mercati',
  'Refer traders to Strike and earn a commission on their trades for as long as they trade.':
    'Presenta trader a Strike e guadagna una commissione sulle loro operazioni finché fanno trading.',
  'Reports of problems and improvements are welcome on our public repositories.':
    'Segnalazioni di problemi e miglioramenti sono benvenuti nei nostri repository pubblici.',
  'Set the duration and your stake or payout.': 'Imposta la durata e la puntata o il pagamento.',
  'Share it with your audience.': 'Condividilo con il tuo pubblico.',
  'Sign up and get your referral link.': 'Registrati e ottieni il tuo link di riferimento.',
  'Strike in numbers': 'Strike in cifre',
  'Strike web trader': 'Piattaforma web Strike',
  'The economic calendar is unavailable at the moment.': 'Il calendario economico non è disponibile al momento.',
  'The main terms of the instruments you can trade on MetaTrader 5.':
    'Le condizioni principali degli strumenti che puoi negoziare su MetaTrader 5.',
  'The market is open around the clock on weekdays.': 'Il mercato è aperto giorno e notte nei giorni feriali.',
  'This offer is not available in your country of residence.':
    'Questa offerta non è disponibile nel tuo paese di residenza.',
  'Trade binary options from MetaTrader 5, next to your other positions.':
    'Negozia opzioni binarie da MetaTrader 5, accanto alle tue altre posizioni.',
  'Trade binary options from the MetaTrader 5 platform, next to your forex positions.':
    'Negozia opzioni binarie dalla piattaforma MetaTrader 5, accanto alle tue posizioni forex.',
  'Trade binary options in your browser with live prices and charts. There is nothing to install.':
    'Negozia opzioni binarie nel browser con prezzi e grafici in tempo reale. Niente da installare.',
  'Trade forex, metals and CFDs on a widely used platform, on desktop and mobile.':
    'Negozia forex, metalli e CFD su una piattaforma molto diffusa, su computer e dispositivi mobili.',
  'Trade forex, metals and CFDs with high leverage.': 'Negozia forex, metalli e CFD con leva elevata.',
  'Binary options are offered on five markets. Choose one to see what it includes.':
    'Le opzioni binarie sono offerte su cinque mercati. Scegline uno per vedere cosa comprende.',
  'Major and minor currency pairs, such as the euro against the US dollar, traded around the clock on weekdays.':
    'Coppie di valute principali e secondarie, come l’euro contro il dollaro USA, negoziate a tutte le ore nei giorni feriali.',
  'The main stock indices of the Americas, Europe and Asia, traded while their exchanges are open.':
    'I principali indici azionari delle Americhe, dell’Europa e dell’Asia, negoziati mentre le loro borse sono aperte.',
  'Shares of large American and European companies, traded over the counter while their home markets are open.':
    'Azioni di grandi società americane ed europee, negoziate fuori borsa mentre i loro mercati di origine sono aperti.',
  'Metals such as gold and silver, and energy such as oil, priced in US dollars.':
    'Metalli come oro e argento, ed energia come il petrolio, quotati in dollari USA.',
  'Synthetic indices with a constant volatility, open every day around the clock. No news or market event moves them.':
    'Indici sintetici con volatilità costante, aperti ogni giorno a tutte le ore. Nessuna notizia o evento di mercato li muove.',
  'Binary options on forex': 'Opzioni binarie sul forex',
  'Binary options on commodities': 'Opzioni binarie sulle materie prime',
  'Binary options on volatility indices': 'Opzioni binarie sugli indici di volatilità',
  'Next steps with your demo account': 'Prossimi passi con il tuo conto demo',
  'Trade synthetic indices that run around the clock with a constant volatility.':
    'Negozia indici sintetici attivi a tutte le ore con volatilità costante.',
  'Trade the price of Bitcoin, Ethereum and other cryptocurrencies against the US dollar without holding a wallet.':
    'Negozia il prezzo di Bitcoin, Ethereum e altre criptovalute contro il dollaro statunitense senza possedere un wallet.',
  'Traders choose Strike for clear prices, quick payouts and support that answers.':
    "I trader scelgono Strike per prezzi chiari, pagamenti rapidi e un'assistenza che risponde.",
  'Trading API': 'API di trading',
  'Turn on two-factor authentication.': "Attiva l'autenticazione a due fattori.",
  'Types of accounts': 'Tipi di conto',
  'Upcoming economic announcements that can move the markets.':
    'I prossimi annunci economici che possono muovere i mercati.',
  'Use a strong password that you use nowhere else.': 'Usa una password robusta che non usi altrove.',
  'Use the login and the server shown on your MetaTrader 5 accounts page.':
    'Usa il login e il server indicati nella pagina dei tuoi conti MetaTrader 5.',
  Volatility: 'Volatilità',
  'Volatility indices account': 'Conto indici di volatilità',
  'We never ask for your password by e-mail or by phone.':
    'Non ti chiediamo mai la password via e-mail o per telefono.',
  'We publish tools we build and use, so that developers can build on our platform.':
    'Pubblichiamo gli strumenti che creiamo e usiamo, perché gli sviluppatori possano costruire sulla nostra piattaforma.',
  'What is an introducing broker?': "Che cos'è un introducing broker?",
  'What moves metal prices': 'Cosa muove il prezzo dei metalli',
  'What our platform offers, in a few figures.': 'Cosa offre la nostra piattaforma, in poche cifre.',
  'What you get': 'Cosa ottieni',
  'Where to trade CFDs': 'Dove negoziare i CFD',
  'Who can apply': 'Chi può candidarsi',
  'Why trade forex': 'Perché negoziare il forex',
  'Why us': 'Perché noi',
  'You can serve clients in your country with local payment methods.':
    'Puoi servire i clienti del tuo paese con metodi di pagamento locali.',
  'You can trade falling prices as well as rising ones.': 'Puoi negoziare sui prezzi in calo come su quelli in rialzo.',
  'You hold a real money account with us.': 'Hai un conto reale presso di noi.',
  'You pass our identity checks.': 'Superi i nostri controlli di identità.',
  'You see the exact stake and payout before you buy, with no hidden fees.':
    'Vedi la puntata e il pagamento esatti prima di acquistare, senza costi nascosti.',
  'Your demo account holds virtual money to practise with. When you are ready, open a real money account.':
    'Il tuo conto demo contiene denaro virtuale per fare pratica. Quando sei pronto, apri un conto reale.',
  'Your demo account is ready': 'Il tuo conto demo è pronto',
  'Your first trade': 'La tua prima operazione',
  'Your money is safe': 'Il tuo denaro è al sicuro',
  'Your orders go straight to our liquidity providers, with tight spreads.':
    'I tuoi ordini vanno direttamente ai nostri fornitori di liquidità, con spread ridotti.',
  FAQ: 'FAQ',
  'Frequently asked questions': 'Domande frequenti',
  'Quick answers about your account, your money, trading and security.':
    'Risposte rapide su conto, denaro, trading e sicurezza.',
  Regulation: 'Regolamentazione',
  'Responsible trading': 'Trading responsabile',
  'How do I open an account?': 'Come apro un conto?',
  'Sign up with your e-mail address to get a free demo account with virtual money. When you are ready to trade with real money, open a real account from the Accounts page.':
    'Registrati con il tuo indirizzo e-mail per ottenere un conto demo gratuito con denaro virtuale. Quando sei pronto a fare trading con denaro reale, apri un conto reale dalla pagina Conti.',
  'Can I hold more than one account?': 'Posso avere più di un conto?',
  'Yes. Next to your demo account you may hold real accounts in different currencies, where the company that serves your country allows it. Switch between them from the account menu.':
    "Sì. Oltre al conto demo puoi avere conti reali in valute diverse, se la società che serve il tuo paese lo consente. Passa dall'uno all'altro dal menu del conto.",
  'Why do you ask for proof of identity and address?': 'Perché chiedete una prova di identità e di indirizzo?',
  'The law requires us to know who our clients are. Upload your documents on the Authenticate page; we review them and tell you by e-mail when your account is verified.':
    'La legge ci impone di conoscere i nostri clienti. Carica i tuoi documenti nella pagina Autenticazione; li esaminiamo e ti avvisiamo via e-mail quando il conto è verificato.',
  'Deposits and withdrawals': 'Depositi e prelievi',
  'How do I deposit money?': 'Come deposito denaro?',
  'Open the Cashier, choose Deposit and pick a payment method. The methods offered depend on your country of residence and your account currency.':
    'Apri la Cassa, scegli Deposita e un metodo di pagamento. I metodi offerti dipendono dal tuo paese di residenza e dalla valuta del conto.',
  'How long does a withdrawal take?': 'Quanto tempo richiede un prelievo?',
  'We process withdrawal requests within one working day. How long the money then takes to reach you depends on your bank or payment provider.':
    'Elaboriamo le richieste di prelievo entro un giorno lavorativo. Il tempo necessario perché il denaro ti arrivi dipende poi dalla tua banca o dal tuo fornitore di pagamento.',
  'Are there limits on withdrawals?': 'Ci sono limiti ai prelievi?',
  'Yes. The Limits page of your account shows how much you may withdraw; the limits rise once your account is verified.':
    'Sì. La pagina Limiti del tuo conto mostra quanto puoi prelevare; i limiti aumentano dopo la verifica del conto.',
  'What is a payment agent?': "Che cos'è un agente di pagamento?",
  'In some countries, independent local agents can fund your account and pay out your withdrawals in the local currency. The Payment agents page lists those who serve your country.':
    'In alcuni paesi, agenti locali indipendenti possono finanziare il tuo conto e pagarti i prelievi in valuta locale. La pagina Agenti di pagamento elenca quelli che servono il tuo paese.',
  'What can I trade?': 'Che cosa posso negoziare?',
  'Options on forex, stock indices, commodities, cryptocurrencies and synthetic indices, within what the company that holds your account is licensed to offer.':
    'Opzioni su forex, indici azionari, materie prime, criptovalute e indici sintetici, nei limiti di ciò che la società che detiene il tuo conto è autorizzata a offrire.',
  'Can I practise before I risk real money?': 'Posso esercitarmi prima di rischiare denaro reale?',
  'Yes. Your demo account holds virtual money, so you can try every contract without risk and top it up whenever it runs low.':
    'Sì. Il conto demo contiene denaro virtuale, così puoi provare ogni contratto senza rischi e ricaricarlo quando si esaurisce.',
  'How is the price of a contract set?': 'Come viene fissato il prezzo di un contratto?',
  'The price follows the market and the contract you choose. It is shown before you buy, and the contract is bought at that price or not at all.':
    "Il prezzo segue il mercato e il contratto che scegli. Viene mostrato prima dell'acquisto e il contratto si compra a quel prezzo o non si compra.",
  'How do I keep my account secure?': 'Come proteggo il mio conto?',
  'Choose a strong password you use nowhere else, turn on two-factor authentication in your security settings, and never share your password or API tokens.':
    "Scegli una password robusta che non usi altrove, attiva l'autenticazione a due fattori nelle impostazioni di sicurezza e non condividere mai la password o i token API.",
  'I forgot my password. What should I do?': 'Ho dimenticato la password. Che cosa devo fare?',
  'Use the password reset page: we e-mail you a link to choose a new password. The link works once and expires after a short while.':
    'Usa la pagina di reimpostazione della password: ti inviamo via e-mail un link per sceglierne una nuova. Il link funziona una sola volta e scade dopo poco.',
  'How can I limit my trading?': 'Come posso limitare il mio trading?',
  'The self-exclusion facilities in your security settings let you cap your stakes, losses and time on the site, or take a break from trading altogether.':
    'Gli strumenti di autoesclusione nelle impostazioni di sicurezza ti permettono di limitare puntate, perdite e tempo sul sito, o di prenderti una pausa completa dal trading.',
  'General terms': 'Condizioni generali',
  'These terms govern your use of Strike and of the services of the company that holds your account. By opening an account you accept them.':
    "Queste condizioni regolano l'uso di Strike e dei servizi della società che detiene il tuo conto. Aprendo un conto le accetti.",
  'We may change these terms. We tell you of important changes in advance, and you may close your account if you do not accept them.':
    'Possiamo modificare queste condizioni. Ti informiamo in anticipo dei cambiamenti importanti e puoi chiudere il conto se non li accetti.',
  'Your account': 'Il tuo conto',
  'You must be at least 18 years old and live in a country where we offer our services. The details you give us must be true and kept up to date.':
    'Devi avere almeno 18 anni e vivere in un paese in cui offriamo i nostri servizi. I dati che ci fornisci devono essere veri e aggiornati.',
  'Keep your log-in details to yourself: you are responsible for everything done with your account.':
    'Tieni per te i tuoi dati di accesso: sei responsabile di tutto ciò che viene fatto con il tuo conto.',
  'Trading and payments': 'Trading e pagamenti',
  'A contract is bought at the price shown when you confirm it and settled by the platform’s records. We may cancel a contract bought at an obviously wrong price.':
    'Un contratto viene acquistato al prezzo mostrato quando lo confermi e regolato secondo i registri della piattaforma. Possiamo annullare un contratto acquistato a un prezzo palesemente errato.',
  'Deposits must come from payment methods in your own name, and withdrawals go back to them where possible, after the checks the law requires.':
    'I depositi devono provenire da metodi di pagamento intestati a te, e i prelievi vi ritornano quando possibile, dopo i controlli previsti dalla legge.',
  'Risk disclosure': 'Informativa sui rischi',
  'Trading options carries a high risk: you can lose all the money you put into a contract. Past results do not promise future ones.':
    'Il trading di opzioni comporta un rischio elevato: puoi perdere tutto il denaro investito in un contratto. I risultati passati non garantiscono quelli futuri.',
  'Trade only with money you can afford to lose, and make sure you understand a contract before you buy it.':
    'Fai trading solo con denaro che puoi permetterti di perdere e assicurati di aver capito un contratto prima di acquistarlo.',
  Complaints: 'Reclami',
  'If you are unhappy with our service, tell our support team first: most concerns are settled there.':
    'Se non sei soddisfatto del nostro servizio, rivolgiti prima al nostro team di assistenza: la maggior parte dei problemi si risolve lì.',
  'Otherwise send us a written complaint. We acknowledge it promptly and answer it in full within eight weeks; you may then refer it to the regulator of the company that holds your account.':
    "Altrimenti inviaci un reclamo scritto. Ne confermiamo subito la ricezione e rispondiamo in modo completo entro otto settimane; potrai poi sottoporlo all'autorità di vigilanza della società che detiene il tuo conto.",
  'Our companies': 'Le nostre società',
  'Strike’s services are provided by several companies, each licensed for the clients of certain countries. Which one holds your account depends on where you live and what you trade.':
    'I servizi di Strike sono forniti da diverse società, ciascuna autorizzata per i clienti di determinati paesi. Quella che detiene il tuo conto dipende da dove vivi e da che cosa negozi.',
  'Demo accounts hold virtual money only and are not a regulated service.':
    'I conti demo contengono solo denaro virtuale e non sono un servizio regolamentato.',
  'Deriv (SVG) LLC': 'Deriv (SVG) LLC',
  'Deriv (SVG) LLC is registered in Saint Vincent and the Grenadines. It serves clients outside the European Union and the United Kingdom, for every market the platform offers.':
    "Deriv (SVG) LLC è registrata a Saint Vincent e Grenadine. Serve i clienti al di fuori dell'Unione europea e del Regno Unito, per tutti i mercati offerti dalla piattaforma.",
  'Deriv (Europe) Limited': 'Deriv (Europe) Limited',
  'Deriv (Europe) Limited, of W Business Centre, Birkirkara, Malta, is licensed and regulated by the Malta Gaming Authority. It offers options on synthetic indices to clients in the European Union.':
    "Deriv (Europe) Limited, W Business Centre, Birkirkara, Malta, è autorizzata e regolamentata dalla Malta Gaming Authority. Offre opzioni su indici sintetici ai clienti dell'Unione europea.",
  'Deriv Investments (Europe) Limited': 'Deriv Investments (Europe) Limited',
  'Deriv Investments (Europe) Limited, of W Business Centre, Birkirkara, Malta, is licensed by the Malta Financial Services Authority to provide investment services. It offers financial products to clients in the European Union and the United Kingdom.':
    "Deriv Investments (Europe) Limited, W Business Centre, Birkirkara, Malta, è autorizzata dalla Malta Financial Services Authority a prestare servizi di investimento. Offre prodotti finanziari ai clienti dell'Unione europea e del Regno Unito.",
  'Deriv (MX) Ltd': 'Deriv (MX) Ltd',
  'Deriv (MX) Ltd, of Millennium House, Douglas, Isle of Man, is licensed by the Isle of Man Gambling Supervision Commission and, for clients in Great Britain, by the UK Gambling Commission. It offers options on synthetic indices.':
    'Deriv (MX) Ltd, Millennium House, Douglas, Isola di Man, è autorizzata dalla Isle of Man Gambling Supervision Commission e, per i clienti della Gran Bretagna, dalla UK Gambling Commission. Offre opzioni su indici sintetici.',
  'Trade with care': 'Fai trading con prudenza',
  'Trading should be a considered choice, never a way to win back losses or to solve money problems. Set yourself a budget and keep to it.':
    'Il trading deve essere una scelta ponderata, mai un modo per recuperare perdite o risolvere problemi economici. Fissa un budget e rispettalo.',
  'Tools to stay in control': 'Strumenti per mantenere il controllo',
  'Reality checks remind you at intervals how long you have been trading and what you have won or lost.':
    'I controlli di realtà ti ricordano a intervalli da quanto tempo stai facendo trading e quanto hai vinto o perso.',
  'The self-exclusion facilities in your security settings let you cap your stakes, losses and time on the site, or exclude yourself for a period of your choice.':
    'Gli strumenti di autoesclusione nelle impostazioni di sicurezza ti permettono di limitare puntate, perdite e tempo sul sito, o di escluderti per un periodo a tua scelta.',
  'Warning signs': 'Segnali di allarme',
  'Take a break if you trade for longer than you meant to, raise your stakes to recover losses, or keep your trading from the people close to you.':
    'Fai una pausa se fai trading più a lungo del previsto, aumenti le puntate per recuperare le perdite o nascondi il tuo trading alle persone vicine.',
  'Getting help': 'Come ottenere aiuto',
  'If trading worries you, contact our support team: we can set limits on your account or close it. Independent organisations also give free and confidential advice on problem gambling.':
    'Se il trading ti preoccupa, contatta il nostro team di assistenza: possiamo impostare limiti sul tuo conto o chiuderlo. Anche organizzazioni indipendenti offrono consulenza gratuita e riservata sul gioco problematico.',
  'Regulatory information': 'Informazioni normative',
  'Risk warning': 'Avvertenza sui rischi',
  'Binary options and CFDs are complex products, and trading them carries a high risk of losing money quickly. [_1]% of retail investor accounts lose money when trading these products with [_2].':
    'Le opzioni binarie e i CFD sono prodotti complessi e negoziarli comporta un elevato rischio di perdere denaro rapidamente. Il [_1]% dei conti degli investitori al dettaglio perde denaro negoziando questi prodotti con [_2].',
  'Only trade with money you can afford to lose, and make sure you understand how these products work before you start.':
    'Negozia solo con denaro che puoi permetterti di perdere e assicurati di capire come funzionano questi prodotti prima di iniziare.',
  '[_1] is licensed and regulated as an investment services provider by the [_2]Malta Financial Services Authority[_3].':
    '[_1] è autorizzata e regolamentata come fornitore di servizi di investimento dalla [_2]Malta Financial Services Authority[_3].',
  'GAMSTOP is a free self-exclusion scheme for Great Britain: it lets you block yourself from online gambling sites licensed there, this one included. Find out more at [_1]gamstop.co.uk[_2], or set your own limits on our [_3]self-exclusion page[_4].':
    'GAMSTOP è un programma gratuito di autoesclusione per la Gran Bretagna: ti permette di bloccarti sui siti di gioco online autorizzati lì, compreso questo. Scopri di più su [_1]gamstop.co.uk[_2] oppure imposta i tuoi limiti nella nostra [_3]pagina di autoesclusione[_4].',
  'Redirect notice': 'Avviso di reindirizzamento',
  'You are leaving [_1] for a third-party website. [_1] does not own or control that website and is not responsible for what it says or does. Do you want to proceed?':
    'Stai lasciando [_1] per un sito web di terzi. [_1] non possiede né controlla quel sito e non è responsabile di ciò che dice o fa. Vuoi procedere?',
  'Map of the European Union countries we serve': 'Mappa dei paesi dell’Unione europea che serviamo',
  'Clients in these countries are served by our Malta investment company.':
    'I clienti di questi paesi sono serviti dalla nostra società di investimento maltese.',
};

export default it;
