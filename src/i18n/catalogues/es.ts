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
  'Create a demo account': 'Crear una cuenta demo',
  'Enter your e-mail address and we will send you a link to verify it.':
    'Introduzca su dirección de correo electrónico y le enviaremos un enlace para verificarla.',
  Email: 'Correo electrónico',
  'Create free account': 'Crear cuenta gratuita',
  'Thank you for signing up! Please check your email to complete the registration process.':
    '¡Gracias por registrarse! Revise su correo electrónico para completar el proceso de registro.',
  'Sorry, account signup is not available in your country.':
    'Lo sentimos, el registro de cuentas no está disponible en su país.',
  'Verification code': 'Código de verificación',
  Password: 'Contraseña',
  'Verify password': 'Confirmar contraseña',
  'Country of residence': 'País de residencia',
  'Please select': 'Seleccione',
  'I agree to receive news and special offers by e-mail.':
    'Acepto recibir noticias y ofertas especiales por correo electrónico.',
  'Open account': 'Abrir cuenta',
  'Password is not strong enough.': 'La contraseña no es lo suficientemente segura.',
  'Your token has expired or is invalid. Please click [_1] to restart the verification process.':
    'Su token ha caducado o no es válido. Haga clic [_1] para reiniciar el proceso de verificación.',
  here: 'aquí',
  'The email address provided is already in use. If you forgot your password, please try our [_1] or contact our customer service.':
    'La dirección de correo electrónico indicada ya está en uso. Si ha olvidado su contraseña, pruebe nuestra [_1] o contacte con nuestro servicio de atención al cliente.',
  'password recovery tool': 'herramienta de recuperación de contraseña',
  'Password reset': 'Restablecer contraseña',
  'Enter the e-mail address of your account and we will send you a link to reset your password.':
    'Introduzca la dirección de correo electrónico de su cuenta y le enviaremos un enlace para restablecer su contraseña.',
  'Send reset link': 'Enviar enlace de restablecimiento',
  'Please check your email for the password reset link.':
    'Por favor, revise su correo electrónico para encontrar el enlace de restablecimiento de contraseña.',
  'Choose a new password for your account.': 'Elija una nueva contraseña para su cuenta.',
  'I have a real money account': 'Tengo una cuenta de dinero real',
  'Date of birth': 'Fecha de nacimiento',
  'New password': 'Nueva contraseña',
  'Verify new password': 'Verificar nueva contraseña',
  'Reset password': 'Restablecer contraseña',
  'Your password has been successfully reset. Please log into your account using your new password.':
    'Su contraseña se ha restablecido correctamente. Inicie sesión en su cuenta con su nueva contraseña.',
  'Please click the link below to restart the password recovery process.':
    'Haga clic en el enlace de abajo para reiniciar el proceso de recuperación de contraseña.',
  'Restart password recovery': 'Reiniciar la recuperación de contraseña',
  'Welcome!': '¡Bienvenido!',
  'Your demo account [_1] is ready to trade with virtual money.':
    'Su cuenta demo [_1] está lista para operar con dinero virtual.',
  'Upgrade to a Real Account': 'Pasar a una cuenta real',
  'Upgrade to a Financial Account': 'Pasar a una cuenta financiera',
  'Start trading': 'Empezar a operar',
  'This field is required.': 'Este campo es obligatorio.',
  'App ID': 'ID de la aplicación',
  'Apply now as a professional investor': 'Solicite ahora ser inversor profesional',
  Asset: 'Activo',
  Audit: 'Auditoría',
  Back: 'Atrás',
  Barrier: 'Barrera',
  'Barrier must be a non-zero number.': 'La barrera debe ser un número distinto de cero.',
  'Binary Options Trading has been disabled on your account. Kindly [_1]contact customer support[_2] for assistance.':
    'El trading de opciones binarias se ha desactivado en su cuenta. Por favor, [_1]contacte con atención al cliente[_2] para obtener ayuda.',
  Cancel: 'Cancelar',
  'Change API endpoint': 'Cambiar el endpoint de la API',
  'Chart is not available for this underlying.': 'El gráfico no está disponible para este subyacente.',
  Close: 'Cerrar',
  Confirm: 'Confirmar',
  'Connecting to server': 'Conectando con el servidor',
  'Connection error: Please check your internet connection.': 'Error de conexión: compruebe su conexión a internet.',
  'Continue trading': 'Seguir operando',
  Contract: 'Contrato',
  'Contract details': 'Detalles del contrato',
  'Contract ends': 'Fin del contrato',
  'Contract has not started yet': 'El contrato aún no ha comenzado',
  'Contract starts': 'Inicio del contrato',
  'Contract ticks': 'Ticks del contrato',
  'Contracts bought': 'Contratos comprados',
  'Contracts sold': 'Contratos vendidos',
  Cookies: 'Cookies',
  'Current spot': 'Precio actual',
  'Current time': 'Hora actual',
  'Deposits and withdrawals have been disabled on your account. Please check your email for more details.':
    'Los depósitos y retiros se han desactivado en su cuenta. Consulte su correo electrónico para más detalles.',
  'Do not show this again': 'No volver a mostrar',
  'End time': 'Hora de fin',
  'Entry spot': 'Precio de entrada',
  'Exit spot': 'Precio de salida',
  'Expiry time': 'Hora de vencimiento',
  'Final price': 'Precio final',
  'Go to trading': 'Ir a operar',
  'High barrier': 'Barrera superior',
  'High barrier must be higher than low barrier.': 'La barrera superior debe ser mayor que la barrera inferior.',
  'I want to reapply': 'Quiero volver a solicitarlo',
  'In the EU, financial binary options are only available to professional investors.':
    'En la UE, las opciones binarias financieras solo están disponibles para inversores profesionales.',
  Indicative: 'Indicativo',
  'Indicative price': 'Precio indicativo',
  'Invalid email address.': 'Dirección de correo electrónico no válida.',
  'Invalid verification code.': 'Código de verificación no válido.',
  'Live chat': 'Chat en vivo',
  'Live chat is unavailable at the moment.': 'El chat en vivo no está disponible en este momento.',
  'Asset Index': 'Índice de activos',
  Closes: 'Cierre',
  Date: 'Fecha',
  Item: 'Concepto',
  Limit: 'Límite',
  Limits: 'Límites',
  'Maximum account cash balance': 'Saldo máximo en efectivo de la cuenta',
  'Maximum aggregate payouts on open positions': 'Pagos acumulados máximos en posiciones abiertas',
  'Maximum daily turnover': 'Volumen de negocio diario máximo',
  'Maximum duration': 'Duración máxima',
  'Maximum number of open positions': 'Número máximo de posiciones abiertas',
  'Minimum duration': 'Duración mínima',
  Opens: 'Apertura',
  Settles: 'Liquidación',
  'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1] (or equivalent in other currency).':
    'Por lo tanto, su retiro máximo inmediato actual (siempre que su cuenta tenga fondos suficientes) es de [_1] (o el equivalente en otra divisa).',
  'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1].':
    'Por lo tanto, su retiro máximo inmediato actual (siempre que su cuenta tenga fondos suficientes) es de [_1].',
  'Trading Limits': 'Límites de trading',
  'Trading Times': 'Horarios de trading',
  'Trading and Withdrawal Limits': 'Límites de trading y de retiro',
  'Trading times for [_1] (GMT)': 'Horarios de trading del [_1] (GMT)',
  'Upcoming Events': 'Próximos eventos',
  'Withdrawal Limits': 'Límites de retiro',
  'You have already withdrawn [_1].': 'Ya ha retirado [_1].',
  'You have already withdrawn the equivalent of [_1] in aggregate over the last [_2] days.':
    'Ya ha retirado el equivalente de [_1] en total durante los últimos [_2] días.',
  'You have already withdrawn the equivalent of [_1].': 'Ya ha retirado el equivalente de [_1].',
  'Your [_1] day withdrawal limit is currently [_2] (or equivalent in other currency).':
    'Su límite de retiro de [_1] días es actualmente de [_2] (o el equivalente en otra divisa).',
  'Your account is fully authenticated and your withdrawal limits have been lifted.':
    'Su cuenta está totalmente autenticada y se han eliminado sus límites de retiro.',
  'Your withdrawal limit is [_1] (or equivalent in other currency).':
    'Su límite de retiro es de [_1] (o el equivalente en otra divisa).',
  'Your withdrawal limit is [_1].': 'Su límite de retiro es de [_1].',
  'Loading…': 'Cargando…',
  'Logging you in…': 'Iniciando su sesión…',
  'This log-in did not start in this browser, so you have not been logged in. Please [_1] again.':
    'Este inicio de sesión no comenzó en este navegador, por lo que no ha iniciado sesión. Por favor [_1] de nuevo.',
  'Login time': 'Hora de inicio de sesión',
  'Low barrier': 'Barrera inferior',
  'MT5 withdrawals have been disabled on your account. Please check your email for more details.':
    'Los retiros de MT5 se han desactivado en su cuenta. Consulte su correo electrónico para más detalles.',
  'Main menu': 'Menú principal',
  'The connection was lost before your purchase was confirmed. Please check your portfolio to see whether it went through.':
    'La conexión se perdió antes de que se confirmara su compra. Compruebe su cartera para ver si se realizó.',
  'Market is closed. Please try again later.': 'El mercado está cerrado. Inténtelo de nuevo más tarde.',
  'All barriers in this trading window are expired.': 'Todas las barreras de esta ventana de negociación han vencido.',
  'Multi-barrier': 'Multibarrera',
  'Maximum multiplier of 1000.': 'Multiplicador máximo de 1000.',
  'Minimum of [_1] characters required.': {
    one: 'Se requiere un mínimo de [_1] carácter.',
    many: 'Se requiere un mínimo de [_1] de caracteres.',
    other: 'Se requiere un mínimo de [_1] caracteres.',
  },
  Next: 'Siguiente',
  'No currency assigned': 'Sin divisa asignada',
  'Note: the contract is sold at the market price when the request reaches our servers; it may differ from the indicative price.':
    'Nota: el contrato se vende al precio de mercado en el momento en que la solicitud llega a nuestros servidores; puede diferir del precio indicativo.',
  OK: 'Aceptar',
  Offline: 'Sin conexión',
  Online: 'En línea',
  'Only letters, numbers, space, and hyphen are allowed.': 'Solo se permiten letras, números, espacios y guiones.',
  'Only letters, numbers, space, and these special characters are allowed: [_1]':
    'Solo se permiten letras, números, espacios y estos caracteres especiales: [_1]',
  'Only letters, numbers, space, hyphen, period, and apostrophe are allowed.':
    'Solo se permiten letras, números, espacios, guiones, puntos y apóstrofos.',
  'Only letters, space, hyphen, period, and apostrophe are allowed.':
    'Solo se permiten letras, espacios, guiones, puntos y apóstrofos.',
  'Only numbers, hyphens, and spaces are allowed.': 'Solo se permiten números, guiones y espacios.',
  'Open contracts': 'Contratos abiertos',
  'Options trading can become a real addiction, as can any other activity pushed to its limits. To avoid the danger of such an addiction, we provide a reality-check that gives you a summary of your trades and accounts on a regular basis.':
    'El trading de opciones puede convertirse en una verdadera adicción, como cualquier otra actividad llevada al límite. Para evitar el peligro de tal adicción, ofrecemos un control de realidad que le muestra periódicamente un resumen de sus operaciones y cuentas.',
  'Password should have lower and uppercase letters with numbers.':
    'La contraseña debe contener letras minúsculas y mayúsculas, y números.',
  Payout: 'Pago',
  'Please [_1]accept the updated Terms and Conditions[_2] to lift your withdrawal and trading limits.':
    'Por favor, [_1]acepte los Términos y Condiciones actualizados[_2] para eliminar sus límites de retiro y de trading.',
  'Please [_1]complete your account profile[_2] to lift your withdrawal and trading limits.':
    'Por favor, [_1]complete el perfil de su cuenta[_2] para eliminar sus límites de retiro y de trading.',
  'Please complete the [_1]financial assessment form[_2] to lift your withdrawal and trading limits.':
    'Por favor, complete el [_1]formulario de evaluación financiera[_2] para eliminar sus límites de retiro y de trading.',
  'Please complete your [_1]personal details[_2] before you proceed.':
    'Por favor, complete sus [_1]datos personales[_2] antes de continuar.',
  'Please log in': 'Inicie sesión',
  'Please reload the page': 'Vuelva a cargar la página',
  'Please select the checkbox.': 'Marque la casilla.',
  'Please set [_1]country of residence[_2] before upgrading to a real-money account.':
    'Indique su [_1]país de residencia[_2] antes de pasar a una cuenta de dinero real.',
  'Please set the [_1]currency[_2] of your account.': 'Indique la [_1]divisa[_2] de su cuenta.',
  'Please set your [_1]30-day turnover limit[_2] to remove deposit limits.':
    'Establezca su [_1]límite de volumen de operaciones de 30 días[_2] para eliminar los límites de depósito.',
  'Please try Volatility Indices or other markets.': 'Pruebe con los Índices de Volatilidad u otros mercados.',
  Portfolio: 'Cartera',
  'Potential profit': 'Beneficio potencial',
  'Profit / Loss': 'Ganancia / Pérdida',
  'Profit/Loss': 'Ganancia/Pérdida',
  Purchase: 'Compra',
  'Purchase price': 'Precio de compra',
  'Reality check': 'Control de realidad',
  'Reality-check interval (minutes)': 'Intervalo del control de realidad (minutos)',
  'Ref.': 'Ref.',
  Reference: 'Referencia',
  'Resale not offered': 'Reventa no disponible',
  'Reset time': 'Hora de reinicio',
  'Reset barrier': 'Barrera de reinicio',
  'Reset to original settings': 'Restablecer la configuración original',
  Result: 'Resultado',
  'Scroll to top': 'Volver arriba',
  Sections: 'Secciones',
  'Sell at market': 'Vender a precio de mercado',
  Server: 'Servidor',
  'Session duration': 'Duración de la sesión',
  'Should be [_1]': 'Debe ser [_1]',
  'Should be a valid number.': 'Debe ser un número válido.',
  'Should be between [_1] and [_2]': 'Debe estar entre [_1] y [_2]',
  'Should be less than [_1]': 'Debe ser menor que [_1]',
  'Should be more than [_1]': 'Debe ser mayor que [_1]',
  'Should start with letter or number, and may contain hyphen and underscore.':
    'Debe empezar por una letra o un número, y puede contener guiones y guiones bajos.',
  'Sign out': 'Cerrar sesión',
  'Sorry, an error occurred while processing your request.':
    'Lo sentimos, se ha producido un error al procesar su solicitud.',
  'Sorry, this feature is available to virtual accounts only.':
    'Lo sentimos, esta función solo está disponible para cuentas virtuales.',
  'Sorry, your account is not authorised for any further contract purchases.':
    'Lo sentimos, su cuenta no está autorizada para realizar más compras de contratos.',
  Spot: 'Precio',
  'Start time': 'Hora de inicio',
  Status: 'Estado',
  Submit: 'Enviar',
  'The page you requested could not be found. It may have been moved or no longer exists.':
    'No se ha encontrado la página solicitada. Puede que se haya movido o que ya no exista.',
  'The two passwords that you entered do not match.': 'Las dos contraseñas introducidas no coinciden.',
  'There was an error': 'Se ha producido un error',
  'There was some invalid character in an input field.': 'Algún campo contiene un carácter no válido.',
  'This contract lost': 'Este contrato ha perdido',
  'This contract won': 'Este contrato ha ganado',
  'This feature is not relevant to virtual-money accounts.':
    'Esta función no es aplicable a las cuentas de dinero virtual.',
  'This page is only available to logged out clients.':
    'Esta página solo está disponible para clientes que no han iniciado sesión.',
  'This symbol is not active. Please try another symbol.': 'Este símbolo no está activo. Pruebe con otro símbolo.',
  Tick: 'Tick',
  'Ticks history returned an empty array.': 'El historial de ticks devolvió una lista vacía.',
  Time: 'Hora',
  'Time is in the wrong format.': 'La hora tiene un formato incorrecto.',
  'Top up': 'Recargar',
  'Top up virtual account': 'Recargar la cuenta virtual',
  Total: 'Total',
  'Trading and deposits have been disabled on your account. Kindly [_1]contact customer support[_2] for assistance.':
    'El trading y los depósitos se han desactivado en su cuenta. Por favor, [_1]contacte con atención al cliente[_2] para obtener ayuda.',
  'Trading is unavailable at this time.': 'El trading no está disponible en este momento.',
  Turnover: 'Volumen de operaciones',
  Understood: 'Entendido',
  'Up to [_1] decimal places are allowed.': {
    one: 'Se permite hasta [_1] decimal.',
    many: 'Se permiten hasta [_1] de decimales.',
    other: 'Se permiten hasta [_1] decimales.',
  },
  'Verification code is wrong. Please use the link sent to your email.':
    'El código de verificación es incorrecto. Utilice el enlace enviado a su correo electrónico.',
  View: 'Ver',
  'Waiting for contract settlement.': 'Esperando la liquidación del contrato.',
  'Waiting for entry tick.': 'Esperando el tick de entrada.',
  'Waiting for exit tick.': 'Esperando el tick de salida.',
  'We are reviewing your documents. For more details [_1]contact us[_2].':
    'Estamos revisando sus documentos. Para más detalles, [_1]contáctenos[_2].',
  'Withdrawals have been disabled on your account. Please check your email for more details.':
    'Los retiros se han desactivado en su cuenta. Consulte su correo electrónico para más detalles.',
  'You can close this window without interrupting your trade.':
    'Puede cerrar esta ventana sin interrumpir su operación.',
  'You have no open positions.': 'No tiene posiciones abiertas.',
  'You have reached the limit.': 'Ha alcanzado el límite.',
  'You have reached the rate limit of requests per second. Please try later.':
    'Ha alcanzado el límite de solicitudes por segundo. Inténtelo más tarde.',
  'You should enter [_1] characters.': {
    one: 'Debe introducir [_1] carácter.',
    many: 'Debe introducir [_1] de caracteres.',
    other: 'Debe introducir [_1] caracteres.',
  },
  'Your account is restricted. Kindly [_1]contact customer support[_2] for assistance.':
    'Su cuenta está restringida. Por favor, [_1]contacte con atención al cliente[_2] para obtener ayuda.',
  'Your application to be treated as a professional client is being processed.':
    'Su solicitud para ser tratado como cliente profesional se está procesando.',
  'Your professional client request is not approved. Please reapply once the required criteria has been fulfilled.':
    'Su solicitud de cliente profesional no ha sido aprobada. Vuelva a solicitarlo cuando cumpla los criterios requeridos.',
  'More information can be found in an email sent to you.':
    'Encontrará más información en un correo electrónico que le hemos enviado.',
  'Your session duration limit will end in [_1] seconds.': {
    one: 'Su límite de duración de sesión terminará en [_1] segundo.',
    many: 'Su límite de duración de sesión terminará en [_1] de segundos.',
    other: 'Su límite de duración de sesión terminará en [_1] segundos.',
  },
  'Your trading statistics since [_1].': 'Sus estadísticas de trading desde [_1].',
  'Your virtual account balance is low. Would you like to top up [_1] [_2]?':
    'El saldo de su cuenta virtual es bajo. ¿Desea recargar [_1] [_2]?',
  'Your web browser ([_1]) is out of date and may affect your trading experience. Proceed at your own risk.':
    'Su navegador ([_1]) está desactualizado y puede afectar a su experiencia de trading. Continúe bajo su propia responsabilidad.',
  '[_1] [_2] has been credited into your virtual account: [_3].':
    'Se han abonado [_1] [_2] en su cuenta virtual: [_3].',
  '[_1] and [_2] cannot be the same.': '[_1] y [_2] no pueden ser iguales.',
  "[_1] requires your browser's web storage to be enabled in order to function properly. Please enable it or exit private browsing mode.":
    '[_1] necesita que el almacenamiento web de su navegador esté activado para funcionar correctamente. Actívelo o salga del modo de navegación privada.',
  '[_1] uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies.':
    '[_1] utiliza cookies para ofrecerle la mejor experiencia en nuestro sitio web. Si sigue utilizándolo, acepta nuestro uso de cookies.',
  '[_1]Authenticate your account[_2] now to take full advantage of all payment methods available.':
    '[_1]Verifique su cuenta[_2] ahora para aprovechar al máximo todos los métodos de pago disponibles.',
  '[_1]Your Proof of Identity or Proof of Address[_2] did not meet our requirements. Please check your email for further instructions.':
    '[_1]Su prueba de identidad o prueba de domicilio[_2] no cumplió nuestros requisitos. Consulte su correo electrónico para más instrucciones.',
  '(closed)': '(cerrado)',
  'Account balance': 'Saldo de la cuenta',
  'Allow equals': 'Permitir iguales',
  Amount: 'Importe',
  'Asian Fall': 'Asiática Baja',
  'Asian Fall: win the payout if the last tick is lower than the average of the ticks.':
    'Asiática Baja: gane el pago si el último tick es inferior a la media de los ticks.',
  'Asian Rise': 'Asiática Alza',
  'Asian Rise: win the payout if the last tick is higher than the average of the ticks.':
    'Asiática Alza: gane el pago si el último tick es superior a la media de los ticks.',
  Asians: 'Asiáticas',
  Basis: 'Base',
  'Call Spread': 'Call Spread',
  'Call Spread/Put Spread': 'Call Spread/Put Spread',
  'Call Spread: win up to the payout if the exit spot is above the low barrier; the full payout at or above the high barrier.':
    'Call Spread: gane hasta el pago si el precio de salida está por encima de la barrera inferior; el pago completo en la barrera superior o por encima.',
  Chart: 'Gráfico',
  'Close-Low': 'Close-Low',
  'Close-Low: win the difference between the exit spot and the lowest point, times the multiplier.':
    'Close-Low: gane la diferencia entre el precio de salida y el punto más bajo, multiplicada por el multiplicador.',
  'Contract Confirmation': 'Confirmación del contrato',
  'Contract ID': 'ID del contrato',
  'Contract category': 'Categoría del contrato',
  'Contract type': 'Tipo de contrato',
  Currency: 'Moneda',
  Differs: 'Difiere',
  'Differs: win the payout if the last digit of the last tick is not your prediction.':
    'Difiere: gane el pago si el último dígito del último tick no es su predicción.',
  Digits: 'Dígitos',
  'Does Not Touch': 'No toca',
  'Does Not Touch: win the payout if the market never touches the barrier before expiry.':
    'No toca: gane el pago si el mercado nunca toca la barrera antes del vencimiento.',
  Duration: 'Duración',
  'Duration amount': 'Valor de la duración',
  'Duration unit': 'Unidad de duración',
  'End date': 'Fecha de fin',
  'End time (GMT)': 'Hora de fin (GMT)',
  'Ends Between': 'Termina dentro',
  'Ends Between/Ends Outside': 'Termina dentro/Termina fuera',
  'Ends Between: win the payout if the exit spot is strictly between the low and high barriers.':
    'Termina dentro: gane el pago si el precio de salida está estrictamente entre la barrera inferior y la superior.',
  'Ends Outside': 'Termina fuera',
  'Ends Outside: win the payout if the exit spot is at or above the high barrier, or at or below the low barrier.':
    'Termina fuera: gane el pago si el precio de salida está en la barrera superior o por encima, o en la barrera inferior o por debajo.',
  Even: 'Par',
  'Even/Odd': 'Par/Impar',
  'Even: win the payout if the last digit of the last tick is even.':
    'Par: gane el pago si el último dígito del último tick es par.',
  Expiry: 'Vencimiento',
  Explanation: 'Explicación',
  Fall: 'Baja',
  'Fall: win the payout if the exit spot is strictly lower than the entry spot.':
    'Baja: gane el pago si el precio de salida es estrictamente inferior al precio de entrada.',
  'Goes Outside': 'Sale',
  'Goes Outside: win the payout if the market touches either barrier before expiry.':
    'Sale: gane el pago si el mercado toca alguna de las barreras antes del vencimiento.',
  'High Tick': 'Tick alto',
  'High Tick: win the payout if the selected tick is the highest of the next five ticks.':
    'Tick alto: gane el pago si el tick elegido es el más alto de los próximos cinco ticks.',
  'High-Close': 'High-Close',
  'High-Close: win the difference between the highest point and the exit spot, times the multiplier.':
    'High-Close: gane la diferencia entre el punto más alto y el precio de salida, multiplicada por el multiplicador.',
  'High-Low': 'High-Low',
  'High-Low: win the difference between the highest and the lowest points, times the multiplier.':
    'High-Low: gane la diferencia entre el punto más alto y el más bajo, multiplicada por el multiplicador.',
  'High/Low Ticks': 'Ticks alto/bajo',
  Higher: 'Superior',
  'Higher/Lower': 'Superior/Inferior',
  'Higher: win the payout if the exit spot is higher than or equal to the barrier.':
    'Superior: gane el pago si el precio de salida es superior o igual a la barrera.',
  'Higher: win the payout if the exit spot is strictly higher than the barrier.':
    'Superior: gane el pago si el precio de salida es estrictamente superior a la barrera.',
  'In/Out': 'Dentro/Fuera',
  'Last Digit Stats': 'Estadísticas del último dígito',
  'Last [_1] ticks': 'Últimos [_1] ticks',
  'Last digit prediction': 'Predicción del último dígito',
  Less: 'Menos',
  Lookbacks: 'Lookbacks',
  'Low Tick': 'Tick bajo',
  'Low Tick: win the payout if the selected tick is the lowest of the next five ticks.':
    'Tick bajo: gane el pago si el tick elegido es el más bajo de los próximos cinco ticks.',
  Lower: 'Inferior',
  'Lower: win the payout if the exit spot is lower than or equal to the barrier.':
    'Inferior: gane el pago si el precio de salida es inferior o igual a la barrera.',
  'Lower: win the payout if the exit spot is strictly lower than the barrier.':
    'Inferior: gane el pago si el precio de salida es estrictamente inferior a la barrera.',
  Market: 'Mercado',
  Matches: 'Coincide',
  'Matches/Differs': 'Coincide/Difiere',
  'Matches: win the payout if the last digit of the last tick is your prediction.':
    'Coincide: gane el pago si el último dígito del último tick es su predicción.',
  'Minimum [_1]': 'Mínimo [_1]',
  More: 'Más',
  'Multi-barrier trading': 'Trading multibarrera',
  Multiplier: 'Multiplicador',
  'Net profit: [_1] | Return [_2]': 'Beneficio neto: [_1] | Rentabilidad [_2]',
  'Price up': 'Precio al alza',
  'Price down': 'Precio a la baja',
  'Please correct the form to see a price.': 'Corrija el formulario para ver un precio.',
  Now: 'Ahora',
  'Number of ticks': 'Número de ticks',
  Odd: 'Impar',
  'Odd: win the payout if the last digit of the last tick is odd.':
    'Impar: gane el pago si el último dígito del último tick es impar.',
  'Only Downs': 'Solo bajadas',
  'Only Downs: win the payout if every tick is lower than the one before it, for the whole duration.':
    'Solo bajadas: gane el pago si cada tick es inferior al anterior durante toda la duración.',
  'Only Ups': 'Solo subidas',
  'Only Ups/Only Downs': 'Solo subidas/Solo bajadas',
  'Only Ups: win the payout if every tick is higher than the one before it, for the whole duration.':
    'Solo subidas: gane el pago si cada tick es superior al anterior durante toda la duración.',
  Over: 'Mayor',
  'Over/Under': 'Mayor/Menor',
  'Over: win the payout if the last digit of the last tick is greater than your prediction.':
    'Mayor: gane el pago si el último dígito del último tick es mayor que su predicción.',
  'Payout amount': 'Importe del pago',
  'Payout list': 'Lista de pagos',
  'Potential Payout': 'Pago potencial',
  'Potential Profit': 'Beneficio potencial',
  'Purchasing…': 'Comprando…',
  'Put Spread': 'Put Spread',
  'Put Spread: win up to the payout if the exit spot is below the high barrier; the full payout at or below the low barrier.':
    'Put Spread: gane hasta el pago si el precio de salida está por debajo de la barrera superior; el pago completo en la barrera inferior o por debajo.',
  'Remaining time': 'Tiempo restante',
  'Reset Call': 'Reset Call',
  'Reset Call/Reset Put': 'Reset Call/Reset Put',
  'Reset Call: win the payout if the exit spot is higher than the barrier; if the spot is below the barrier at the reset time, the barrier resets to that spot.':
    'Reset Call: gane el pago si el precio de salida es superior a la barrera; si el precio está por debajo de la barrera en la hora de reinicio, la barrera se reinicia a ese precio.',
  'Reset Put': 'Reset Put',
  'Reset Put: win the payout if the exit spot is lower than the barrier; if the spot is above the barrier at the reset time, the barrier resets to that spot.':
    'Reset Put: gane el pago si el precio de salida es inferior a la barrera; si el precio está por encima de la barrera en la hora de reinicio, la barrera se reinicia a ese precio.',
  Rise: 'Alza',
  'Rise/Fall': 'Alza/Baja',
  'Rise: win the payout if the exit spot is strictly higher than the entry spot.':
    'Alza: gane el pago si el precio de salida es estrictamente superior al precio de entrada.',
  'Selected tick': 'Tick elegido',
  Stake: 'Inversión',
  'Stays Between': 'Permanece dentro',
  'Stays Between/Goes Outside': 'Permanece dentro/Sale',
  'Stays Between: win the payout if the market stays between the barriers for the whole contract.':
    'Permanece dentro: gane el pago si el mercado permanece entre las barreras durante todo el contrato.',
  'Syncing…': 'Sincronizando…',
  'Total Cost': 'Coste total',
  'Touch/No Touch': 'Toca/No toca',
  Touches: 'Toca',
  'Touches: win the payout if the market touches the barrier at any time before expiry.':
    'Toca: gane el pago si el mercado toca la barrera en cualquier momento antes del vencimiento.',
  'Trading period': 'Periodo de trading',
  Under: 'Menor',
  'Under: win the payout if the last digit of the last tick is less than your prediction.':
    'Menor: gane el pago si el último dígito del último tick es menor que su predicción.',
  Underlying: 'Activo subyacente',
  'Up/Down': 'Arriba/Abajo',
  'With "Allow equals", Rise also wins when the exit spot equals the entry spot, and so does Fall.':
    'Con «Permitir iguales», Alza también gana cuando el precio de salida es igual al precio de entrada, y Baja también.',
  'Your transaction reference is [_1]': 'Su referencia de transacción es [_1]',
  '[_1] from [_2] to [_3] GMT, last value [_4]': '[_1] de [_2] a [_3] GMT, último valor [_4]',
  '[_1] [_2], [_3]': '[_1] [_2], [_3]',
  '[_1] · ends [_2]': '[_1] · termina [_2]',
  days: 'días',
  hours: 'horas',
  minutes: 'minutos',
  seconds: 'segundos',
  ticks: 'ticks',
  '[_1] ticks': { one: '[_1] tick', many: '[_1] de ticks', other: '[_1] ticks' },
  '[_1] seconds': { one: '[_1] segundo', many: '[_1] de segundos', other: '[_1] segundos' },
  '[_1] minutes': { one: '[_1] minuto', many: '[_1] de minutos', other: '[_1] minutos' },
  '[_1] hours': { one: '[_1] hora', many: '[_1] de horas', other: '[_1] horas' },
  '[_1] days': { one: '[_1] día', many: '[_1] de días', other: '[_1] días' },
  Balance: 'Saldo',
  Demo: 'Demo',
  Deposit: 'Depósito',
  Financial: 'Financiera',
  Leverage: 'Apalancamiento',
  Login: 'Usuario',
  MAM: 'MAM',
  'Main password': 'Contraseña principal',
  'MetaTrader 5 accounts': 'Cuentas de MetaTrader 5',
  'Real-Money': 'Dinero real',
  'Sorry, this feature is not available in your jurisdiction.':
    'Lo sentimos, esta función no está disponible en su jurisdicción.',
  Synthetic: 'Sintética',
  Type: 'Tipo',
  Withdrawal: 'Retiro',
  'You are on a virtual account. To open a real MT5 account, please upgrade to a real account.':
    'Está usando una cuenta virtual. Para abrir una cuenta MT5 real, actualice a una cuenta real.',
  'You have insufficient funds in your Binary account, please add funds.':
    'No tiene fondos suficientes en su cuenta Binary; por favor, añada fondos.',
  'You have no accounts of this kind.': 'No tiene cuentas de este tipo.',
  'Your demo account [_1] has been topped up.': 'Su cuenta demo [_1] ha sido recargada.',
  'Your request to transfer [_1] [_2] from [_3] to [_4] has been successfully processed.':
    'Su solicitud de transferir [_1] [_2] de [_3] a [_4] se ha procesado correctamente.',
  "The password you entered is one of the world's most commonly used passwords. You should not be using this password.":
    'La contraseña que ha introducido es una de las más utilizadas del mundo. No debería usar esta contraseña.',
  'Estimated time to crack this password: [_1]': 'Tiempo estimado para descifrar esta contraseña: [_1]',
  '[_1] years': { one: '[_1] año', many: '[_1] de años', other: '[_1] años' },
  '[_1] thousand years': { one: '[_1] mil años', many: '[_1] mil años', other: '[_1] mil años' },
  '[_1] million years': { one: '[_1] millón de años', many: '[_1] millones de años', other: '[_1] millones de años' },
  'Personal details': 'Datos personales',
  Title: 'Tratamiento',
  Mr: 'Sr.',
  Ms: 'Sra.',
  Miss: 'Srta.',
  Mrs: 'Sra. (casada)',
  'First name': 'Nombre',
  'Last name': 'Apellido',
  'Place of birth': 'Lugar de nacimiento',
  Citizenship: 'Ciudadanía',
  'Account opening reason': 'Motivo de apertura de la cuenta',
  Speculative: 'Especulación',
  'Income Earning': 'Obtención de ingresos',
  Hedging: 'Cobertura',
  'Peer-to-peer exchange': 'Intercambio entre pares',
  'Additional revenue': 'Ingresos adicionales',
  Savings: 'Ahorros',
  'Address and phone': 'Dirección y teléfono',
  'First line of home address': 'Primera línea de la dirección',
  'Second line of home address': 'Segunda línea de la dirección',
  'Town/City': 'Ciudad',
  'State/Province': 'Estado/Provincia',
  'Postal Code / ZIP': 'Código postal',
  Telephone: 'Teléfono',
  'Tax information (optional)': 'Información fiscal (opcional)',
  'Tax residence': 'Residencia fiscal',
  'Tax identification number': 'Número de identificación fiscal',
  'Open a real money account': 'Abrir una cuenta de dinero real',
  'Your demo account [_1] stays available beside the new account.':
    'Su cuenta demo [_1] sigue disponible junto a la nueva cuenta.',
  'Choose the currency of your account': 'Elija la moneda de su cuenta',
  'The currency of your account [_1] cannot be changed once it is set.':
    'La moneda de su cuenta [_1] no se puede cambiar una vez establecida.',
  'Fiat currencies': 'Monedas fiduciarias',
  Cryptocurrencies: 'Criptomonedas',
  'Please choose a currency': 'Por favor, elija una moneda',
  'Set currency': 'Establecer moneda',
  'Confirm your currency': 'Confirme su moneda',
  'Your account [_1] will trade in [_2]. This cannot be changed later.':
    'Su cuenta [_1] operará en [_2]. Esto no se puede cambiar más tarde.',
  Trade: 'Operar',
  Reports: 'Informes',
  Cashier: 'Cajero',
  Resources: 'Recursos',
  'About us': 'Sobre nosotros',
  'My account': 'Mi cuenta',
  'MetaTrader 5': 'MetaTrader 5',
  Menu: 'Menú',
  'Higher or equal': 'Superior o igual',
  'Lower or equal': 'Inferior o igual',
  'Digit Matches': 'Dígito coincide',
  'Digit Differs': 'Dígito difiere',
  'Digit Even': 'Dígito par',
  'Digit Odd': 'Dígito impar',
  'Digit Over': 'Dígito superior',
  'Digit Under': 'Dígito inferior',
  'Equals [_1]': 'Igual a [_1]',
  'Not [_1]': 'No [_1]',
  'Sold for [_1].': 'Vendido por [_1].',
  'Your transaction reference is [_1].': 'La referencia de su transacción es [_1].',
  'Confirm your transfer': 'Confirme su transferencia',
  'Confirm your withdrawal': 'Confirme su retiro',
  Contact: 'Contacto',
  'Deposit commission': 'Comisión de depósito',
  Description: 'Descripción',
  'Further information': 'Más información',
  'Insufficient balance.': 'Saldo insuficiente.',
  'Maximum withdrawal': 'Retiro máximo',
  'Minimum withdrawal': 'Retiro mínimo',
  'Payment Agent services are not available in your country or in your preferred currency.':
    'Los servicios de agentes de pago no están disponibles en su país o en su moneda preferida.',
  'Payment agent': 'Agente de pago',
  'Payment agent transfer': 'Transferencia de agente de pago',
  'Payment agents': 'Agentes de pago',
  'Payment agents are local businesses that deposit to and withdraw from your account in your local currency.':
    'Los agentes de pago son empresas locales que depositan en su cuenta y retiran de ella en su moneda local.',
  'Please [_1]deposit[_2] to your account.': 'Por favor, [_1]deposite[_2] en su cuenta.',
  'Please check your email for the verification link to withdraw via a payment agent. It will take you back to this page.':
    'Revise su correo electrónico: le hemos enviado el enlace de verificación para retirar mediante un agente de pago. Le traerá de vuelta a esta página.',
  'Please enter a valid Login ID.': 'Introduzca un ID de inicio de sesión válido.',
  'Please select a payment agent': 'Seleccione un agente de pago',
  'Supported banks': 'Bancos admitidos',
  Transfer: 'Transferir',
  'Transfer to': 'Transferir a',
  'Transfer to login ID': 'Transferir al ID de inicio de sesión',
  Withdraw: 'Retirar',
  'Withdraw via payment agent': 'Retirar mediante agente de pago',
  'Withdrawal commission': 'Comisión de retiro',
  'You are not authorized for transfers via payment agents.':
    'No está autorizado para realizar transferencias mediante agentes de pago.',
  'You have no balance to transfer.': 'No tiene saldo para transferir.',
  'Your request to withdraw [_1] [_2] from your account [_3] to Payment Agent [_4] account has been successfully processed.':
    'Su solicitud de retirar [_1] [_2] de su cuenta [_3] a la cuenta del agente de pago [_4] se ha procesado correctamente.',
  'Your token has expired or is invalid. Please click [_1]here[_2] to restart the verification process.':
    'Su token ha caducado o no es válido. Haga clic [_1]aquí[_2] para reiniciar el proceso de verificación.',
  Action: 'Acción',
  Adjustment: 'Ajuste',
  'Balance ([_1])': 'Saldo ([_1])',
  Buy: 'Compra',
  'Credit/Debit': 'Crédito/Débito',
  'Date range (UTC)': 'Rango de fechas (UTC)',
  'Download CSV': 'Descargar CSV',
  From: 'Desde',
  Hold: 'Retención',
  'Profit table': 'Tabla de beneficios',
  'Purchase Date': 'Fecha de compra',
  'Purchase Price': 'Precio de compra',
  'Reference ID': 'ID de referencia',
  Release: 'Liberación',
  'Request a statement of a period and we will send it to your e-mail address.':
    'Solicite un extracto de un periodo y se lo enviaremos a su dirección de correo electrónico.',
  'Request report': 'Solicitar informe',
  'Sale Date': 'Fecha de venta',
  'Sale Price': 'Precio de venta',
  Sell: 'Venta',
  Statement: 'Extracto',
  'Statement by e-mail': 'Extracto por correo electrónico',
  To: 'Hasta',
  'Total Profit/Loss': 'Beneficio/Pérdida total',
  'Total deposits': 'Depósitos totales',
  'Total withdrawals': 'Retiros totales',
  'Transaction performed by [_1] (App ID: [_2])': 'Transacción realizada por [_1] (ID de la aplicación: [_2])',
  'Virtual credit': 'Crédito virtual',
  'Your account has no trading activity.': 'Su cuenta no tiene actividad de trading.',
  'Your statement has been sent to your e-mail address.':
    'Su extracto se ha enviado a su dirección de correo electrónico.',
  'View statement': 'Ver extracto',
  'An additional password can be used to restrict access to the cashier.':
    'Se puede usar una contraseña adicional para restringir el acceso al cajero.',
  'Cashier password': 'Contraseña del cajero',
  'From cryptocurrency to fiat: [_1] transfer fee': 'De criptomoneda a fiat: [_1] de comisión por transferencia',
  'From fiat to cryptocurrency: [_1] transfer fee': 'De fiat a criptomoneda: [_1] de comisión por transferencia',
  'Fund transfers between accounts are unavailable.': 'Las transferencias entre cuentas no están disponibles.',
  'Lock Cashier': 'Bloquear cajero',
  'Make another transfer': 'Hacer otra transferencia',
  'Min: [_1] Max: [_2]': 'Mín.: [_1] Máx.: [_2]',
  'Re-enter password': 'Repita la contraseña',
  'The minimum fee is [_1].': 'La comisión mínima es [_1].',
  'Transfer Between Accounts': 'Transferencia entre cuentas',
  'Transfer from': 'Transferir desde',
  'Transfer funds between your fiat and cryptocurrency accounts for a fee:':
    'Transfiera fondos entre sus cuentas fiat y de criptomonedas con una comisión:',
  'Transfer funds between your real money accounts.': 'Transfiera fondos entre sus cuentas de dinero real.',
  'Unlock Cashier': 'Desbloquear cajero',
  Update: 'Actualizar',
  'You have reached your withdrawal limit.': 'Ha alcanzado su límite de retiro.',
  'Your cashier is locked as per your request - to unlock it, please enter the password.':
    'Su cajero está bloqueado a petición suya; para desbloquearlo, introduzca la contraseña.',
  'Your fund transfer is successful. Your new balances are:':
    'Su transferencia se ha realizado con éxito. Sus nuevos saldos son:',
  'Your settings have been updated successfully.': 'Su configuración se ha actualizado correctamente.',
  'The minimum required amount for using the account transfer facility is [_1].':
    'El importe mínimo para usar las transferencias entre cuentas es [_1].',
  'You can top up your virtual account with [_1] when its balance is [_2] or less.':
    'Puede recargar su cuenta virtual con [_1] cuando su saldo sea de [_2] o menos.',
  'Volatility Indices': 'Índices de volatilidad',
  Standard: 'Estándar',
  Advanced: 'Avanzada',
  'Only letters and numbers are allowed.': 'Solo se permiten letras y números.',
  'Investor password': 'Contraseña de inversor',
  'Current password': 'Contraseña actual',
  'New account': 'Nueva cuenta',
  'Demo or real money?': '¿Demo o dinero real?',
  Name: 'Nombre',
  'Manager ID': 'ID del gestor',
  'New MAM account': 'Nueva cuenta MAM',
  'Change password': 'Cambiar contraseña',
  'MT5 account': 'Cuenta MT5',
  'Revoke manager': 'Revocar gestor',
  'The manager of [_1] has been revoked.': 'Se ha revocado el gestor de [_1].',
  'Your MT5 account [_1] has been created.': 'Se ha creado su cuenta MT5 [_1].',
  'Your MT5 password has been changed.': 'Se ha cambiado su contraseña de MT5.',
  'Your token has expired or is invalid.': 'Su token ha caducado o no es válido.',
  'You are about to purchase a product that is not simple and may be difficult to understand. The CNMV considers that, in general, the acquisition of this product is not suitable for retail investors due to its complexity.':
    'Está usted a punto de adquirir un producto que no es sencillo y que puede ser difícil de comprender. La CNMV considera, en general, desaconsejable para inversores minoristas la adquisición de este producto por su complejidad.',
  '$25,000 - $50,000': '25.000 $ - 50.000 $',
  '$50,001 - $100,000': '50.001 $ - 100.000 $',
  '$100,001 - $500,000': '100.001 $ - 500.000 $',
  '$100,000 - $250,000': '100.000 $ - 250.000 $',
  '$250,001 - $500,000': '250.001 $ - 500.000 $',
  '$500,001 - $1,000,000': '500.001 $ - 1.000.000 $',
  'Less than $25,000': 'Menos de 25.000 $',
  'Less than $100,000': 'Menos de 100.000 $',
  'Over $500,000': 'Más de 500.000 $',
  'Over $1,000,000': 'Más de 1.000.000 $',
  '0-1 year': '0-1 año',
  '1-2 years': '1-2 años',
  'Over 3 years': 'Más de 3 años',
  '0-5 transactions in the past 12 months': '0-5 transacciones en los últimos 12 meses',
  '6-10 transactions in the past 12 months': '6-10 transacciones en los últimos 12 meses',
  '11-39 transactions in the past 12 months': '11-39 transacciones en los últimos 12 meses',
  '40 transactions or more in the past 12 months': '40 transacciones o más en los últimos 12 meses',
  'Accumulation of Income/Savings': 'Acumulación de ingresos/ahorros',
  'Anticipated Account Turnover': 'Volumen de operaciones previsto',
  'Binary options trading experience': 'Experiencia en opciones binarias',
  'Binary options trading frequency': 'Frecuencia de operaciones con opciones binarias',
  'CFDs trading experience': 'Experiencia en CFD',
  'CFDs trading frequency': 'Frecuencia de operaciones con CFD',
  'Cash Business': 'Negocio en efectivo',
  'Chief Executives, Senior Officials and Legislators': 'Directivos, altos funcionarios y legisladores',
  Clerks: 'Administrativos',
  'Company Ownership': 'Propiedad de una empresa',
  'Connect our Telegram bot to your account with an API token of your account.':
    'Conecte nuestro bot de Telegram a su cuenta con un token API de su cuenta.',
  Construction: 'Construcción',
  Education: 'Educación',
  Employed: 'Empleado',
  'Employment Status': 'Situación laboral',
  'Estimated Net Worth': 'Patrimonio neto estimado',
  Finance: 'Finanzas',
  'Financial Assessment': 'Evaluación financiera',
  'Financial Information': 'Información financiera',
  'Forex trading experience': 'Experiencia en Forex',
  'Forex trading frequency': 'Frecuencia de operaciones en Forex',
  Health: 'Salud',
  'I would like to be treated as a professional client.': 'Me gustaría ser tratado como cliente profesional.',
  'Income Source': 'Fuente de ingresos',
  'Industry of Employment': 'Sector de empleo',
  'Information & Communications Technology': 'Tecnologías de la información y las comunicaciones',
  Inheritance: 'Herencia',
  Investments: 'Inversiones',
  'Investments & Dividends': 'Inversiones y dividendos',
  'Level of Education': 'Nivel de estudios',
  Managers: 'Gerentes',
  'Net Annual Income': 'Ingresos netos anuales',
  Occupation: 'Ocupación',
  'Open the bot in Telegram': 'Abrir el bot en Telegram',
  'Other financial instruments trading experience': 'Experiencia en otros instrumentos financieros',
  'Other financial instruments trading frequency': 'Frecuencia de operaciones con otros instrumentos financieros',
  Pension: 'Pensión',
  Pensioner: 'Pensionista',
  'Please answer every question: the answers help us understand your trading knowledge and experience.':
    'Responda a todas las preguntas: las respuestas nos ayudan a conocer sus conocimientos y experiencia en trading.',
  Primary: 'Primaria',
  'Professional Client': 'Cliente profesional',
  'Professional clients are not covered by some of the protections retail clients have, and may trade financial binary options in the EU.':
    'Los clientes profesionales no cuentan con algunas de las protecciones de los clientes minoristas y pueden operar con opciones binarias financieras en la UE.',
  Professionals: 'Profesionales',
  'Request professional status': 'Solicitar el estatus profesional',
  'Salaried Employee': 'Asalariado',
  'Savings & Inheritance': 'Ahorros y herencia',
  Secondary: 'Secundaria',
  'Self-Employed': 'Autónomo',
  'Source of Wealth': 'Origen del patrimonio',
  'State Benefits': 'Prestaciones públicas',
  Student: 'Estudiante',
  Students: 'Estudiantes',
  'Telegram Bot': 'Bot de Telegram',
  'Terms and Conditions': 'Términos y condiciones',
  Tertiary: 'Universitaria',
  Token: 'Token',
  Tourism: 'Turismo',
  'Trading Experience': 'Experiencia en trading',
  Unemployed: 'Desempleado',
  'We have updated our Terms and Conditions. By clicking OK, you confirm that you have read and accepted the updated Terms and Conditions.':
    'Hemos actualizado nuestros términos y condiciones. Al hacer clic en OK, confirma que ha leído y aceptado los términos y condiciones actualizados.',
  'You are categorised as a professional client.': 'Está clasificado como cliente profesional.',
  'You are categorised as a retail client. Apply to be treated as a professional trader.':
    'Está clasificado como cliente minorista. Solicite ser tratado como operador profesional.',
  'You did not change anything.': 'No ha cambiado nada.',
  'Your changes have been updated successfully.': 'Sus cambios se han actualizado correctamente.',
  'API Token': 'Token API',
  'API tokens let you use your account through applications and scripts of your own.':
    'Los tokens API le permiten usar su cuenta a través de aplicaciones y scripts propios.',
  'Are you sure that you want to permanently delete token [_1]?':
    '¿Está seguro de que desea eliminar permanentemente el token [_1]?',
  'Are you sure that you want to permanently revoke access to application [_1]?':
    '¿Está seguro de que desea revocar permanentemente el acceso a la aplicación [_1]?',
  'Authentication code': 'Código de autenticación',
  'Authorised Applications': 'Aplicaciones autorizadas',
  Browser: 'Navegador',
  Copied: 'Copiado',
  'Copy token [_1]': 'Copiar el token [_1]',
  Copy: 'Copiar',
  Create: 'Crear',
  'Date and time (UTC)': 'Fecha y hora (UTC)',
  'Delete token': 'Eliminar token',
  Delete: 'Eliminar',
  Disable: 'Desactivar',
  Disabled: 'Desactivada',
  Enable: 'Activar',
  Enabled: 'Activada',
  'Enter the 6-digit code the app shows.': 'Introduzca el código de 6 dígitos que muestra la aplicación.',
  Failed: 'Fallido',
  'IP Address': 'Dirección IP',
  'If you cannot scan it, enter this secret key in the app instead:':
    'Si no puede escanearlo, introduzca esta clave secreta en la aplicación:',
  'Last Used': 'Último uso',
  'Login History': 'Historial de inicio de sesión',
  Logout: 'Cierre de sesión',
  Never: 'Nunca',
  No: 'No',
  'Only letters, numbers, space, and underscore are allowed.':
    'Solo se permiten letras, números, espacios y guiones bajos.',
  Permissions: 'Permisos',
  'Please select at least one scope': 'Seleccione al menos un ámbito',
  'QR code of your secret key': 'Código QR de su clave secreta',
  'Revoke access': 'Revocar acceso',
  'Scan the QR code below with an authentication app, such as Google Authenticator or Authy.':
    'Escanee el código QR de abajo con una aplicación de autenticación, como Google Authenticator o Authy.',
  Scopes: 'Ámbitos',
  'Status:': 'Estado:',
  Successful: 'Correcto',
  'The maximum number of tokens ([_1]) has been reached.': 'Se ha alcanzado el número máximo de tokens ([_1]).',
  'These applications can use your account with the permissions you granted them.':
    'Estas aplicaciones pueden usar su cuenta con los permisos que usted les concedió.',
  'To disable two-factor authentication, enter the code your authentication app shows.':
    'Para desactivar la autenticación de dos factores, introduzca el código que muestra su aplicación de autenticación.',
  'Two-Factor Authentication': 'Autenticación de dos factores',
  Yes: 'Sí',
  'You have no API tokens.': 'No tiene tokens API.',
  'You have not granted access to any applications.': 'No ha concedido acceso a ninguna aplicación.',
  'You have successfully disabled two-factor authentication for your account.':
    'Ha desactivado correctamente la autenticación de dos factores de su cuenta.',
  'You have successfully enabled two-factor authentication for your account.':
    'Ha activado correctamente la autenticación de dos factores de su cuenta.',
  'Your account has no Login/Logout activity.': 'Su cuenta no tiene actividad de inicio o cierre de sesión.',
  'Your last [_1] log-ins and log-outs.': 'Sus últimos [_1] inicios y cierres de sesión.',
  'Your tokens': 'Sus tokens',
  Read: 'Lectura',
  Payments: 'Pagos',
  Admin: 'Administración',
  'Trading information': 'Información de trading',
  Authenticate: 'Autenticar',
  Passport: 'Pasaporte',
  'Identity card': 'Documento de identidad',
  'Driving licence': 'Permiso de conducir',
  'Proof of address': 'Comprobante de domicilio',
  Selfie: 'Selfie',
  'Front Side': 'Anverso',
  'Reverse Side': 'Reverso',
  Photo: 'Foto',
  Document: 'Documento',
  Pending: 'Pendiente',
  'Compressing Image': 'Comprimiendo imagen',
  Checking: 'Comprobando',
  Submitting: 'Enviando',
  Submitted: 'Enviado',
  'Unable to read file [_1]': 'No se puede leer el archivo [_1]',
  'Upload status': 'Estado de la carga',
  File: 'Archivo',
  'ID number is required for [_1].': 'El número de identificación es obligatorio para [_1].',
  'Only letters, numbers, space, underscore, and hyphen are allowed for ID number ([_1]).':
    'Solo se permiten letras, números, espacios, guion bajo y guion en el número de identificación ([_1]).',
  'Expiry date is required for [_1].': 'La fecha de vencimiento es obligatoria para [_1].',
  'The expiry date must be at least 6 months from today.':
    'La fecha de vencimiento debe ser al menos 6 meses posterior a hoy.',
  'Front and reverse side photos of [_1] are required.': 'Se requieren fotos del anverso y del reverso de [_1].',
  'Invalid document format.': 'Formato de documento no válido.',
  'File ([_1]) size exceeds the permitted limit. Maximum allowed file size: [_2]':
    'El archivo ([_1]) supera el tamaño permitido. Tamaño máximo permitido: [_2]',
  'Thank you for submitting your documents': 'Gracias por enviar sus documentos',
  'We will let you know by e-mail once they are verified.':
    'Le avisaremos por correo electrónico cuando estén verificados.',
  'Verify your identity and address to take full advantage of all payment methods available.':
    'Verifique su identidad y su dirección para aprovechar al máximo todos los métodos de pago disponibles.',
  'Files must be PNG, JPG, JPEG, GIF or PDF (no PDF for the selfie) and under 8 MB each.':
    'Los archivos deben ser PNG, JPG, JPEG, GIF o PDF (sin PDF para el selfie) y de menos de 8 MB cada uno.',
  'Your documents have been submitted. We are now reviewing them.':
    'Sus documentos se han enviado. Ahora los estamos revisando.',
  'Upload documents': 'Cargar documentos',
  'Document type': 'Tipo de documento',
  'ID number': 'Número de identificación',
  'Expiry date': 'Fecha de vencimiento',
  Accounts: 'Cuentas',
  Account: 'Cuenta',
  'Available markets': 'Mercados disponibles',
  'Excluded until [_1]': 'Excluida hasta [_1]',
  'For any enquiries regarding disabled or excluded accounts, please contact customer support.':
    'Para cualquier consulta sobre cuentas deshabilitadas o excluidas, contacte con atención al cliente.',
  'Open a new account': 'Abrir una cuenta nueva',
  Commodities: 'Materias primas',
  Forex: 'Forex',
  Indices: 'Índices',
  Stocks: 'Acciones',
  'Sorry, you are too young to open an account.': 'Lo sentimos, es demasiado joven para abrir una cuenta.',
  'Please accept the terms and conditions.': 'Acepte los términos y condiciones.',
  'Please confirm that you are not a politically exposed person.':
    'Confirme que no es una persona políticamente expuesta.',
  'Please confirm that all the information above is true and complete.':
    'Confirme que toda la información anterior es verdadera y completa.',
  "Mother's maiden name": 'Apellido de soltera de la madre',
  'Name of your pet': 'Nombre de su mascota',
  'Name of first love': 'Nombre del primer amor',
  'Memorable town/city': 'Ciudad memorable',
  'Memorable date': 'Fecha memorable',
  'Favourite dish': 'Plato favorito',
  'Brand of first car': 'Marca del primer coche',
  'Favourite artist': 'Artista favorito',
  'Source of income': 'Fuente de ingresos',
  'Employment status': 'Situación laboral',
  'Industry of employment': 'Sector de empleo',
  'Source of wealth': 'Origen del patrimonio',
  'Level of education': 'Nivel de estudios',
  'Net annual income': 'Ingresos netos anuales',
  'Estimated net worth': 'Patrimonio neto estimado',
  'Anticipated account turnover': 'Volumen de cuenta previsto',
  'Risk disclaimer': 'Advertencia de riesgo',
  'I accept the risks': 'Acepto los riesgos',
  'Open a financial account': 'Abrir una cuenta financiera',
  Security: 'Seguridad',
  'Secret question': 'Pregunta secreta',
  'Secret answer': 'Respuesta secreta',
  'Tax information': 'Información fiscal',
  'Financial information': 'Información financiera',
  'I want to be treated as a professional client.': 'Quiero ser tratado como cliente profesional.',
  'All the information above is true and complete.': 'Toda la información anterior es verdadera y completa.',
  'I have read and accept the terms and conditions.': 'He leído y acepto los términos y condiciones.',
  'I am not a politically exposed person.': 'No soy una persona políticamente expuesta.',
  'Bitcoin Cash (BCH)': 'Bitcoin Cash (BCH)',
  'This account deposits and withdraws Bitcoin Cash (BCH) only. Funds sent to or from an address of any other cryptocurrency are lost for good.':
    'Esta cuenta solo deposita y retira Bitcoin Cash (BCH). Los fondos enviados a o desde una dirección de cualquier otra criptomoneda se pierden para siempre.',
  'I understand and agree.': 'Entiendo y acepto.',
  Continue: 'Continuar',
  'Your cashier is locked.': 'Su cajero está bloqueado.',
  'You have reached the withdrawal limit.': 'Ha alcanzado el límite de retiro.',
  'Your cashier is locked as per your request. To unlock it, please click [_1]here[_2].':
    'Su cajero está bloqueado a petición suya. Para desbloquearlo, haga clic [_1]aquí[_2].',
  'Payment methods': 'Métodos de pago',
  'This is a demo account with virtual money to practise with. [_1]Top up your demo account[_2] whenever it runs low.':
    'Esta es una cuenta demo con dinero virtual para practicar. [_1]Recargue su cuenta demo[_2] cuando se quede sin saldo.',
  'Cryptocurrency cashier': 'Cajero de criptomonedas',
  'Deposit and withdraw': 'Depositar y retirar',
  'Your account holds [_1]: deposit and withdraw [_1] through the cryptocurrency cashier.':
    'Su cuenta está en [_1]: deposite y retire [_1] a través del cajero de criptomonedas.',
  'Fund your account and withdraw from it by bank wire, card or e-wallet.':
    'Deposite en su cuenta y retire de ella por transferencia bancaria, tarjeta o monedero electrónico.',
  'The payment methods offered to you depend on your country of residence and your account currency.':
    'Los métodos de pago que se le ofrecen dependen de su país de residencia y de la moneda de su cuenta.',
  'Deposit and withdraw in your local currency through a payment agent near you.':
    'Deposite y retire en su moneda local a través de un agente de pago cercano.',
  'See the payment agents': 'Ver los agentes de pago',
  'Your [_1]personal details[_2] are incomplete. Please update them to access the cashier.':
    'Sus [_1]datos personales[_2] están incompletos. Actualícelos para acceder al cajero.',
  'To access the cashier, please complete these [_1]personal details[_2]:':
    'Para acceder al cajero, complete estos [_1]datos personales[_2]:',
  'Please [_1]accept the updated Terms and Conditions[_2] to access the cashier.':
    '[_1]Acepte los Términos y Condiciones actualizados[_2] para acceder al cajero.',
  'Your account is not fully authenticated. Please [_1]authenticate[_2] your account.':
    'Su cuenta no está totalmente autenticada. [_1]Autentique[_2] su cuenta.',
  'Your financial risk approval is required. Please contact customer support for more information.':
    'Se requiere su aprobación del riesgo financiero. Póngase en contacto con atención al cliente para más información.',
  'Your account needs age verification. Please contact customer support for more information.':
    'Su cuenta necesita verificación de edad. Póngase en contacto con atención al cliente para más información.',
  'Please set your [_1]30-day turnover limit[_2] to access the cashier.':
    'Establezca su [_1]límite de volumen de 30 días[_2] para acceder al cajero.',
  'Sorry, you have entered an incorrect cashier password.':
    'Lo sentimos, ha introducido una contraseña de cajero incorrecta.',
  'Send only [_1] to this address:': 'Envíe solo [_1] a esta dirección:',
  'UK funds protection': 'Protección de fondos en el Reino Unido',
  'We are required by our licence to inform you about what happens to your funds should we become insolvent (the level of funds protection).':
    'Nuestra licencia nos obliga a informarle de lo que ocurre con sus fondos si nos declaramos insolventes (el nivel de protección de fondos).',
  'We hold customer funds in bank accounts separate from our operational accounts, which would not form part of our assets in the event of insolvency. This meets the Gambling Commission’s requirements for the segregation of customer funds at the level: medium protection.':
    'Mantenemos los fondos de los clientes en cuentas bancarias separadas de nuestras cuentas operativas, que no formarían parte de nuestros activos en caso de insolvencia. Esto cumple los requisitos de la Gambling Commission para la segregación de fondos de clientes en el nivel: protección media.',
  Proceed: 'Continuar',
  'Bank wire': 'Transferencia bancaria',
  'Deposits arrive in 1 to 3 business days; withdrawals are paid to the bank account you deposited from.':
    'Los depósitos llegan en 1 a 3 días hábiles; los retiros se pagan a la cuenta bancaria desde la que depositó.',
  'Credit and debit cards': 'Tarjetas de crédito y débito',
  'Visa and Mastercard deposits arrive at once; withdrawals go back to the card.':
    'Los depósitos con Visa y Mastercard llegan al instante; los retiros vuelven a la tarjeta.',
  'E-wallets': 'Monederos electrónicos',
  'Skrill, Neteller and other e-wallets: deposits arrive at once, withdrawals within one business day.':
    'Skrill, Neteller y otros monederos electrónicos: los depósitos llegan al instante, los retiros en un día hábil.',
  'Bitcoin, Bitcoin Cash, Ethereum, Litecoin and Tether accounts deposit and withdraw through the cryptocurrency cashier, once the network confirms the transaction.':
    'Las cuentas en Bitcoin, Bitcoin Cash, Ethereum, Litecoin y Tether depositan y retiran a través del cajero de criptomonedas, una vez que la red confirma la transacción.',
  'Please check your email for the verification link to complete the process.':
    'Revise su correo electrónico para encontrar el enlace de verificación y completar el proceso.',
  Country: 'País',
  'Email address': 'Dirección de correo electrónico',
  'Withdrawal address': 'Dirección de retiro',
  'Withdraw [_1] [_2] to [_3]?': '¿Retirar [_1] [_2] a [_3]?',
  '30-day deposit limit': 'Límite de depósito de 30 días',
  '30-day limit on losses': 'Límite de pérdidas de 30 días',
  '30-day turnover limit': 'Límite de volumen de 30 días',
  '7-day deposit limit': 'Límite de depósito de 7 días',
  '7-day limit on losses': 'Límite de pérdidas de 7 días',
  '7-day turnover limit': 'Límite de volumen de 7 días',
  'API token': 'Token API',
  'Account limits': 'Límites de la cuenta',
  Amounts: 'Importes',
  'Ask to be treated as a professional client.': 'Solicite ser tratado como cliente profesional.',
  Authentication: 'Autenticación',
  'Authorised applications': 'Aplicaciones autorizadas',
  'Change the password you log in with.': 'Cambie la contraseña con la que inicia sesión.',
  'Confirm your limits': 'Confirme sus límites',
  'Connect our Telegram bot to your account.': 'Conecte nuestro bot de Telegram a su cuenta.',
  'Create and delete tokens that let other applications use your account.':
    'Cree y elimine tokens que permiten a otras aplicaciones usar su cuenta.',
  'Daily deposit limit': 'Límite de depósito diario',
  'Daily limit on losses': 'Límite de pérdidas diario',
  'Daily turnover limit': 'Límite de volumen diario',
  'Email preference': 'Preferencias de correo electrónico',
  'Exclude me from the website until': 'Excluirme del sitio web hasta',
  'Exclude time cannot be for more than 5 years.': 'El período de exclusión no puede superar los 5 años.',
  'Exclude time cannot be less than 6 months.': 'El período de exclusión no puede ser inferior a 6 meses.',
  'Financial assessment': 'Evaluación financiera',
  'Limit your trading, take a time-out or exclude yourself from the website.':
    'Limite su trading, tómese un descanso o exclúyase del sitio web.',
  'Lock your cashier with a password of its own, or unlock it.':
    'Bloquee su cajero con una contraseña propia o desbloquéelo.',
  'Login history': 'Historial de inicio de sesión',
  'No limit': 'Sin límite',
  'Positions and sessions': 'Posiciones y sesiones',
  'Professional client': 'Cliente profesional',
  Profile: 'Perfil',
  'Protect your log-in with a code from an authenticator app.':
    'Proteja su inicio de sesión con un código de una aplicación de autenticación.',
  'Read and accept the latest terms and conditions.': 'Lea y acepte los términos y condiciones más recientes.',
  'Receive news and special offers': 'Recibir noticias y ofertas especiales',
  'See the applications you allowed to use your account, and revoke their access.':
    'Vea las aplicaciones a las que permitió usar su cuenta y revoque su acceso.',
  'See when and from where your account was logged in to.': 'Vea cuándo y desde dónde se inició sesión en su cuenta.',
  'See your trading and withdrawal limits.': 'Vea sus límites de trading y de retiro.',
  'Self-exclusion facilities': 'Autoexclusión',
  'Session duration limit, in minutes': 'Límite de duración de la sesión, en minutos',
  'Set limits on your own trading. A limit you set can be lowered at any time; raising or removing it takes effect only after the period it covers.':
    'Establezca límites a su propio trading. Un límite fijado puede reducirse en cualquier momento; aumentarlo o eliminarlo solo surte efecto tras el período que abarca.',
  Settings: 'Configuración',
  'Sorry, an error occurred while processing your account.': 'Lo sentimos, se produjo un error al procesar su cuenta.',
  'Telegram bot': 'Bot de Telegram',
  'Tell us about your trading experience and financial situation.':
    'Háblenos de su experiencia en trading y de su situación financiera.',
  'Terms and conditions': 'Términos y condiciones',
  'These limits apply to your account at once. Until the period of a limit ends you will not be able to raise or remove it. Do you want to apply them?':
    'Estos límites se aplican a su cuenta de inmediato. Hasta que termine el período de un límite no podrá aumentarlo ni eliminarlo. ¿Desea aplicarlos?',
  'Time out cannot be in the past.': 'El descanso no puede estar en el pasado.',
  'Time out cannot be more than 6 weeks.': 'El descanso no puede superar las 6 semanas.',
  'Time out must be after today.': 'El descanso debe terminar después de hoy.',
  'Time out until (date)': 'Descanso hasta (fecha)',
  'Time out until (time, GMT)': 'Descanso hasta (hora, GMT)',
  'Two-factor authentication': 'Autenticación de dos factores',
  'Update settings': 'Actualizar configuración',
  'Upload the documents that prove your identity and address.':
    'Suba los documentos que acreditan su identidad y dirección.',
  'View your personal details and update those you may change.':
    'Vea sus datos personales y actualice los que puede cambiar.',
  'Yes, apply them': 'Sí, aplicarlos',
  'Your account was opened through a social network sign-in, so it has no password to change.':
    'Su cuenta se abrió mediante el inicio de sesión de una red social, por lo que no tiene contraseña que cambiar.',
  'Your changes have been updated.': 'Sus cambios se han actualizado.',
  'Your password has been changed. Please log in again.': 'Su contraseña ha sido cambiada. Inicie sesión de nuevo.',
  'Your personal details are complete.': 'Sus datos personales están completos.',
  Identity: 'Identidad',
  'Contact us': 'Contáctenos',
  'Our support team helps with your account, deposits and withdrawals, and trading. Reach us the way that suits you.':
    'Nuestro equipo de soporte le ayuda con su cuenta, los depósitos y retiros, y el trading. Contáctenos por el medio que prefiera.',
  'Write to us at [_1]. We answer every e-mail within 24 hours.':
    'Escríbanos a [_1]. Respondemos todos los correos en un plazo de 24 horas.',
  'Call us on the line for your region.': 'Llámenos a la línea de su región.',
  'United Kingdom': 'Reino Unido',
  Malaysia: 'Malasia',
  Australia: 'Australia',
  'Rest of the world': 'Resto del mundo',
  'Support hours': 'Horario de soporte',
  'Our team is at work at these times (UTC+8):': 'Nuestro equipo atiende en este horario (UTC+8):',
  'Monday to Friday': 'De lunes a viernes',
  'Saturday and Sunday': 'Sábado y domingo',
  'Chat with a member of our support team during support hours.':
    'Chatee con un miembro de nuestro equipo de soporte durante el horario de soporte.',
  'Leave us a message': 'Déjenos un mensaje',
  'Our live chat is offline. Leave us a message and we will answer by e-mail.':
    'Nuestro chat en vivo está desconectado. Déjenos un mensaje y le responderemos por correo electrónico.',
  Message: 'Mensaje',
  'Send message': 'Enviar mensaje',
  "Thank you, we'll get back to you within 24 hours": 'Gracias, le responderemos en un plazo de 24 horas',
  'Site links': 'Enlaces del sitio',
  'A competitive salary, health cover, paid training and help with relocation where a role needs it.':
    'Un salario competitivo, seguro médico, formación pagada y ayuda con el traslado cuando el puesto lo requiere.',
  Accountant: 'Contable',
  'Answers our clients by live chat and e-mail.': 'Atiende a nuestros clientes por chat en vivo y correo electrónico.',
  'Build the pages our clients trade on, in TypeScript and React, quick and accessible on every screen.':
    'Construya las páginas en las que operan nuestros clientes, con TypeScript y React, rápidas y accesibles en cualquier pantalla.',
  'Builds and runs the trading platform, the website and the desktop app.':
    'Desarrolla y mantiene la plataforma de trading, el sitio web y la aplicación de escritorio.',
  Careers: 'Empleo',
  Compliance: 'Cumplimiento normativo',
  'Compliance analyst': 'Analista de cumplimiento',
  'Content writer': 'Redactor/a de contenidos',
  'Customer Support': 'Atención al cliente',
  'Customer support agent': 'Agente de atención al cliente',
  'Cyberjaya, Malaysia': 'Cyberjaya, Malasia',
  'DevOps engineer': 'Ingeniero/a DevOps',
  Download: 'Descargar',
  'Download for Windows': 'Descargar para Windows',
  'Download for macOS': 'Descargar para macOS',
  'Front-end developer': 'Desarrollador/a front-end',
  'Help clients with their accounts, deposits and trades by live chat and e-mail.':
    'Ayude a los clientes con sus cuentas, depósitos y operaciones por chat en vivo y correo electrónico.',
  'Home of our Labuan company and its compliance team.':
    'Sede de nuestra empresa de Labuan y de su equipo de cumplimiento.',
  'Information Technology': 'Tecnología de la información',
  'Join us': 'Únase a nosotros',
  "Keep the platform's servers, releases and monitoring reliable around the clock.":
    'Mantenga fiables, a todas horas, los servidores, las publicaciones y la supervisión de la plataforma.',
  "Keeps the company's books and our clients' money in order.":
    'Mantiene en orden la contabilidad de la empresa y el dinero de nuestros clientes.',
  'Labuan, Malaysia': 'Labuan, Malasia',
  'Makes sure we meet the rules of every regulator we answer to.':
    'Se asegura de que cumplamos las normas de cada regulador ante el que respondemos.',
  Malta: 'Malta',
  Marketing: 'Marketing',
  'Nothing to install: open the site in an up-to-date browser and trade from any computer.':
    'Nada que instalar: abra el sitio en un navegador actualizado y opere desde cualquier ordenador.',
  'Open positions': 'Vacantes',
  'Our European base for compliance, accounts and marketing.':
    'Nuestra sede europea de cumplimiento, contabilidad y marketing.',
  'Our largest office: engineering, quality assurance and customer support.':
    'Nuestra oficina más grande: ingeniería, control de calidad y atención al cliente.',
  'Our offices': 'Nuestras oficinas',
  'QA engineer': 'Ingeniero/a de QA',
  'Quality Assurance': 'Control de calidad',
  'Reconcile payments, prepare the monthly reports and work with our auditors.':
    'Concilie pagos, prepare los informes mensuales y trabaje con nuestros auditores.',
  'Review client documents and keep our procedures in line with regulation.':
    'Revise los documentos de los clientes y mantenga nuestros procedimientos conformes con la normativa.',
  'See all open positions': 'Ver todas las vacantes',
  'See the roles we are hiring for now, department by department.':
    'Vea los puestos que ofrecemos ahora, departamento por departamento.',
  'Small teams own their part of the product, from the first idea to the release and what our clients say about it.':
    'Equipos pequeños se hacen cargo de su parte del producto, desde la primera idea hasta la publicación y lo que opinan nuestros clientes.',
  'Strike for desktop': 'Strike para escritorio',
  'Strike is built by an international team of engineers, analysts and support staff who care about getting the details right for our clients.':
    'Strike lo construye un equipo internacional de ingenieros, analistas y personal de soporte que se preocupa por cuidar cada detalle para nuestros clientes.',
  'Tells traders what Strike offers, in their own language.':
    'Cuenta a los traders lo que ofrece Strike, en su propio idioma.',
  'Tests every release before it reaches our clients.': 'Prueba cada versión antes de que llegue a nuestros clientes.',
  'The desktop app puts your account, charts and trades in a window of its own.':
    'La aplicación de escritorio reúne su cuenta, sus gráficos y sus operaciones en una ventana propia.',
  'The download is unavailable at the moment. Please try again later.':
    'La descarga no está disponible en este momento. Inténtelo de nuevo más tarde.',
  'This version has no Windows installer.': 'Esta versión no tiene instalador para Windows.',
  'This version has no macOS installer.': 'Esta versión no tiene instalador para macOS.',
  'To apply, [_1]contact us[_2] with your CV and the title of the position.':
    'Para postularse, [_1]contáctenos[_2] con su CV y el título del puesto.',
  'Trade in your browser': 'Opere en su navegador',
  'Trade with Strike in your browser or in the desktop app.':
    'Opere con Strike en su navegador o en la aplicación de escritorio.',
  'Try again': 'Intentar de nuevo',
  'Version [_1], released [_2]': 'Versión [_1], publicada el [_2]',
  'View open positions': 'Ver vacantes',
  'We have no department by that name. It may have been renamed, or its positions filled.':
    'No tenemos ningún departamento con ese nombre. Puede que haya cambiado de nombre o que sus puestos estén cubiertos.',
  'What we offer': 'Lo que ofrecemos',
  'Working at Strike': 'Trabajar en Strike',
  'Write automated tests and explore new features to find problems before our clients do.':
    'Escriba pruebas automatizadas y explore las nuevas funciones para encontrar problemas antes que nuestros clientes.',
  'Write clear guides and announcements about trading and our products.':
    'Escriba guías y anuncios claros sobre el trading y nuestros productos.',
  '13 languages.': '13 idiomas.',
  '5 markets: forex, stock indices, OTC stocks, commodities and volatility indices.':
    '5 mercados: forex, índices bursátiles, acciones OTC, materias primas e índices de volatilidad.',
  'A binary option pays a fixed amount when your prediction about a market is right, and nothing when it is wrong. You know your largest possible loss before you buy.':
    'Una opción binaria paga un importe fijo si su predicción sobre un mercado es correcta, y nada si no lo es. Conoce su pérdida máxima antes de comprar.',
  'A contract for difference (CFD) lets you trade the price movement of an asset without owning it.':
    'Un contrato por diferencia (CFD) le permite operar con el movimiento del precio de un activo sin poseerlo.',
  'A few habits keep your account and your money secure.':
    'Unos pocos hábitos mantienen seguros su cuenta y su dinero.',
  'A partner who refers clients to Strike and earns a share of the revenue from their trading.':
    'Un socio que nos presenta clientes y recibe una parte de los ingresos de sus operaciones.',
  'An upgrade to a real money account at any time.': 'El paso a una cuenta de dinero real en cualquier momento.',
  'Answers to the questions partners ask most.': 'Respuestas a las preguntas más frecuentes de los socios.',
  'Back to [_1]': 'Volver a [_1]',
  'Become a payment agent': 'Hágase agente de pagos',
  'Become an introducing broker': 'Hágase broker introductor',
  'Binary options': 'Opciones binarias',
  'Binary options on MetaTrader 5': 'Opciones binarias en MetaTrader 5',
  CFDs: 'CFD',
  'CFDs are traded on MetaTrader 5 accounts.': 'Los CFD se operan en cuentas de MetaTrader 5.',
  'CFDs are traded with leverage: a small deposit controls a larger position, so gains and losses are both magnified.':
    'Los CFD se operan con apalancamiento: un pequeño depósito controla una posición mayor, por lo que las ganancias y las pérdidas se amplifican.',
  'Check the price and buy the contract.': 'Compruebe el precio y compre el contrato.',
  'Choose a binary option in the market watch, set its duration and stake, and buy. The result is paid to your MetaTrader 5 account.':
    'Elija una opción binaria en la observación del mercado, fije su duración y su inversión, y compre. El resultado se abona en su cuenta de MetaTrader 5.',
  'Choose a market': 'Elija un mercado',
  'Choose an instrument, set the volume and place a buy or sell order.':
    'Elija un instrumento, fije el volumen y envíe una orden de compra o de venta.',
  'Choose the platform that suits the way you trade.': 'Elija la plataforma que mejor se adapte a su forma de operar.',
  'Clear prices': 'Precios claros',
  'Client funds are kept apart from the company’s own funds.':
    'Los fondos de los clientes se guardan separados de los fondos propios de la empresa.',
  'Commissions are paid into your account every month.': 'Las comisiones se abonan en su cuenta cada mes.',
  'Contract size': 'Tamaño del contrato',
  'Contract specifications': 'Especificaciones de contratos',
  'Contracts lasting from a few ticks to a year.': 'Contratos desde unos pocos ticks hasta un año.',
  Contributing: 'Contribuir',
  'Cryptocurrency prices can move sharply within minutes. Trade only amounts you can afford to lose.':
    'Los precios de las criptomonedas pueden moverse con fuerza en minutos. Opere solo con importes que pueda permitirse perder.',
  Cyberjaya: 'Cyberjaya',
  'Does it cost anything?': '¿Tiene algún coste?',
  'Download MetaTrader 5': 'Descargar MetaTrader 5',
  'Download the platform and log in with your MetaTrader 5 login and password.':
    'Descargue la plataforma e inicie sesión con su usuario y contraseña de MetaTrader 5.',
  'Earn by referring clients to us or by serving them as a payment agent.':
    'Gane dinero presentándonos clientes o atendiéndolos como agente de pagos.',
  'Economic calendar': 'Calendario económico',
  'Every market and contract type.': 'Todos los mercados y tipos de contrato.',
  'Every new client gets a demo account with virtual money, so you can try any market without risk.':
    'Cada cliente nuevo recibe una cuenta demo con dinero virtual para probar cualquier mercado sin riesgo.',
  'Financial STP account': 'Cuenta Financial STP',
  'Financial account': 'Cuenta Financial',
  'Forex is the trading of one currency against another, such as the euro against the US dollar.':
    'El forex es la negociación de una divisa frente a otra, como el euro frente al dólar estadounidense.',
  'Get paid every month.': 'Cobre cada mes.',
  'Get started': 'Primeros pasos',
  'Gold, silver, platinum and palladium are traded against the US dollar and often move when markets are uncertain.':
    'El oro, la plata, el platino y el paladio se negocian frente al dólar estadounidense y suelen moverse cuando los mercados están inciertos.',
  'How a trade works': 'Cómo funciona una operación',
  'How am I paid?': '¿Cómo se me paga?',
  'How it works': 'Cómo funciona',
  'How to trade on MetaTrader 5': 'Cómo operar en MetaTrader 5',
  Instrument: 'Instrumento',
  'Interest rates, the strength of the dollar and demand from industry all affect metal prices.':
    'Los tipos de interés, la fortaleza del dólar y la demanda industrial influyen en el precio de los metales.',
  'Introducing broker FAQ': 'Preguntas frecuentes para brokers introductores',
  'Keep safe': 'Seguridad',
  Labuan: 'Labuan',
  'Leverage and risk': 'Apalancamiento y riesgo',
  'Log out when you use a shared computer.': 'Cierre la sesión cuando use un ordenador compartido.',
  'Logging in': 'Inicio de sesión',
  'Looking for an agent?': '¿Busca un agente?',
  'Major currency pairs move on economic news you can follow.':
    'Los principales pares de divisas se mueven con noticias económicas que usted puede seguir.',
  'Markets and contracts': 'Mercados y contratos',
  'Maximum leverage': 'Apalancamiento máximo',
  'MetaTrader 5 is a trading platform for forex, metals and CFDs, with advanced charts and automated trading.':
    'MetaTrader 5 es una plataforma de trading para forex, metales y CFD, con gráficos avanzados y trading automatizado.',
  'MetaTrader 5 offers accounts for different ways of trading. Each comes as a demo account and as a real money account.':
    'MetaTrader 5 ofrece cuentas para distintas formas de operar. Cada una existe como cuenta demo y como cuenta de dinero real.',
  'MetaTrader 5 runs on Windows, macOS, Linux, iOS and Android, and in the browser.':
    'MetaTrader 5 funciona en Windows, macOS, Linux, iOS y Android, y también en el navegador.',
  Metals: 'Metales',
  'Minimum volume': 'Volumen mínimo',
  'New to trading? These short guides explain each market Strike offers and how to place your first trade.':
    '¿Nuevo en el trading? Estas breves guías explican cada mercado que ofrece Strike y cómo hacer su primera operación.',
  'Next steps': 'Próximos pasos',
  'No deposit needed.': 'Sin depósito.',
  'No. Joining the programme is free.': 'No. Unirse al programa es gratis.',
  'Open a MetaTrader 5 account from your account page.': 'Abra una cuenta de MetaTrader 5 desde su página de cuentas.',
  'Open a free demo account': 'Abra una cuenta demo gratuita',
  'Open-source projects': 'Proyectos de código abierto',
  'Our WebSocket API gives programs the same prices and trading functions as this site.':
    'Nuestra API WebSocket ofrece a los programas los mismos precios y funciones de trading que este sitio.',
  'Our office in Cyberjaya, Malaysia, is home to our technology and customer support teams.':
    'Nuestra oficina de Cyberjaya, en Malasia, alberga nuestros equipos de tecnología y de atención al cliente.',
  'Our office in Labuan, Malaysia, runs our licensed business in the Labuan financial centre.':
    'Nuestra oficina de Labuan, en Malasia, dirige nuestro negocio autorizado en el centro financiero de Labuan.',
  'Our office in Malta serves our clients in the European Union.':
    'Nuestra oficina de Malta atiende a nuestros clientes de la Unión Europea.',
  'Our other offices': 'Nuestras otras oficinas',
  'Our teams work from offices in Malaysia and Malta.': 'Nuestros equipos trabajan desde oficinas en Malasia y Malta.',
  'Partner with us': 'Colabore con nosotros',
  'Payment agents help clients deposit and withdraw in their local currency, and earn a commission on each transaction.':
    'Los agentes de pagos ayudan a los clientes a depositar y retirar en su moneda local, y ganan una comisión por cada transacción.',
  'Pick a market and a contract type, such as Rise/Fall.': 'Elija un mercado y un tipo de contrato, como Sube/Baja.',
  Platforms: 'Plataformas',
  'Practise first': 'Practique primero',
  'Practise trading with virtual money before you risk your own.':
    'Practique con dinero virtual antes de arriesgar el suyo.',
  'Prices streamed every second.': 'Precios actualizados cada segundo.',
  'Protect your account': 'Proteja su cuenta',
  'Range of markets': 'Variedad de mercados',
  'Refer traders to Strike and earn a commission on their trades for as long as they trade.':
    'Presente traders a Strike y gane una comisión por sus operaciones mientras sigan operando.',
  'Reports of problems and improvements are welcome on our public repositories.':
    'Los avisos de problemas y las mejoras son bienvenidos en nuestros repositorios públicos.',
  'Set the duration and your stake or payout.': 'Fije la duración y su inversión o el pago.',
  'Share it with your audience.': 'Compártalo con su público.',
  'Sign up and get your referral link.': 'Regístrese y obtenga su enlace de referido.',
  'Strike in numbers': 'Strike en cifras',
  'Strike web trader': 'Plataforma web de Strike',
  'The economic calendar is unavailable at the moment.': 'El calendario económico no está disponible en este momento.',
  'The main terms of the instruments you can trade on MetaTrader 5.':
    'Las condiciones principales de los instrumentos que puede operar en MetaTrader 5.',
  'The market is open around the clock on weekdays.': 'El mercado está abierto día y noche entre semana.',
  'This offer is not available in your country of residence.':
    'Esta oferta no está disponible en su país de residencia.',
  'Trade binary options from MetaTrader 5, next to your other positions.':
    'Opere con opciones binarias desde MetaTrader 5, junto a sus otras posiciones.',
  'Trade binary options from the MetaTrader 5 platform, next to your forex positions.':
    'Opere con opciones binarias desde la plataforma MetaTrader 5, junto a sus posiciones de forex.',
  'Trade binary options in your browser with live prices and charts. There is nothing to install.':
    'Opere con opciones binarias en su navegador con precios y gráficos en directo. No hay nada que instalar.',
  'Trade forex, metals and CFDs on a widely used platform, on desktop and mobile.':
    'Opere con forex, metales y CFD en una plataforma muy extendida, en ordenador y en móvil.',
  'Trade forex, metals and CFDs with high leverage.': 'Opere con forex, metales y CFD con un alto apalancamiento.',
  'Binary options are offered on five markets. Choose one to see what it includes.':
    'Las opciones binarias se ofrecen en cinco mercados. Elija uno para ver qué incluye.',
  'Major and minor currency pairs, such as the euro against the US dollar, traded around the clock on weekdays.':
    'Pares de divisas principales y secundarios, como el euro frente al dólar estadounidense, negociados a todas horas entre semana.',
  'The main stock indices of the Americas, Europe and Asia, traded while their exchanges are open.':
    'Los principales índices bursátiles de América, Europa y Asia, negociados mientras sus bolsas están abiertas.',
  'Shares of large American and European companies, traded over the counter while their home markets are open.':
    'Acciones de grandes empresas estadounidenses y europeas, negociadas fuera de bolsa mientras sus mercados de origen están abiertos.',
  'Metals such as gold and silver, and energy such as oil, priced in US dollars.':
    'Metales como el oro y la plata, y energía como el petróleo, cotizados en dólares estadounidenses.',
  'Synthetic indices with a constant volatility, open every day around the clock. No news or market event moves them.':
    'Índices sintéticos con una volatilidad constante, abiertos todos los días a todas horas. Ninguna noticia ni evento del mercado los mueve.',
  'Binary options on forex': 'Opciones binarias sobre forex',
  'Binary options on commodities': 'Opciones binarias sobre materias primas',
  'Binary options on volatility indices': 'Opciones binarias sobre índices de volatilidad',
  'Next steps with your demo account': 'Próximos pasos con su cuenta demo',
  'Trade synthetic indices that run around the clock with a constant volatility.':
    'Opere con índices sintéticos que funcionan a todas horas con una volatilidad constante.',
  'Trade the price of Bitcoin, Ethereum and other cryptocurrencies against the US dollar without holding a wallet.':
    'Opere con el precio de Bitcoin, Ethereum y otras criptomonedas frente al dólar estadounidense sin tener un monedero.',
  'Traders choose Strike for clear prices, quick payouts and support that answers.':
    'Los traders eligen Strike por sus precios claros, sus pagos rápidos y un soporte que responde.',
  'Trading API': 'API de trading',
  'Turn on two-factor authentication.': 'Active la autenticación de dos factores.',
  'Types of accounts': 'Tipos de cuenta',
  'Upcoming economic announcements that can move the markets.':
    'Próximos anuncios económicos que pueden mover los mercados.',
  'Use a strong password that you use nowhere else.': 'Use una contraseña segura que no utilice en ningún otro sitio.',
  'Use the login and the server shown on your MetaTrader 5 accounts page.':
    'Use el usuario y el servidor que aparecen en su página de cuentas de MetaTrader 5.',
  Volatility: 'Volatilidad',
  'Volatility indices account': 'Cuenta de índices de volatilidad',
  'We never ask for your password by e-mail or by phone.':
    'Nunca le pedimos su contraseña por correo electrónico ni por teléfono.',
  'We publish tools we build and use, so that developers can build on our platform.':
    'Publicamos herramientas que creamos y usamos, para que los desarrolladores puedan construir sobre nuestra plataforma.',
  'What is an introducing broker?': '¿Qué es un broker introductor?',
  'What moves metal prices': 'Qué mueve el precio de los metales',
  'What our platform offers, in a few figures.': 'Lo que ofrece nuestra plataforma, en unas pocas cifras.',
  'What you get': 'Lo que obtiene',
  'Where to trade CFDs': 'Dónde operar con CFD',
  'Who can apply': 'Quién puede solicitarlo',
  'Why trade forex': 'Por qué operar con forex',
  'Why us': 'Por qué nosotros',
  'You can serve clients in your country with local payment methods.':
    'Puede atender a clientes de su país con métodos de pago locales.',
  'You can trade falling prices as well as rising ones.': 'Puede operar con precios a la baja igual que al alza.',
  'You hold a real money account with us.': 'Tiene una cuenta de dinero real con nosotros.',
  'You pass our identity checks.': 'Supera nuestras comprobaciones de identidad.',
  'You see the exact stake and payout before you buy, with no hidden fees.':
    'Ve la inversión y el pago exactos antes de comprar, sin comisiones ocultas.',
  'Your demo account holds virtual money to practise with. When you are ready, open a real money account.':
    'Su cuenta demo tiene dinero virtual para practicar. Cuando esté listo, abra una cuenta de dinero real.',
  'Your demo account is ready': 'Su cuenta demo está lista',
  'Your first trade': 'Su primera operación',
  'Your money is safe': 'Su dinero está seguro',
  'Your orders go straight to our liquidity providers, with tight spreads.':
    'Sus órdenes van directamente a nuestros proveedores de liquidez, con spreads ajustados.',
  FAQ: 'Preguntas frecuentes',
  'Frequently asked questions': 'Preguntas frecuentes',
  'Quick answers about your account, your money, trading and security.':
    'Respuestas rápidas sobre su cuenta, su dinero, el trading y la seguridad.',
  Regulation: 'Regulación',
  'Responsible trading': 'Trading responsable',
  'How do I open an account?': '¿Cómo abro una cuenta?',
  'Sign up with your e-mail address to get a free demo account with virtual money. When you are ready to trade with real money, open a real account from the Accounts page.':
    'Regístrese con su dirección de correo electrónico para obtener una cuenta demo gratuita con dinero virtual. Cuando esté listo para operar con dinero real, abra una cuenta real desde la página Cuentas.',
  'Can I hold more than one account?': '¿Puedo tener más de una cuenta?',
  'Yes. Next to your demo account you may hold real accounts in different currencies, where the company that serves your country allows it. Switch between them from the account menu.':
    'Sí. Además de su cuenta demo, puede tener cuentas reales en distintas divisas, si la empresa que atiende su país lo permite. Cambie entre ellas desde el menú de la cuenta.',
  'Why do you ask for proof of identity and address?': '¿Por qué piden un comprobante de identidad y de domicilio?',
  'The law requires us to know who our clients are. Upload your documents on the Authenticate page; we review them and tell you by e-mail when your account is verified.':
    'La ley nos obliga a conocer a nuestros clientes. Suba sus documentos en la página Autenticar; los revisamos y le avisamos por correo electrónico cuando su cuenta esté verificada.',
  'Deposits and withdrawals': 'Depósitos y retiros',
  'How do I deposit money?': '¿Cómo deposito dinero?',
  'Open the Cashier, choose Deposit and pick a payment method. The methods offered depend on your country of residence and your account currency.':
    'Abra la Caja, elija Depositar y un método de pago. Los métodos ofrecidos dependen de su país de residencia y de la divisa de su cuenta.',
  'How long does a withdrawal take?': '¿Cuánto tarda un retiro?',
  'We process withdrawal requests within one working day. How long the money then takes to reach you depends on your bank or payment provider.':
    'Procesamos las solicitudes de retiro en un día hábil. Lo que tarde después el dinero en llegarle depende de su banco o proveedor de pagos.',
  'Are there limits on withdrawals?': '¿Hay límites en los retiros?',
  'Yes. The Limits page of your account shows how much you may withdraw; the limits rise once your account is verified.':
    'Sí. La página Límites de su cuenta muestra cuánto puede retirar; los límites aumentan una vez verificada su cuenta.',
  'What is a payment agent?': '¿Qué es un agente de pagos?',
  'In some countries, independent local agents can fund your account and pay out your withdrawals in the local currency. The Payment agents page lists those who serve your country.':
    'En algunos países, agentes locales independientes pueden fondear su cuenta y pagarle sus retiros en la moneda local. La página Agentes de pago muestra los que atienden su país.',
  'What can I trade?': '¿Qué puedo operar?',
  'Options on forex, stock indices, commodities, cryptocurrencies and synthetic indices, within what the company that holds your account is licensed to offer.':
    'Opciones sobre forex, índices bursátiles, materias primas, criptomonedas e índices sintéticos, dentro de lo que la empresa que mantiene su cuenta está autorizada a ofrecer.',
  'Can I practise before I risk real money?': '¿Puedo practicar antes de arriesgar dinero real?',
  'Yes. Your demo account holds virtual money, so you can try every contract without risk and top it up whenever it runs low.':
    'Sí. Su cuenta demo tiene dinero virtual, así que puede probar cada contrato sin riesgo y recargarla cuando se quede corta.',
  'How is the price of a contract set?': '¿Cómo se fija el precio de un contrato?',
  'The price follows the market and the contract you choose. It is shown before you buy, and the contract is bought at that price or not at all.':
    'El precio sigue al mercado y al contrato que elija. Se muestra antes de comprar, y el contrato se compra a ese precio o no se compra.',
  'How do I keep my account secure?': '¿Cómo mantengo mi cuenta segura?',
  'Choose a strong password you use nowhere else, turn on two-factor authentication in your security settings, and never share your password or API tokens.':
    'Elija una contraseña segura que no use en ningún otro sitio, active la autenticación de dos factores en su configuración de seguridad y nunca comparta su contraseña ni sus tokens API.',
  'I forgot my password. What should I do?': 'Olvidé mi contraseña. ¿Qué hago?',
  'Use the password reset page: we e-mail you a link to choose a new password. The link works once and expires after a short while.':
    'Use la página de restablecimiento de contraseña: le enviamos por correo un enlace para elegir una nueva. El enlace funciona una sola vez y caduca al poco tiempo.',
  'How can I limit my trading?': '¿Cómo puedo limitar mi trading?',
  'The self-exclusion facilities in your security settings let you cap your stakes, losses and time on the site, or take a break from trading altogether.':
    'Las herramientas de autoexclusión de su configuración de seguridad le permiten limitar sus apuestas, pérdidas y tiempo en el sitio, o tomarse un descanso total del trading.',
  'General terms': 'Términos generales',
  'These terms govern your use of Strike and of the services of the company that holds your account. By opening an account you accept them.':
    'Estos términos rigen su uso de Strike y de los servicios de la empresa que mantiene su cuenta. Al abrir una cuenta, los acepta.',
  'We may change these terms. We tell you of important changes in advance, and you may close your account if you do not accept them.':
    'Podemos cambiar estos términos. Le avisamos con antelación de los cambios importantes y puede cerrar su cuenta si no los acepta.',
  'Your account': 'Su cuenta',
  'You must be at least 18 years old and live in a country where we offer our services. The details you give us must be true and kept up to date.':
    'Debe tener al menos 18 años y vivir en un país donde ofrezcamos nuestros servicios. Los datos que nos dé deben ser verdaderos y mantenerse actualizados.',
  'Keep your log-in details to yourself: you are responsible for everything done with your account.':
    'Guarde sus datos de acceso para usted: es responsable de todo lo que se haga con su cuenta.',
  'Trading and payments': 'Trading y pagos',
  'A contract is bought at the price shown when you confirm it and settled by the platform’s records. We may cancel a contract bought at an obviously wrong price.':
    'Un contrato se compra al precio mostrado cuando lo confirma y se liquida según los registros de la plataforma. Podemos cancelar un contrato comprado a un precio claramente erróneo.',
  'Deposits must come from payment methods in your own name, and withdrawals go back to them where possible, after the checks the law requires.':
    'Los depósitos deben proceder de métodos de pago a su nombre, y los retiros vuelven a ellos cuando es posible, tras los controles que exige la ley.',
  'Risk disclosure': 'Advertencia de riesgo',
  'Trading options carries a high risk: you can lose all the money you put into a contract. Past results do not promise future ones.':
    'Operar con opciones conlleva un alto riesgo: puede perder todo el dinero que invierta en un contrato. Los resultados pasados no garantizan los futuros.',
  'Trade only with money you can afford to lose, and make sure you understand a contract before you buy it.':
    'Opere solo con dinero que pueda permitirse perder y asegúrese de entender un contrato antes de comprarlo.',
  Complaints: 'Reclamaciones',
  'If you are unhappy with our service, tell our support team first: most concerns are settled there.':
    'Si no está satisfecho con nuestro servicio, hable primero con nuestro equipo de soporte: la mayoría de los problemas se resuelven allí.',
  'Otherwise send us a written complaint. We acknowledge it promptly and answer it in full within eight weeks; you may then refer it to the regulator of the company that holds your account.':
    'Si no, envíenos una reclamación por escrito. Acusamos recibo enseguida y respondemos por completo en un plazo de ocho semanas; después puede remitirla al regulador de la empresa que mantiene su cuenta.',
  'Our companies': 'Nuestras empresas',
  'Strike’s services are provided by several companies, each licensed for the clients of certain countries. Which one holds your account depends on where you live and what you trade.':
    'Los servicios de Strike los prestan varias empresas, cada una autorizada para los clientes de ciertos países. La que mantiene su cuenta depende de dónde vive y de lo que opera.',
  'Demo accounts hold virtual money only and are not a regulated service.':
    'Las cuentas demo solo contienen dinero virtual y no son un servicio regulado.',
  'Deriv (SVG) LLC': 'Deriv (SVG) LLC',
  'Deriv (SVG) LLC is registered in Saint Vincent and the Grenadines. It serves clients outside the European Union and the United Kingdom, for every market the platform offers.':
    'Deriv (SVG) LLC está registrada en San Vicente y las Granadinas. Atiende a clientes fuera de la Unión Europea y del Reino Unido, en todos los mercados que ofrece la plataforma.',
  'Deriv (Europe) Limited': 'Deriv (Europe) Limited',
  'Deriv (Europe) Limited, of W Business Centre, Birkirkara, Malta, is licensed and regulated by the Malta Gaming Authority. It offers options on synthetic indices to clients in the European Union.':
    'Deriv (Europe) Limited, W Business Centre, Birkirkara, Malta, tiene licencia y está regulada por la Malta Gaming Authority. Ofrece opciones sobre índices sintéticos a clientes de la Unión Europea.',
  'Deriv Investments (Europe) Limited': 'Deriv Investments (Europe) Limited',
  'Deriv Investments (Europe) Limited, of W Business Centre, Birkirkara, Malta, is licensed by the Malta Financial Services Authority to provide investment services. It offers financial products to clients in the European Union and the United Kingdom.':
    'Deriv Investments (Europe) Limited, W Business Centre, Birkirkara, Malta, tiene licencia de la Malta Financial Services Authority para prestar servicios de inversión. Ofrece productos financieros a clientes de la Unión Europea y del Reino Unido.',
  'Deriv (MX) Ltd': 'Deriv (MX) Ltd',
  'Deriv (MX) Ltd, of Millennium House, Douglas, Isle of Man, is licensed by the Isle of Man Gambling Supervision Commission and, for clients in Great Britain, by the UK Gambling Commission. It offers options on synthetic indices.':
    'Deriv (MX) Ltd, Millennium House, Douglas, Isla de Man, tiene licencia de la Isle of Man Gambling Supervision Commission y, para clientes de Gran Bretaña, de la UK Gambling Commission. Ofrece opciones sobre índices sintéticos.',
  'Trade with care': 'Opere con cuidado',
  'Trading should be a considered choice, never a way to win back losses or to solve money problems. Set yourself a budget and keep to it.':
    'Operar debe ser una decisión meditada, nunca una forma de recuperar pérdidas o de resolver problemas de dinero. Fíjese un presupuesto y respételo.',
  'Tools to stay in control': 'Herramientas para mantener el control',
  'Reality checks remind you at intervals how long you have been trading and what you have won or lost.':
    'Los controles de realidad le recuerdan cada cierto tiempo cuánto lleva operando y lo que ha ganado o perdido.',
  'The self-exclusion facilities in your security settings let you cap your stakes, losses and time on the site, or exclude yourself for a period of your choice.':
    'Las herramientas de autoexclusión de su configuración de seguridad le permiten limitar sus apuestas, pérdidas y tiempo en el sitio, o excluirse durante el periodo que elija.',
  'Warning signs': 'Señales de alerta',
  'Take a break if you trade for longer than you meant to, raise your stakes to recover losses, or keep your trading from the people close to you.':
    'Tómese un descanso si opera más tiempo del previsto, sube sus apuestas para recuperar pérdidas u oculta su trading a las personas cercanas.',
  'Getting help': 'Cómo obtener ayuda',
  'If trading worries you, contact our support team: we can set limits on your account or close it. Independent organisations also give free and confidential advice on problem gambling.':
    'Si el trading le preocupa, contacte con nuestro equipo de soporte: podemos fijar límites en su cuenta o cerrarla. Organizaciones independientes también ofrecen asesoramiento gratuito y confidencial sobre el juego problemático.',
  'Regulatory information': 'Información regulatoria',
  'Risk warning': 'Advertencia de riesgo',
  'Binary options and CFDs are complex products, and trading them carries a high risk of losing money quickly. [_1]% of retail investor accounts lose money when trading these products with [_2].':
    'Las opciones binarias y los CFD son productos complejos, y operar con ellos conlleva un alto riesgo de perder dinero rápidamente. El [_1]% de las cuentas de inversores minoristas pierden dinero al operar con estos productos en [_2].',
  'Only trade with money you can afford to lose, and make sure you understand how these products work before you start.':
    'Opere solo con dinero que pueda permitirse perder y asegúrese de entender cómo funcionan estos productos antes de empezar.',
  '[_1] is licensed and regulated as an investment services provider by the [_2]Malta Financial Services Authority[_3].':
    '[_1] está autorizada y regulada como proveedor de servicios de inversión por la [_2]Malta Financial Services Authority[_3].',
  'GAMSTOP is a free self-exclusion scheme for Great Britain: it lets you block yourself from online gambling sites licensed there, this one included. Find out more at [_1]gamstop.co.uk[_2], or set your own limits on our [_3]self-exclusion page[_4].':
    'GAMSTOP es un programa gratuito de autoexclusión para Gran Bretaña: le permite bloquearse en los sitios de juego en línea con licencia allí, incluido este. Obtenga más información en [_1]gamstop.co.uk[_2] o fije sus propios límites en nuestra [_3]página de autoexclusión[_4].',
  'Redirect notice': 'Aviso de redirección',
  'You are leaving [_1] for a third-party website. [_1] does not own or control that website and is not responsible for what it says or does. Do you want to proceed?':
    'Está saliendo de [_1] hacia un sitio web de terceros. [_1] no es propietaria de ese sitio ni lo controla, y no es responsable de lo que diga o haga. ¿Desea continuar?',
  'Map of the European Union countries we serve': 'Mapa de los países de la Unión Europea a los que prestamos servicio',
  'Clients in these countries are served by our Malta investment company.':
    'Los clientes de estos países son atendidos por nuestra empresa de inversión de Malta.',
};

export default es;
