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
  'Loading…': 'Cargando…',
  'Logging you in…': 'Iniciando su sesión…',
  'Login time': 'Hora de inicio de sesión',
  'Low barrier': 'Barrera inferior',
  'MT5 withdrawals have been disabled on your account. Please check your email for more details.':
    'Los retiros de MT5 se han desactivado en su cuenta. Consulte su correo electrónico para más detalles.',
  'Main menu': 'Menú principal',
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
  'Sold for [_1]. Your transaction reference is [_2].': 'Vendido por [_1]. La referencia de su transacción es [_2].',
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
  '[_1] at [_2]': '[_1] en [_2]',
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
};

export default es;
