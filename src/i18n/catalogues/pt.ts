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
  'Create a demo account': 'Criar uma conta demo',
  'Enter your e-mail address and we will send you a link to verify it.':
    'Introduza o seu endereço de e-mail e enviaremos um link para o verificar.',
  Email: 'E-mail',
  'Create free account': 'Criar conta gratuita',
  'Thank you for signing up! Please check your email to complete the registration process.':
    'Obrigado por se registar! Verifique o seu e-mail para concluir o registo.',
  'Sorry, account signup is not available in your country.':
    'Lamentamos, o registo de contas não está disponível no seu país.',
  'Verification code': 'Código de verificação',
  Password: 'Senha',
  'Verify password': 'Confirmar senha',
  'Country of residence': 'País de residência',
  'Please select': 'Selecione',
  'I agree to receive news and special offers by e-mail.': 'Aceito receber notícias e ofertas especiais por e-mail.',
  'Open account': 'Abrir conta',
  'Password is not strong enough.': 'A senha não é suficientemente forte.',
  'Your token has expired or is invalid. Please click [_1] to restart the verification process.':
    'O seu token expirou ou é inválido. Clique [_1] para reiniciar o processo de verificação.',
  here: 'aqui',
  'The email address provided is already in use. If you forgot your password, please try our [_1] or contact our customer service.':
    'O endereço de e-mail indicado já está em uso. Se esqueceu a sua senha, experimente a nossa [_1] ou contacte o nosso apoio ao cliente.',
  'password recovery tool': 'ferramenta de recuperação de senha',
  'Password reset': 'Redefinição de senha',
  'Enter the e-mail address of your account and we will send you a link to reset your password.':
    'Digite o endereço de e-mail da sua conta e enviaremos um link para redefinir sua senha.',
  'Send reset link': 'Enviar link de redefinição',
  'Please check your email for the password reset link.':
    'Verifique seu e-mail para encontrar o link de redefinição de senha.',
  'Choose a new password for your account.': 'Escolha uma nova senha para sua conta.',
  'I have a real money account': 'Tenho uma conta de dinheiro real',
  'Date of birth': 'Data de nascimento',
  'New password': 'Nova senha',
  'Verify new password': 'Confirmar nova senha',
  'Reset password': 'Redefinir senha',
  'Your password has been successfully reset. Please log into your account using your new password.':
    'Sua senha foi redefinida com sucesso. Entre na sua conta usando a nova senha.',
  'Please click the link below to restart the password recovery process.':
    'Clique no link abaixo para reiniciar o processo de recuperação de senha.',
  'Restart password recovery': 'Reiniciar a recuperação de senha',
  'Welcome!': 'Bem-vindo!',
  'Your demo account [_1] is ready to trade with virtual money.':
    'A sua conta demo [_1] está pronta para negociar com dinheiro virtual.',
  'Upgrade to a Real Account': 'Passar para uma conta real',
  'Upgrade to a Financial Account': 'Passar para uma conta financeira',
  'Start trading': 'Começar a negociar',
  'This field is required.': 'Este campo é obrigatório.',
  'App ID': 'ID do aplicativo',
  'Apply now as a professional investor': 'Candidate-se agora como investidor profissional',
  Asset: 'Ativo',
  Audit: 'Auditoria',
  Back: 'Voltar',
  Barrier: 'Barreira',
  'Barrier must be a non-zero number.': 'A barreira deve ser um número diferente de zero.',
  'Binary Options Trading has been disabled on your account. Kindly [_1]contact customer support[_2] for assistance.':
    'A negociação de opções binárias foi desativada na sua conta. Por favor, [_1]entre em contato com o suporte ao cliente[_2] para obter ajuda.',
  Cancel: 'Cancelar',
  'Change API endpoint': 'Alterar endpoint da API',
  'Chart is not available for this underlying.': 'O gráfico não está disponível para este ativo subjacente.',
  Close: 'Fechar',
  Confirm: 'Confirmar',
  'Connecting to server': 'Conectando ao servidor',
  'Connection error: Please check your internet connection.': 'Erro de conexão: verifique sua conexão com a internet.',
  'Continue trading': 'Continuar negociando',
  Contract: 'Contrato',
  'Contract details': 'Detalhes do contrato',
  'Contract ends': 'Fim do contrato',
  'Contract has not started yet': 'O contrato ainda não começou',
  'Contract starts': 'Início do contrato',
  'Contract ticks': 'Ticks do contrato',
  'Contracts bought': 'Contratos comprados',
  'Contracts sold': 'Contratos vendidos',
  Cookies: 'Cookies',
  'Current spot': 'Preço spot atual',
  'Current time': 'Hora atual',
  'Deposits and withdrawals have been disabled on your account. Please check your email for more details.':
    'Depósitos e saques foram desativados na sua conta. Verifique seu e-mail para mais detalhes.',
  'Do not show this again': 'Não mostrar novamente',
  'End time': 'Hora de término',
  'Entry spot': 'Preço de entrada',
  'Exit spot': 'Preço de saída',
  'Expiry time': 'Hora de expiração',
  'Final price': 'Preço final',
  'Go to trading': 'Ir para a negociação',
  'High barrier': 'Barreira superior',
  'High barrier must be higher than low barrier.': 'A barreira superior deve ser maior que a barreira inferior.',
  'I want to reapply': 'Quero me candidatar novamente',
  'In the EU, financial binary options are only available to professional investors.':
    'Na UE, as opções binárias financeiras estão disponíveis apenas para investidores profissionais.',
  Indicative: 'Indicativo',
  'Indicative price': 'Preço indicativo',
  'Invalid email address.': 'Endereço de e-mail inválido.',
  'Invalid verification code.': 'Código de verificação inválido.',
  'Live chat': 'Chat ao vivo',
  'Live chat is unavailable at the moment.': 'O chat ao vivo não está disponível no momento.',
  'Asset Index': 'Índice de ativos',
  Closes: 'Fecho',
  Date: 'Data',
  Item: 'Item',
  Limit: 'Limite',
  Limits: 'Limites',
  'Maximum account cash balance': 'Saldo máximo da conta',
  'Maximum aggregate payouts on open positions': 'Pagamentos agregados máximos em posições abertas',
  'Maximum daily turnover': 'Volume de negócios diário máximo',
  'Maximum duration': 'Duração máxima',
  'Maximum number of open positions': 'Número máximo de posições abertas',
  'Minimum duration': 'Duração mínima',
  Opens: 'Abertura',
  Settles: 'Liquidação',
  'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1] (or equivalent in other currency).':
    'Portanto, o seu levantamento máximo imediato atual (sujeito a fundos suficientes na sua conta) é de [_1] (ou o equivalente noutra moeda).',
  'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is [_1].':
    'Portanto, o seu levantamento máximo imediato atual (sujeito a fundos suficientes na sua conta) é de [_1].',
  'Trading Limits': 'Limites de negociação',
  'Trading Times': 'Horários de negociação',
  'Trading and Withdrawal Limits': 'Limites de negociação e de levantamento',
  'Trading times for [_1] (GMT)': 'Horários de negociação de [_1] (GMT)',
  'Upcoming Events': 'Próximos eventos',
  'Withdrawal Limits': 'Limites de levantamento',
  'You have already withdrawn [_1].': 'Já levantou [_1].',
  'You have already withdrawn the equivalent of [_1] in aggregate over the last [_2] days.':
    'Já levantou o equivalente a [_1] no total nos últimos [_2] dias.',
  'You have already withdrawn the equivalent of [_1].': 'Já levantou o equivalente a [_1].',
  'Your [_1] day withdrawal limit is currently [_2] (or equivalent in other currency).':
    'O seu limite de levantamento de [_1] dias é atualmente de [_2] (ou o equivalente noutra moeda).',
  'Your account is fully authenticated and your withdrawal limits have been lifted.':
    'A sua conta está totalmente autenticada e os seus limites de levantamento foram removidos.',
  'Your withdrawal limit is [_1] (or equivalent in other currency).':
    'O seu limite de levantamento é de [_1] (ou o equivalente noutra moeda).',
  'Your withdrawal limit is [_1].': 'O seu limite de levantamento é de [_1].',
  'Loading…': 'Carregando…',
  'Logging you in…': 'Conectando você…',
  'This log-in did not start in this browser, so you have not been logged in. Please [_1] again.':
    'Este login não foi iniciado neste navegador, por isso você não entrou. Por favor, [_1] novamente.',
  'Login time': 'Hora de login',
  'Low barrier': 'Barreira inferior',
  'MT5 withdrawals have been disabled on your account. Please check your email for more details.':
    'Os saques MT5 foram desativados na sua conta. Verifique seu e-mail para mais detalhes.',
  'Main menu': 'Menu principal',
  'The connection was lost before your purchase was confirmed. Please check your portfolio to see whether it went through.':
    'A conexão foi perdida antes de a sua compra ser confirmada. Verifique o seu portfólio para ver se ela foi concluída.',
  'Market is closed. Please try again later.': 'O mercado está fechado. Tente novamente mais tarde.',
  'All barriers in this trading window are expired.': 'Todas as barreiras desta janela de negociação expiraram.',
  'Multi-barrier': 'Multibarreira',
  'Maximum multiplier of 1000.': 'Multiplicador máximo de 1000.',
  'Minimum of [_1] characters required.': {
    one: 'É necessário no mínimo [_1] caractere.',
    many: 'São necessários no mínimo [_1] de caracteres.',
    other: 'São necessários no mínimo [_1] caracteres.',
  },
  Next: 'Próximo',
  'No currency assigned': 'Nenhuma moeda atribuída',
  'Note: the contract is sold at the market price when the request reaches our servers; it may differ from the indicative price.':
    'Observação: o contrato é vendido ao preço de mercado no momento em que a solicitação chega aos nossos servidores; ele pode ser diferente do preço indicativo.',
  OK: 'OK',
  Offline: 'Offline',
  Online: 'Online',
  'Only letters, numbers, space, and hyphen are allowed.': 'Apenas letras, números, espaços e hífens são permitidos.',
  'Only letters, numbers, space, and these special characters are allowed: [_1]':
    'Apenas letras, números, espaços e estes caracteres especiais são permitidos: [_1]',
  'Only letters, numbers, space, hyphen, period, and apostrophe are allowed.':
    'Apenas letras, números, espaços, hífens, pontos e apóstrofos são permitidos.',
  'Only letters, space, hyphen, period, and apostrophe are allowed.':
    'Apenas letras, espaços, hífens, pontos e apóstrofos são permitidos.',
  'Only numbers, hyphens, and spaces are allowed.': 'Apenas números, hífens e espaços são permitidos.',
  'Open contracts': 'Contratos abertos',
  'Options trading can become a real addiction, as can any other activity pushed to its limits. To avoid the danger of such an addiction, we provide a reality-check that gives you a summary of your trades and accounts on a regular basis.':
    'A negociação de opções pode se tornar um verdadeiro vício, como qualquer outra atividade levada ao extremo. Para evitar o perigo de tal vício, oferecemos uma verificação da realidade que apresenta regularmente um resumo das suas negociações e contas.',
  'Password should have lower and uppercase letters with numbers.':
    'A senha deve conter letras minúsculas e maiúsculas, além de números.',
  Payout: 'Pagamento',
  'Please [_1]accept the updated Terms and Conditions[_2] to lift your withdrawal and trading limits.':
    'Por favor, [_1]aceite os Termos e Condições atualizados[_2] para remover seus limites de saque e de negociação.',
  'Please [_1]complete your account profile[_2] to lift your withdrawal and trading limits.':
    'Por favor, [_1]complete o perfil da sua conta[_2] para remover seus limites de saque e de negociação.',
  'Please complete the [_1]financial assessment form[_2] to lift your withdrawal and trading limits.':
    'Por favor, preencha o [_1]formulário de avaliação financeira[_2] para remover seus limites de saque e de negociação.',
  'Please complete your [_1]personal details[_2] before you proceed.':
    'Por favor, complete seus [_1]dados pessoais[_2] antes de continuar.',
  'Please log in': 'Por favor, entre',
  'Please reload the page': 'Por favor, recarregue a página',
  'Please select the checkbox.': 'Marque a caixa de seleção.',
  'Please set [_1]country of residence[_2] before upgrading to a real-money account.':
    'Defina o [_1]país de residência[_2] antes de passar para uma conta de dinheiro real.',
  'Please set the [_1]currency[_2] of your account.': 'Defina a [_1]moeda[_2] da sua conta.',
  'Please set your [_1]30-day turnover limit[_2] to remove deposit limits.':
    'Defina seu [_1]limite de volume negociado de 30 dias[_2] para remover os limites de depósito.',
  'Please try Volatility Indices or other markets.': 'Experimente os Índices de Volatilidade ou outros mercados.',
  Portfolio: 'Portfólio',
  'Potential profit': 'Lucro potencial',
  'Profit / Loss': 'Lucro / Prejuízo',
  'Profit/Loss': 'Lucro/Prejuízo',
  Purchase: 'Compra',
  'Purchase price': 'Preço de compra',
  'Reality check': 'Verificação da realidade',
  'Reality-check interval (minutes)': 'Intervalo da verificação da realidade (minutos)',
  'Ref.': 'Ref.',
  Reference: 'Referência',
  'Resale not offered': 'Revenda não disponível',
  'Reset time': 'Hora de reinício',
  'Reset barrier': 'Barreira de reinício',
  'Reset to original settings': 'Restaurar as configurações originais',
  Result: 'Resultado',
  'Scroll to top': 'Voltar ao topo',
  Sections: 'Seções',
  'Sell at market': 'Vender a preço de mercado',
  Server: 'Servidor',
  'Session duration': 'Duração da sessão',
  'Should be [_1]': 'Deve ser [_1]',
  'Should be a valid number.': 'Deve ser um número válido.',
  'Should be between [_1] and [_2]': 'Deve estar entre [_1] e [_2]',
  'Should be less than [_1]': 'Deve ser menor que [_1]',
  'Should be more than [_1]': 'Deve ser maior que [_1]',
  'Should start with letter or number, and may contain hyphen and underscore.':
    'Deve começar com uma letra ou um número e pode conter hífens e sublinhados.',
  'Sign out': 'Sair',
  'Sorry, an error occurred while processing your request.': 'Desculpe, ocorreu um erro ao processar sua solicitação.',
  'Sorry, this feature is available to virtual accounts only.':
    'Desculpe, este recurso está disponível apenas para contas virtuais.',
  'Sorry, your account is not authorised for any further contract purchases.':
    'Desculpe, sua conta não está autorizada a comprar mais contratos.',
  Spot: 'Preço spot',
  'Start time': 'Hora de início',
  Status: 'Status',
  Submit: 'Enviar',
  'The page you requested could not be found. It may have been moved or no longer exists.':
    'A página solicitada não foi encontrada. Ela pode ter sido movida ou não existir mais.',
  'The two passwords that you entered do not match.': 'As duas senhas digitadas não coincidem.',
  'There was an error': 'Ocorreu um erro',
  'There was some invalid character in an input field.': 'Há um caractere inválido em um campo.',
  'This contract lost': 'Este contrato perdeu',
  'This contract won': 'Este contrato ganhou',
  'This feature is not relevant to virtual-money accounts.': 'Este recurso não se aplica a contas de dinheiro virtual.',
  'This page is only available to logged out clients.':
    'Esta página está disponível apenas para clientes desconectados.',
  'This symbol is not active. Please try another symbol.': 'Este símbolo não está ativo. Tente outro símbolo.',
  Tick: 'Tick',
  'Ticks history returned an empty array.': 'O histórico de ticks retornou uma lista vazia.',
  Time: 'Hora',
  'Time is in the wrong format.': 'A hora está em um formato incorreto.',
  'Top up': 'Recarregar',
  'Top up virtual account': 'Recarregar conta virtual',
  Total: 'Total',
  'Trading and deposits have been disabled on your account. Kindly [_1]contact customer support[_2] for assistance.':
    'A negociação e os depósitos foram desativados na sua conta. Por favor, [_1]entre em contato com o suporte ao cliente[_2] para obter ajuda.',
  'Trading is unavailable at this time.': 'A negociação não está disponível no momento.',
  Turnover: 'Volume negociado',
  Understood: 'Entendi',
  'Up to [_1] decimal places are allowed.': {
    one: 'É permitida até [_1] casa decimal.',
    many: 'São permitidas até [_1] de casas decimais.',
    other: 'São permitidas até [_1] casas decimais.',
  },
  'Verification code is wrong. Please use the link sent to your email.':
    'O código de verificação está incorreto. Use o link enviado para o seu e-mail.',
  View: 'Ver',
  'Waiting for contract settlement.': 'Aguardando a liquidação do contrato.',
  'Waiting for entry tick.': 'Aguardando o tick de entrada.',
  'Waiting for exit tick.': 'Aguardando o tick de saída.',
  'We are reviewing your documents. For more details [_1]contact us[_2].':
    'Estamos analisando seus documentos. Para mais detalhes, [_1]fale conosco[_2].',
  'Withdrawals have been disabled on your account. Please check your email for more details.':
    'Os saques foram desativados na sua conta. Verifique seu e-mail para mais detalhes.',
  'You can close this window without interrupting your trade.':
    'Você pode fechar esta janela sem interromper sua negociação.',
  'You have no open positions.': 'Você não tem posições abertas.',
  'You have reached the limit.': 'Você atingiu o limite.',
  'You have reached the rate limit of requests per second. Please try later.':
    'Você atingiu o limite de solicitações por segundo. Tente novamente mais tarde.',
  'You should enter [_1] characters.': {
    one: 'Você deve digitar [_1] caractere.',
    many: 'Você deve digitar [_1] de caracteres.',
    other: 'Você deve digitar [_1] caracteres.',
  },
  'Your account is restricted. Kindly [_1]contact customer support[_2] for assistance.':
    'Sua conta está restrita. Por favor, [_1]entre em contato com o suporte ao cliente[_2] para obter ajuda.',
  'Your application to be treated as a professional client is being processed.':
    'Sua solicitação para ser tratado como cliente profissional está sendo processada.',
  'Your professional client request is not approved. Please reapply once the required criteria has been fulfilled.':
    'Sua solicitação de cliente profissional não foi aprovada. Candidate-se novamente quando cumprir os critérios exigidos.',
  'More information can be found in an email sent to you.':
    'Mais informações podem ser encontradas em um e-mail enviado para você.',
  'Your session duration limit will end in [_1] seconds.': {
    one: 'Seu limite de duração da sessão terminará em [_1] segundo.',
    many: 'Seu limite de duração da sessão terminará em [_1] de segundos.',
    other: 'Seu limite de duração da sessão terminará em [_1] segundos.',
  },
  'Your trading statistics since [_1].': 'Suas estatísticas de negociação desde [_1].',
  'Your virtual account balance is low. Would you like to top up [_1] [_2]?':
    'O saldo da sua conta virtual está baixo. Deseja recarregar [_1] [_2]?',
  'Your web browser ([_1]) is out of date and may affect your trading experience. Proceed at your own risk.':
    'Seu navegador ([_1]) está desatualizado e pode prejudicar sua experiência de negociação. Prossiga por sua conta e risco.',
  '[_1] [_2] has been credited into your virtual account: [_3].':
    '[_1] [_2] foram creditados na sua conta virtual: [_3].',
  '[_1] and [_2] cannot be the same.': '[_1] e [_2] não podem ser iguais.',
  "[_1] requires your browser's web storage to be enabled in order to function properly. Please enable it or exit private browsing mode.":
    '[_1] requer que o armazenamento web do seu navegador esteja ativado para funcionar corretamente. Ative-o ou saia do modo de navegação privada.',
  '[_1] uses cookies to give you the best experience on our website. By continuing to use it, you agree to our use of cookies.':
    '[_1] usa cookies para oferecer a melhor experiência em nosso site. Ao continuar a usá-lo, você concorda com o nosso uso de cookies.',
  '[_1]Authenticate your account[_2] now to take full advantage of all payment methods available.':
    '[_1]Autentique sua conta[_2] agora para aproveitar ao máximo todos os métodos de pagamento disponíveis.',
  '[_1]Your Proof of Identity or Proof of Address[_2] did not meet our requirements. Please check your email for further instructions.':
    '[_1]Seu comprovante de identidade ou comprovante de endereço[_2] não atendeu aos nossos requisitos. Verifique seu e-mail para mais instruções.',
  '(closed)': '(fechado)',
  'Account balance': 'Saldo da conta',
  'Allow equals': 'Permitir iguais',
  Amount: 'Valor',
  'Asian Fall': 'Asiática Baixa',
  'Asian Fall: win the payout if the last tick is lower than the average of the ticks.':
    'Asiática Baixa: ganhe o pagamento se o último tick for inferior à média dos ticks.',
  'Asian Rise': 'Asiática Alta',
  'Asian Rise: win the payout if the last tick is higher than the average of the ticks.':
    'Asiática Alta: ganhe o pagamento se o último tick for superior à média dos ticks.',
  Asians: 'Asiáticas',
  Basis: 'Base',
  'Call Spread': 'Call Spread',
  'Call Spread/Put Spread': 'Call Spread/Put Spread',
  'Call Spread: win up to the payout if the exit spot is above the low barrier; the full payout at or above the high barrier.':
    'Call Spread: ganhe até o pagamento se o preço de saída estiver acima da barreira inferior; o pagamento total na barreira superior ou acima.',
  Chart: 'Gráfico',
  'Close-Low': 'Close-Low',
  'Close-Low: win the difference between the exit spot and the lowest point, times the multiplier.':
    'Close-Low: ganhe a diferença entre o preço de saída e o ponto mais baixo, multiplicada pelo multiplicador.',
  'Contract Confirmation': 'Confirmação do contrato',
  'Contract ID': 'ID do contrato',
  'Contract category': 'Categoria do contrato',
  'Contract type': 'Tipo de contrato',
  Currency: 'Moeda',
  Differs: 'Difere',
  'Differs: win the payout if the last digit of the last tick is not your prediction.':
    'Difere: ganhe o pagamento se o último dígito do último tick não for a sua previsão.',
  Digits: 'Dígitos',
  'Does Not Touch': 'Não toca',
  'Does Not Touch: win the payout if the market never touches the barrier before expiry.':
    'Não toca: ganhe o pagamento se o mercado nunca tocar a barreira antes do vencimento.',
  Duration: 'Duração',
  'Duration amount': 'Valor da duração',
  'Duration unit': 'Unidade de duração',
  'End date': 'Data final',
  'End time (GMT)': 'Hora final (GMT)',
  'Ends Between': 'Termina dentro',
  'Ends Between/Ends Outside': 'Termina dentro/Termina fora',
  'Ends Between: win the payout if the exit spot is strictly between the low and high barriers.':
    'Termina dentro: ganhe o pagamento se o preço de saída estiver estritamente entre a barreira inferior e a superior.',
  'Ends Outside': 'Termina fora',
  'Ends Outside: win the payout if the exit spot is at or above the high barrier, or at or below the low barrier.':
    'Termina fora: ganhe o pagamento se o preço de saída estiver na barreira superior ou acima, ou na barreira inferior ou abaixo.',
  Even: 'Par',
  'Even/Odd': 'Par/Ímpar',
  'Even: win the payout if the last digit of the last tick is even.':
    'Par: ganhe o pagamento se o último dígito do último tick for par.',
  Expiry: 'Vencimento',
  Explanation: 'Explicação',
  Fall: 'Baixa',
  'Fall: win the payout if the exit spot is strictly lower than the entry spot.':
    'Baixa: ganhe o pagamento se o preço de saída for estritamente inferior ao preço de entrada.',
  'Goes Outside': 'Sai',
  'Goes Outside: win the payout if the market touches either barrier before expiry.':
    'Sai: ganhe o pagamento se o mercado tocar qualquer uma das barreiras antes do vencimento.',
  'High Tick': 'Tick alto',
  'High Tick: win the payout if the selected tick is the highest of the next five ticks.':
    'Tick alto: ganhe o pagamento se o tick escolhido for o mais alto dos próximos cinco ticks.',
  'High-Close': 'High-Close',
  'High-Close: win the difference between the highest point and the exit spot, times the multiplier.':
    'High-Close: ganhe a diferença entre o ponto mais alto e o preço de saída, multiplicada pelo multiplicador.',
  'High-Low': 'High-Low',
  'High-Low: win the difference between the highest and the lowest points, times the multiplier.':
    'High-Low: ganhe a diferença entre o ponto mais alto e o mais baixo, multiplicada pelo multiplicador.',
  'High/Low Ticks': 'Ticks alto/baixo',
  Higher: 'Superior',
  'Higher/Lower': 'Superior/Inferior',
  'Higher: win the payout if the exit spot is higher than or equal to the barrier.':
    'Superior: ganhe o pagamento se o preço de saída for superior ou igual à barreira.',
  'Higher: win the payout if the exit spot is strictly higher than the barrier.':
    'Superior: ganhe o pagamento se o preço de saída for estritamente superior à barreira.',
  'In/Out': 'Dentro/Fora',
  'Last Digit Stats': 'Estatísticas do último dígito',
  'Last [_1] ticks': 'Últimos [_1] ticks',
  'Last digit prediction': 'Previsão do último dígito',
  Less: 'Menos',
  Lookbacks: 'Lookbacks',
  'Low Tick': 'Tick baixo',
  'Low Tick: win the payout if the selected tick is the lowest of the next five ticks.':
    'Tick baixo: ganhe o pagamento se o tick escolhido for o mais baixo dos próximos cinco ticks.',
  Lower: 'Inferior',
  'Lower: win the payout if the exit spot is lower than or equal to the barrier.':
    'Inferior: ganhe o pagamento se o preço de saída for inferior ou igual à barreira.',
  'Lower: win the payout if the exit spot is strictly lower than the barrier.':
    'Inferior: ganhe o pagamento se o preço de saída for estritamente inferior à barreira.',
  Market: 'Mercado',
  Matches: 'Coincide',
  'Matches/Differs': 'Coincide/Difere',
  'Matches: win the payout if the last digit of the last tick is your prediction.':
    'Coincide: ganhe o pagamento se o último dígito do último tick for a sua previsão.',
  'Minimum [_1]': 'Mínimo [_1]',
  More: 'Mais',
  'Multi-barrier trading': 'Negociação multibarreira',
  Multiplier: 'Multiplicador',
  'Net profit: [_1] | Return [_2]': 'Lucro líquido: [_1] | Retorno [_2]',
  'Price up': 'Preço em alta',
  'Price down': 'Preço em baixa',
  'Please correct the form to see a price.': 'Corrija o formulário para ver um preço.',
  Now: 'Agora',
  'Number of ticks': 'Número de ticks',
  Odd: 'Ímpar',
  'Odd: win the payout if the last digit of the last tick is odd.':
    'Ímpar: ganhe o pagamento se o último dígito do último tick for ímpar.',
  'Only Downs': 'Só baixas',
  'Only Downs: win the payout if every tick is lower than the one before it, for the whole duration.':
    'Só baixas: ganhe o pagamento se cada tick for inferior ao anterior, durante toda a duração.',
  'Only Ups': 'Só altas',
  'Only Ups/Only Downs': 'Só altas/Só baixas',
  'Only Ups: win the payout if every tick is higher than the one before it, for the whole duration.':
    'Só altas: ganhe o pagamento se cada tick for superior ao anterior, durante toda a duração.',
  Over: 'Acima',
  'Over/Under': 'Acima/Abaixo',
  'Over: win the payout if the last digit of the last tick is greater than your prediction.':
    'Acima: ganhe o pagamento se o último dígito do último tick for maior que a sua previsão.',
  'Payout amount': 'Valor do pagamento',
  'Payout list': 'Lista de pagamentos',
  'Potential Payout': 'Pagamento potencial',
  'Potential Profit': 'Lucro potencial',
  'Purchasing…': 'Comprando…',
  'Put Spread': 'Put Spread',
  'Put Spread: win up to the payout if the exit spot is below the high barrier; the full payout at or below the low barrier.':
    'Put Spread: ganhe até o pagamento se o preço de saída estiver abaixo da barreira superior; o pagamento total na barreira inferior ou abaixo.',
  'Remaining time': 'Tempo restante',
  'Reset Call': 'Reset Call',
  'Reset Call/Reset Put': 'Reset Call/Reset Put',
  'Reset Call: win the payout if the exit spot is higher than the barrier; if the spot is below the barrier at the reset time, the barrier resets to that spot.':
    'Reset Call: ganhe o pagamento se o preço de saída for superior à barreira; se o preço estiver abaixo da barreira na hora de reset, a barreira é redefinida para esse preço.',
  'Reset Put': 'Reset Put',
  'Reset Put: win the payout if the exit spot is lower than the barrier; if the spot is above the barrier at the reset time, the barrier resets to that spot.':
    'Reset Put: ganhe o pagamento se o preço de saída for inferior à barreira; se o preço estiver acima da barreira na hora de reset, a barreira é redefinida para esse preço.',
  Rise: 'Alta',
  'Rise/Fall': 'Alta/Baixa',
  'Rise: win the payout if the exit spot is strictly higher than the entry spot.':
    'Alta: ganhe o pagamento se o preço de saída for estritamente superior ao preço de entrada.',
  'Selected tick': 'Tick escolhido',
  Stake: 'Entrada',
  'Stays Between': 'Fica dentro',
  'Stays Between/Goes Outside': 'Fica dentro/Sai',
  'Stays Between: win the payout if the market stays between the barriers for the whole contract.':
    'Fica dentro: ganhe o pagamento se o mercado ficar entre as barreiras durante todo o contrato.',
  'Syncing…': 'Sincronizando…',
  'Total Cost': 'Custo total',
  'Touch/No Touch': 'Toca/Não toca',
  Touches: 'Toca',
  'Touches: win the payout if the market touches the barrier at any time before expiry.':
    'Toca: ganhe o pagamento se o mercado tocar a barreira a qualquer momento antes do vencimento.',
  'Trading period': 'Período de negociação',
  Under: 'Abaixo',
  'Under: win the payout if the last digit of the last tick is less than your prediction.':
    'Abaixo: ganhe o pagamento se o último dígito do último tick for menor que a sua previsão.',
  Underlying: 'Ativo subjacente',
  'Up/Down': 'Sobe/Desce',
  'With "Allow equals", Rise also wins when the exit spot equals the entry spot, and so does Fall.':
    'Com "Permitir iguais", Alta também ganha quando o preço de saída é igual ao preço de entrada, e Baixa também.',
  'Your transaction reference is [_1]': 'A referência da sua transação é [_1]',
  '[_1] from [_2] to [_3] GMT, last value [_4]': '[_1] de [_2] a [_3] GMT, último valor [_4]',
  '[_1] [_2], [_3]': '[_1] [_2], [_3]',
  '[_1] · ends [_2]': '[_1] · termina [_2]',
  days: 'dias',
  hours: 'horas',
  minutes: 'minutos',
  seconds: 'segundos',
  ticks: 'ticks',
  '[_1] ticks': { one: '[_1] tick', many: '[_1] de ticks', other: '[_1] ticks' },
  '[_1] seconds': { one: '[_1] segundo', many: '[_1] de segundos', other: '[_1] segundos' },
  '[_1] minutes': { one: '[_1] minuto', many: '[_1] de minutos', other: '[_1] minutos' },
  '[_1] hours': { one: '[_1] hora', many: '[_1] de horas', other: '[_1] horas' },
  '[_1] days': { one: '[_1] dia', many: '[_1] de dias', other: '[_1] dias' },
  Balance: 'Saldo',
  Demo: 'Demo',
  Deposit: 'Depósito',
  Financial: 'Financeira',
  Leverage: 'Alavancagem',
  Login: 'Login',
  MAM: 'MAM',
  'Main password': 'Senha principal',
  'MetaTrader 5 accounts': 'Contas MetaTrader 5',
  'Real-Money': 'Dinheiro real',
  'Sorry, this feature is not available in your jurisdiction.':
    'Desculpe, este recurso não está disponível na sua jurisdição.',
  Synthetic: 'Sintética',
  Type: 'Tipo',
  Withdrawal: 'Saque',
  'You are on a virtual account. To open a real MT5 account, please upgrade to a real account.':
    'Você está usando uma conta virtual. Para abrir uma conta MT5 real, atualize para uma conta real.',
  'You have insufficient funds in your Binary account, please add funds.':
    'Você não tem fundos suficientes na sua conta Binary, por favor adicione fundos.',
  'You have no accounts of this kind.': 'Você não tem contas deste tipo.',
  'Your demo account [_1] has been topped up.': 'Sua conta demo [_1] foi recarregada.',
  'Your request to transfer [_1] [_2] from [_3] to [_4] has been successfully processed.':
    'Sua solicitação de transferir [_1] [_2] de [_3] para [_4] foi processada com sucesso.',
  "The password you entered is one of the world's most commonly used passwords. You should not be using this password.":
    'A senha que introduziu é uma das mais usadas no mundo. Não deve usar esta senha.',
  'Estimated time to crack this password: [_1]': 'Tempo estimado para quebrar esta senha: [_1]',
  '[_1] years': { one: '[_1] ano', many: '[_1] de anos', other: '[_1] anos' },
  '[_1] thousand years': { one: '[_1] mil anos', many: '[_1] mil anos', other: '[_1] mil anos' },
  '[_1] million years': { one: '[_1] milhão de anos', many: '[_1] milhões de anos', other: '[_1] milhões de anos' },
  'Personal details': 'Dados pessoais',
  Title: 'Tratamento',
  Mr: 'Sr.',
  Ms: 'Sra.',
  Miss: 'Srta.',
  Mrs: 'Sra. (casada)',
  'First name': 'Nome',
  'Last name': 'Sobrenome',
  'Place of birth': 'Local de nascimento',
  Citizenship: 'Cidadania',
  'Account opening reason': 'Motivo da abertura da conta',
  Speculative: 'Especulação',
  'Income Earning': 'Obtenção de rendimentos',
  Hedging: 'Cobertura',
  'Peer-to-peer exchange': 'Troca ponto a ponto',
  'Additional revenue': 'Receita adicional',
  Savings: 'Poupança',
  'Address and phone': 'Endereço e telefone',
  'First line of home address': 'Primeira linha do endereço',
  'Second line of home address': 'Segunda linha do endereço',
  'Town/City': 'Cidade',
  'State/Province': 'Estado/Província',
  'Postal Code / ZIP': 'Código postal',
  Telephone: 'Telefone',
  'Tax information (optional)': 'Informações fiscais (opcional)',
  'Tax residence': 'Residência fiscal',
  'Tax identification number': 'Número de identificação fiscal',
  'Open a real money account': 'Abrir uma conta de dinheiro real',
  'Your demo account [_1] stays available beside the new account.':
    'Sua conta demo [_1] continua disponível ao lado da nova conta.',
  'Choose the currency of your account': 'Escolha a moeda da sua conta',
  'The currency of your account [_1] cannot be changed once it is set.':
    'A moeda da sua conta [_1] não pode ser alterada depois de definida.',
  'Fiat currencies': 'Moedas fiduciárias',
  Cryptocurrencies: 'Criptomoedas',
  'Please choose a currency': 'Por favor, escolha uma moeda',
  'Set currency': 'Definir moeda',
  'Confirm your currency': 'Confirme sua moeda',
  'Your account [_1] will trade in [_2]. This cannot be changed later.':
    'Sua conta [_1] operará em [_2]. Isso não pode ser alterado depois.',
  Trade: 'Negociar',
  Reports: 'Relatórios',
  Cashier: 'Caixa',
  Resources: 'Recursos',
  'About us': 'Sobre nós',
  'My account': 'Minha conta',
  'MetaTrader 5': 'MetaTrader 5',
  Menu: 'Menu',
  'Higher or equal': 'Superior ou igual',
  'Lower or equal': 'Inferior ou igual',
  'Digit Matches': 'Dígito igual',
  'Digit Differs': 'Dígito diferente',
  'Digit Even': 'Dígito par',
  'Digit Odd': 'Dígito ímpar',
  'Digit Over': 'Dígito acima',
  'Digit Under': 'Dígito abaixo',
  'Equals [_1]': 'Igual a [_1]',
  'Not [_1]': 'Não [_1]',
  'Sold for [_1].': 'Vendido por [_1].',
  'Your transaction reference is [_1].': 'A referência da sua transação é [_1].',
  'Confirm your transfer': 'Confirme a sua transferência',
  'Confirm your withdrawal': 'Confirme o seu levantamento',
  Contact: 'Contacto',
  'Deposit commission': 'Comissão de depósito',
  Description: 'Descrição',
  'Further information': 'Mais informações',
  'Insufficient balance.': 'Saldo insuficiente.',
  'Maximum withdrawal': 'Levantamento máximo',
  'Minimum withdrawal': 'Levantamento mínimo',
  'Payment Agent services are not available in your country or in your preferred currency.':
    'Os serviços de agentes de pagamento não estão disponíveis no seu país ou na sua moeda preferida.',
  'Payment agent': 'Agente de pagamento',
  'Payment agent transfer': 'Transferência de agente de pagamento',
  'Payment agents': 'Agentes de pagamento',
  'Payment agents are local businesses that deposit to and withdraw from your account in your local currency.':
    'Os agentes de pagamento são empresas locais que depositam e levantam da sua conta na sua moeda local.',
  'Please [_1]deposit[_2] to your account.': 'Por favor, [_1]deposite[_2] na sua conta.',
  'Please check your email for the verification link to withdraw via a payment agent. It will take you back to this page.':
    'Verifique o seu e-mail: o link de verificação para levantar através de um agente de pagamento trá-lo-á de volta a esta página.',
  'Please enter a valid Login ID.': 'Introduza um ID de login válido.',
  'Please select a payment agent': 'Selecione um agente de pagamento',
  'Supported banks': 'Bancos aceites',
  Transfer: 'Transferir',
  'Transfer to': 'Transferir para',
  'Transfer to login ID': 'Transferir para o ID de login',
  Withdraw: 'Levantar',
  'Withdraw via payment agent': 'Levantar através de agente de pagamento',
  'Withdrawal commission': 'Comissão de levantamento',
  'You are not authorized for transfers via payment agents.':
    'Não está autorizado a fazer transferências através de agentes de pagamento.',
  'You have no balance to transfer.': 'Não tem saldo para transferir.',
  'Your request to withdraw [_1] [_2] from your account [_3] to Payment Agent [_4] account has been successfully processed.':
    'O seu pedido para levantar [_1] [_2] da sua conta [_3] para a conta do agente de pagamento [_4] foi processado com sucesso.',
  'Your token has expired or is invalid. Please click [_1]here[_2] to restart the verification process.':
    'O seu token expirou ou é inválido. Clique [_1]aqui[_2] para reiniciar o processo de verificação.',
  Action: 'Ação',
  Adjustment: 'Ajuste',
  'Balance ([_1])': 'Saldo ([_1])',
  Buy: 'Compra',
  'Credit/Debit': 'Crédito/Débito',
  'Date range (UTC)': 'Período (UTC)',
  'Download CSV': 'Baixar CSV',
  From: 'De',
  Hold: 'Retenção',
  'Profit table': 'Tabela de lucros',
  'Purchase Date': 'Data da compra',
  'Purchase Price': 'Preço de compra',
  'Reference ID': 'ID de referência',
  Release: 'Liberação',
  'Request a statement of a period and we will send it to your e-mail address.':
    'Solicite um extrato de um período e o enviaremos para o seu endereço de e-mail.',
  'Request report': 'Solicitar extrato',
  'Sale Date': 'Data da venda',
  'Sale Price': 'Preço de venda',
  Sell: 'Venda',
  Statement: 'Extrato',
  'Statement by e-mail': 'Extrato por e-mail',
  To: 'Até',
  'Total Profit/Loss': 'Lucro/Prejuízo total',
  'Total deposits': 'Total de depósitos',
  'Total withdrawals': 'Total de saques',
  'Transaction performed by [_1] (App ID: [_2])': 'Transação realizada por [_1] (ID do aplicativo: [_2])',
  'Virtual credit': 'Crédito virtual',
  'Your account has no trading activity.': 'Sua conta não tem atividade de negociação.',
  'Your statement has been sent to your e-mail address.': 'Seu extrato foi enviado para o seu endereço de e-mail.',
  'View statement': 'Ver extrato',
  'An additional password can be used to restrict access to the cashier.':
    'Uma senha adicional pode ser usada para restringir o acesso ao caixa.',
  'Cashier password': 'Senha do caixa',
  'From cryptocurrency to fiat: [_1] transfer fee': 'De criptomoeda para fiat: taxa de transferência de [_1]',
  'From fiat to cryptocurrency: [_1] transfer fee': 'De fiat para criptomoeda: taxa de transferência de [_1]',
  'Fund transfers between accounts are unavailable.': 'As transferências entre contas não estão disponíveis.',
  'Lock Cashier': 'Bloquear caixa',
  'Make another transfer': 'Fazer outra transferência',
  'Min: [_1] Max: [_2]': 'Mín.: [_1] Máx.: [_2]',
  'Re-enter password': 'Repita a senha',
  'The minimum fee is [_1].': 'A taxa mínima é [_1].',
  'Transfer Between Accounts': 'Transferência entre contas',
  'Transfer from': 'Transferir de',
  'Transfer funds between your fiat and cryptocurrency accounts for a fee:':
    'Transfira fundos entre as suas contas fiat e de criptomoeda mediante uma taxa:',
  'Transfer funds between your real money accounts.': 'Transfira fundos entre as suas contas de dinheiro real.',
  'Unlock Cashier': 'Desbloquear caixa',
  Update: 'Atualizar',
  'You have reached your withdrawal limit.': 'Você atingiu o seu limite de saque.',
  'Your cashier is locked as per your request - to unlock it, please enter the password.':
    'O seu caixa está bloqueado a seu pedido; para desbloqueá-lo, digite a senha.',
  'Your fund transfer is successful. Your new balances are:':
    'A sua transferência foi concluída. Os seus novos saldos são:',
  'Your settings have been updated successfully.': 'As suas configurações foram atualizadas com sucesso.',
  'The minimum required amount for using the account transfer facility is [_1].':
    'O valor mínimo para usar as transferências entre contas é [_1].',
  'You can top up your virtual account with [_1] when its balance is [_2] or less.':
    'Você pode recarregar a sua conta virtual com [_1] quando o saldo for de [_2] ou menos.',
  'Volatility Indices': 'Índices de volatilidade',
  Standard: 'Padrão',
  Advanced: 'Avançada',
  'Only letters and numbers are allowed.': 'Apenas letras e números são permitidos.',
  'Investor password': 'Senha de investidor',
  'Current password': 'Senha atual',
  'New account': 'Nova conta',
  'Demo or real money?': 'Demo ou dinheiro real?',
  Name: 'Nome',
  'Manager ID': 'ID do gestor',
  'New MAM account': 'Nova conta MAM',
  'Change password': 'Alterar senha',
  'MT5 account': 'Conta MT5',
  'Revoke manager': 'Revogar gestor',
  'The manager of [_1] has been revoked.': 'O gestor de [_1] foi revogado.',
  'Your MT5 account [_1] has been created.': 'A sua conta MT5 [_1] foi criada.',
  'Your MT5 password has been changed.': 'A sua senha MT5 foi alterada.',
  'Your token has expired or is invalid.': 'O seu token expirou ou é inválido.',
  'You are about to purchase a product that is not simple and may be difficult to understand. The CNMV considers that, in general, the acquisition of this product is not suitable for retail investors due to its complexity.':
    'Está prestes a adquirir um produto que não é simples e pode ser difícil de compreender. A CNMV considera que, em geral, a aquisição deste produto não é adequada para investidores de retalho devido à sua complexidade.',
  '$25,000 - $50,000': 'US$ 25.000 - US$ 50.000',
  '$50,001 - $100,000': 'US$ 50.001 - US$ 100.000',
  '$100,001 - $500,000': 'US$ 100.001 - US$ 500.000',
  '$100,000 - $250,000': 'US$ 100.000 - US$ 250.000',
  '$250,001 - $500,000': 'US$ 250.001 - US$ 500.000',
  '$500,001 - $1,000,000': 'US$ 500.001 - US$ 1.000.000',
  'Less than $25,000': 'Menos de US$ 25.000',
  'Less than $100,000': 'Menos de US$ 100.000',
  'Over $500,000': 'Mais de US$ 500.000',
  'Over $1,000,000': 'Mais de US$ 1.000.000',
  '0-1 year': '0-1 ano',
  '1-2 years': '1-2 anos',
  'Over 3 years': 'Mais de 3 anos',
  '0-5 transactions in the past 12 months': '0-5 transações nos últimos 12 meses',
  '6-10 transactions in the past 12 months': '6-10 transações nos últimos 12 meses',
  '11-39 transactions in the past 12 months': '11-39 transações nos últimos 12 meses',
  '40 transactions or more in the past 12 months': '40 transações ou mais nos últimos 12 meses',
  'Accumulation of Income/Savings': 'Acumulação de rendimentos/poupanças',
  'Anticipated Account Turnover': 'Volume de negócios previsto da conta',
  'Binary options trading experience': 'Experiência em opções binárias',
  'Binary options trading frequency': 'Frequência de negociação de opções binárias',
  'CFDs trading experience': 'Experiência em CFD',
  'CFDs trading frequency': 'Frequência de negociação de CFD',
  'Cash Business': 'Negócio em numerário',
  'Chief Executives, Senior Officials and Legislators': 'Diretores, altos funcionários e legisladores',
  Clerks: 'Administrativos',
  'Company Ownership': 'Propriedade de empresa',
  'Connect our Telegram bot to your account with an API token of your account.':
    'Ligue o nosso bot do Telegram à sua conta com um token API da sua conta.',
  Construction: 'Construção',
  Education: 'Educação',
  Employed: 'Empregado',
  'Employment Status': 'Situação profissional',
  'Estimated Net Worth': 'Património líquido estimado',
  Finance: 'Finanças',
  'Financial Assessment': 'Avaliação financeira',
  'Financial Information': 'Informações financeiras',
  'Forex trading experience': 'Experiência em Forex',
  'Forex trading frequency': 'Frequência de negociação em Forex',
  Health: 'Saúde',
  'I would like to be treated as a professional client.': 'Gostaria de ser tratado como cliente profissional.',
  'Income Source': 'Fonte de rendimento',
  'Industry of Employment': 'Setor de atividade',
  'Information & Communications Technology': 'Tecnologias de informação e comunicação',
  Inheritance: 'Herança',
  Investments: 'Investimentos',
  'Investments & Dividends': 'Investimentos e dividendos',
  'Level of Education': 'Nível de escolaridade',
  Managers: 'Gestores',
  'Net Annual Income': 'Rendimento anual líquido',
  Occupation: 'Profissão',
  'Open the bot in Telegram': 'Abrir o bot no Telegram',
  'Other financial instruments trading experience': 'Experiência em outros instrumentos financeiros',
  'Other financial instruments trading frequency': 'Frequência de negociação de outros instrumentos financeiros',
  Pension: 'Pensão',
  Pensioner: 'Reformado',
  'Please answer every question: the answers help us understand your trading knowledge and experience.':
    'Responda a todas as perguntas: as respostas ajudam-nos a compreender os seus conhecimentos e experiência de negociação.',
  Primary: 'Primário',
  'Professional Client': 'Cliente profissional',
  'Professional clients are not covered by some of the protections retail clients have, and may trade financial binary options in the EU.':
    'Os clientes profissionais não beneficiam de algumas das proteções dos clientes não profissionais e podem negociar opções binárias financeiras na UE.',
  Professionals: 'Profissionais',
  'Request professional status': 'Pedir o estatuto profissional',
  'Salaried Employee': 'Trabalhador por conta de outrem',
  'Savings & Inheritance': 'Poupanças e herança',
  Secondary: 'Secundário',
  'Self-Employed': 'Trabalhador independente',
  'Source of Wealth': 'Origem do património',
  'State Benefits': 'Prestações sociais',
  Student: 'Estudante',
  Students: 'Estudantes',
  'Telegram Bot': 'Bot do Telegram',
  'Terms and Conditions': 'Termos e condições',
  Tertiary: 'Superior',
  Token: 'Token',
  Tourism: 'Turismo',
  'Trading Experience': 'Experiência de negociação',
  Unemployed: 'Desempregado',
  'We have updated our Terms and Conditions. By clicking OK, you confirm that you have read and accepted the updated Terms and Conditions.':
    'Atualizámos os nossos termos e condições. Ao clicar em OK, confirma que leu e aceitou os termos e condições atualizados.',
  'You are categorised as a professional client.': 'Está classificado como cliente profissional.',
  'You are categorised as a retail client. Apply to be treated as a professional trader.':
    'Está classificado como cliente não profissional. Peça para ser tratado como negociador profissional.',
  'You did not change anything.': 'Não alterou nada.',
  'Your changes have been updated successfully.': 'As suas alterações foram atualizadas com sucesso.',
  'API Token': 'Token de API',
  'API tokens let you use your account through applications and scripts of your own.':
    'Os tokens de API permitem usar a sua conta através de aplicações e scripts próprios.',
  'Are you sure that you want to permanently delete token [_1]?':
    'Tem a certeza de que deseja eliminar permanentemente o token [_1]?',
  'Are you sure that you want to permanently revoke access to application [_1]?':
    'Tem a certeza de que deseja revogar permanentemente o acesso da aplicação [_1]?',
  'Authentication code': 'Código de autenticação',
  'Authorised Applications': 'Aplicações autorizadas',
  Browser: 'Navegador',
  Copied: 'Copiado',
  'Copy token [_1]': 'Copiar o token [_1]',
  Copy: 'Copiar',
  Create: 'Criar',
  'Date and time (UTC)': 'Data e hora (UTC)',
  'Delete token': 'Eliminar token',
  Delete: 'Eliminar',
  Disable: 'Desativar',
  Disabled: 'Desativada',
  Enable: 'Ativar',
  Enabled: 'Ativada',
  'Enter the 6-digit code the app shows.': 'Introduza o código de 6 dígitos que a aplicação mostra.',
  Failed: 'Falhou',
  'IP Address': 'Endereço IP',
  'If you cannot scan it, enter this secret key in the app instead:':
    'Se não conseguir digitalizá-lo, introduza esta chave secreta na aplicação:',
  'Last Used': 'Última utilização',
  'Login History': 'Histórico de início de sessão',
  Logout: 'Fim de sessão',
  Never: 'Nunca',
  No: 'Não',
  'Only letters, numbers, space, and underscore are allowed.':
    'Apenas letras, números, espaço e sublinhado são permitidos.',
  Permissions: 'Permissões',
  'Please select at least one scope': 'Selecione pelo menos um âmbito',
  'QR code of your secret key': 'Código QR da sua chave secreta',
  'Revoke access': 'Revogar acesso',
  'Scan the QR code below with an authentication app, such as Google Authenticator or Authy.':
    'Digitalize o código QR abaixo com uma aplicação de autenticação, como o Google Authenticator ou o Authy.',
  Scopes: 'Âmbitos',
  'Status:': 'Estado:',
  Successful: 'Bem-sucedido',
  'The maximum number of tokens ([_1]) has been reached.': 'Foi atingido o número máximo de tokens ([_1]).',
  'These applications can use your account with the permissions you granted them.':
    'Estas aplicações podem usar a sua conta com as permissões que lhes concedeu.',
  'To disable two-factor authentication, enter the code your authentication app shows.':
    'Para desativar a autenticação de dois fatores, introduza o código que a sua aplicação de autenticação mostra.',
  'Two-Factor Authentication': 'Autenticação de dois fatores',
  Yes: 'Sim',
  'You have no API tokens.': 'Não tem tokens de API.',
  'You have not granted access to any applications.': 'Não concedeu acesso a nenhuma aplicação.',
  'You have successfully disabled two-factor authentication for your account.':
    'Desativou com sucesso a autenticação de dois fatores da sua conta.',
  'You have successfully enabled two-factor authentication for your account.':
    'Ativou com sucesso a autenticação de dois fatores da sua conta.',
  'Your account has no Login/Logout activity.': 'A sua conta não tem atividade de início ou fim de sessão.',
  'Your last [_1] log-ins and log-outs.': 'Os seus últimos [_1] inícios e fins de sessão.',
  'Your tokens': 'Os seus tokens',
  Read: 'Leitura',
  Payments: 'Pagamentos',
  Admin: 'Administração',
  'Trading information': 'Informações de negociação',
  Authenticate: 'Autenticar',
  Passport: 'Passaporte',
  'Identity card': 'Bilhete de identidade',
  'Driving licence': 'Carta de condução',
  'Proof of address': 'Comprovativo de morada',
  Selfie: 'Selfie',
  'Front Side': 'Frente',
  'Reverse Side': 'Verso',
  Photo: 'Foto',
  Document: 'Documento',
  Pending: 'Pendente',
  'Compressing Image': 'A comprimir imagem',
  Checking: 'A verificar',
  Submitting: 'A enviar',
  Submitted: 'Enviado',
  'Unable to read file [_1]': 'Não é possível ler o ficheiro [_1]',
  'Upload status': 'Estado do envio',
  File: 'Ficheiro',
  'ID number is required for [_1].': 'O número de identificação é obrigatório para [_1].',
  'Only letters, numbers, space, underscore, and hyphen are allowed for ID number ([_1]).':
    'Apenas letras, números, espaço, sublinhado e hífen são permitidos no número de identificação ([_1]).',
  'Expiry date is required for [_1].': 'A data de validade é obrigatória para [_1].',
  'The expiry date must be at least 6 months from today.':
    'A data de validade deve ser de pelo menos 6 meses a partir de hoje.',
  'Front and reverse side photos of [_1] are required.': 'São necessárias fotos da frente e do verso de [_1].',
  'Invalid document format.': 'Formato de documento inválido.',
  'File ([_1]) size exceeds the permitted limit. Maximum allowed file size: [_2]':
    'O ficheiro ([_1]) excede o tamanho permitido. Tamanho máximo permitido: [_2]',
  'Thank you for submitting your documents': 'Obrigado por enviar os seus documentos',
  'We will let you know by e-mail once they are verified.': 'Iremos avisá-lo por e-mail assim que forem verificados.',
  'Verify your identity and address to take full advantage of all payment methods available.':
    'Verifique a sua identidade e morada para aproveitar ao máximo todos os métodos de pagamento disponíveis.',
  'Files must be PNG, JPG, JPEG, GIF or PDF (no PDF for the selfie) and under 8 MB each.':
    'Os ficheiros devem ser PNG, JPG, JPEG, GIF ou PDF (sem PDF para a selfie) e ter menos de 8 MB cada.',
  'Your documents have been submitted. We are now reviewing them.':
    'Os seus documentos foram enviados. Estamos agora a analisá-los.',
  'Upload documents': 'Enviar documentos',
  'Document type': 'Tipo de documento',
  'ID number': 'Número de identificação',
  'Expiry date': 'Data de validade',
  Accounts: 'Contas',
  Account: 'Conta',
  'Available markets': 'Mercados disponíveis',
  'Excluded until [_1]': 'Excluída até [_1]',
  'For any enquiries regarding disabled or excluded accounts, please contact customer support.':
    'Para qualquer dúvida sobre contas desativadas ou excluídas, contate o suporte ao cliente.',
  'Open a new account': 'Abrir uma nova conta',
  Commodities: 'Commodities',
  Forex: 'Forex',
  Indices: 'Índices',
  Stocks: 'Ações',
  'Sorry, you are too young to open an account.': 'Desculpe, você é jovem demais para abrir uma conta.',
  'Please accept the terms and conditions.': 'Aceite os termos e condições.',
  'Please confirm that you are not a politically exposed person.':
    'Confirme que você não é uma pessoa politicamente exposta.',
  'Please confirm that all the information above is true and complete.':
    'Confirme que todas as informações acima são verdadeiras e completas.',
  "Mother's maiden name": 'Nome de solteira da mãe',
  'Name of your pet': 'Nome do seu animal de estimação',
  'Name of first love': 'Nome do primeiro amor',
  'Memorable town/city': 'Cidade memorável',
  'Memorable date': 'Data memorável',
  'Favourite dish': 'Prato favorito',
  'Brand of first car': 'Marca do primeiro carro',
  'Favourite artist': 'Artista favorito',
  'Source of income': 'Fonte de renda',
  'Employment status': 'Situação profissional',
  'Industry of employment': 'Setor de atuação',
  'Source of wealth': 'Origem do patrimônio',
  'Level of education': 'Nível de escolaridade',
  'Net annual income': 'Renda líquida anual',
  'Estimated net worth': 'Patrimônio líquido estimado',
  'Anticipated account turnover': 'Movimentação prevista da conta',
  'Risk disclaimer': 'Aviso de risco',
  'I accept the risks': 'Aceito os riscos',
  'Open a financial account': 'Abrir uma conta financeira',
  Security: 'Segurança',
  'Secret question': 'Pergunta secreta',
  'Secret answer': 'Resposta secreta',
  'Tax information': 'Informações fiscais',
  'Financial information': 'Informações financeiras',
  'I want to be treated as a professional client.': 'Quero ser tratado como cliente profissional.',
  'All the information above is true and complete.': 'Todas as informações acima são verdadeiras e completas.',
  'I have read and accept the terms and conditions.': 'Li e aceito os termos e condições.',
  'I am not a politically exposed person.': 'Não sou uma pessoa politicamente exposta.',
  'Bitcoin Cash (BCH)': 'Bitcoin Cash (BCH)',
  'This account deposits and withdraws Bitcoin Cash (BCH) only. Funds sent to or from an address of any other cryptocurrency are lost for good.':
    'Esta conta deposita e levanta apenas Bitcoin Cash (BCH). Fundos enviados para ou de um endereço de qualquer outra criptomoeda são perdidos para sempre.',
  'I understand and agree.': 'Compreendo e aceito.',
  Continue: 'Continuar',
  'Your cashier is locked.': 'O seu caixa está bloqueado.',
  'You have reached the withdrawal limit.': 'Atingiu o limite de levantamento.',
  'Your cashier is locked as per your request. To unlock it, please click [_1]here[_2].':
    'O seu caixa está bloqueado a seu pedido. Para o desbloquear, clique [_1]aqui[_2].',
  'Payment methods': 'Métodos de pagamento',
  'This is a demo account with virtual money to practise with. [_1]Top up your demo account[_2] whenever it runs low.':
    'Esta é uma conta demo com dinheiro virtual para praticar. [_1]Carregue a sua conta demo[_2] sempre que o saldo estiver baixo.',
  'Cryptocurrency cashier': 'Caixa de criptomoedas',
  'Deposit and withdraw': 'Depositar e levantar',
  'Your account holds [_1]: deposit and withdraw [_1] through the cryptocurrency cashier.':
    'A sua conta está em [_1]: deposite e levante [_1] através do caixa de criptomoedas.',
  'Fund your account and withdraw from it by bank wire, card or e-wallet.':
    'Financie a sua conta e levante fundos por transferência bancária, cartão ou carteira eletrónica.',
  'The payment methods offered to you depend on your country of residence and your account currency.':
    'Os métodos de pagamento oferecidos dependem do seu país de residência e da moeda da sua conta.',
  'Deposit and withdraw in your local currency through a payment agent near you.':
    'Deposite e levante na sua moeda local através de um agente de pagamento perto de si.',
  'See the payment agents': 'Ver os agentes de pagamento',
  'Your [_1]personal details[_2] are incomplete. Please update them to access the cashier.':
    'Os seus [_1]dados pessoais[_2] estão incompletos. Atualize-os para aceder ao caixa.',
  'To access the cashier, please complete these [_1]personal details[_2]:':
    'Para aceder ao caixa, complete estes [_1]dados pessoais[_2]:',
  'Please [_1]accept the updated Terms and Conditions[_2] to access the cashier.':
    '[_1]Aceite os Termos e Condições atualizados[_2] para aceder ao caixa.',
  'Your account is not fully authenticated. Please [_1]authenticate[_2] your account.':
    'A sua conta não está totalmente autenticada. [_1]Autentique[_2] a sua conta.',
  'Your financial risk approval is required. Please contact customer support for more information.':
    'É necessária a sua aprovação do risco financeiro. Contacte o apoio ao cliente para mais informações.',
  'Your account needs age verification. Please contact customer support for more information.':
    'A sua conta precisa de verificação de idade. Contacte o apoio ao cliente para mais informações.',
  'Please set your [_1]30-day turnover limit[_2] to access the cashier.':
    'Defina o seu [_1]limite de volume de 30 dias[_2] para aceder ao caixa.',
  'Sorry, you have entered an incorrect cashier password.':
    'Lamentamos, introduziu uma palavra-passe de caixa incorreta.',
  'Send only [_1] to this address:': 'Envie apenas [_1] para este endereço:',
  'UK funds protection': 'Proteção de fundos no Reino Unido',
  'We are required by our licence to inform you about what happens to your funds should we become insolvent (the level of funds protection).':
    'A nossa licença obriga-nos a informá-lo sobre o que acontece aos seus fundos caso fiquemos insolventes (o nível de proteção de fundos).',
  'We hold customer funds in bank accounts separate from our operational accounts, which would not form part of our assets in the event of insolvency. This meets the Gambling Commission’s requirements for the segregation of customer funds at the level: medium protection.':
    'Mantemos os fundos dos clientes em contas bancárias separadas das nossas contas operacionais, que não fariam parte dos nossos ativos em caso de insolvência. Isto cumpre os requisitos da Gambling Commission para a segregação de fundos de clientes no nível: proteção média.',
  Proceed: 'Prosseguir',
  'Bank wire': 'Transferência bancária',
  'Deposits arrive in 1 to 3 business days; withdrawals are paid to the bank account you deposited from.':
    'Os depósitos chegam em 1 a 3 dias úteis; os levantamentos são pagos na conta bancária de onde depositou.',
  'Credit and debit cards': 'Cartões de crédito e débito',
  'Visa and Mastercard deposits arrive at once; withdrawals go back to the card.':
    'Os depósitos com Visa e Mastercard chegam de imediato; os levantamentos voltam para o cartão.',
  'E-wallets': 'Carteiras eletrónicas',
  'Skrill, Neteller and other e-wallets: deposits arrive at once, withdrawals within one business day.':
    'Skrill, Neteller e outras carteiras eletrónicas: depósitos imediatos, levantamentos num dia útil.',
  'Bitcoin, Bitcoin Cash, Ethereum, Litecoin and Tether accounts deposit and withdraw through the cryptocurrency cashier, once the network confirms the transaction.':
    'As contas em Bitcoin, Bitcoin Cash, Ethereum, Litecoin e Tether depositam e levantam através do caixa de criptomoedas, depois de a rede confirmar a transação.',
  'Please check your email for the verification link to complete the process.':
    'Verifique o seu e-mail para encontrar o link de verificação e concluir o processo.',
  Country: 'País',
  'Email address': 'Endereço de e-mail',
  'Withdrawal address': 'Endereço de levantamento',
  'Withdraw [_1] [_2] to [_3]?': 'Levantar [_1] [_2] para [_3]?',
  '30-day deposit limit': 'Limite de depósito de 30 dias',
  '30-day limit on losses': 'Limite de perdas de 30 dias',
  '30-day turnover limit': 'Limite de volume de 30 dias',
  '7-day deposit limit': 'Limite de depósito de 7 dias',
  '7-day limit on losses': 'Limite de perdas de 7 dias',
  '7-day turnover limit': 'Limite de volume de 7 dias',
  'API token': 'Token de API',
  'Account limits': 'Limites da conta',
  Amounts: 'Valores',
  'Ask to be treated as a professional client.': 'Peça para ser tratado como cliente profissional.',
  Authentication: 'Autenticação',
  'Authorised applications': 'Aplicativos autorizados',
  'Change the password you log in with.': 'Altere a senha com que você faz login.',
  'Confirm your limits': 'Confirme seus limites',
  'Connect our Telegram bot to your account.': 'Conecte nosso bot do Telegram à sua conta.',
  'Create and delete tokens that let other applications use your account.':
    'Crie e exclua tokens que permitem que outros aplicativos usem sua conta.',
  'Daily deposit limit': 'Limite de depósito diário',
  'Daily limit on losses': 'Limite de perdas diário',
  'Daily turnover limit': 'Limite de volume diário',
  'Email preference': 'Preferências de e-mail',
  'Exclude me from the website until': 'Excluir-me do site até',
  'Exclude time cannot be for more than 5 years.': 'O período de exclusão não pode ser superior a 5 anos.',
  'Exclude time cannot be less than 6 months.': 'O período de exclusão não pode ser inferior a 6 meses.',
  'Financial assessment': 'Avaliação financeira',
  'Limit your trading, take a time-out or exclude yourself from the website.':
    'Limite seu trading, faça uma pausa ou exclua-se do site.',
  'Lock your cashier with a password of its own, or unlock it.':
    'Bloqueie seu caixa com uma senha própria, ou desbloqueie-o.',
  'Login history': 'Histórico de login',
  'No limit': 'Sem limite',
  'Positions and sessions': 'Posições e sessões',
  'Professional client': 'Cliente profissional',
  Profile: 'Perfil',
  'Protect your log-in with a code from an authenticator app.':
    'Proteja seu login com um código de um aplicativo autenticador.',
  'Read and accept the latest terms and conditions.': 'Leia e aceite os termos e condições mais recentes.',
  'Receive news and special offers': 'Receber notícias e ofertas especiais',
  'See the applications you allowed to use your account, and revoke their access.':
    'Veja os aplicativos que você autorizou a usar sua conta e revogue o acesso deles.',
  'See when and from where your account was logged in to.': 'Veja quando e de onde sua conta foi acessada.',
  'See your trading and withdrawal limits.': 'Veja seus limites de trading e de saque.',
  'Self-exclusion facilities': 'Autoexclusão',
  'Session duration limit, in minutes': 'Limite de duração da sessão, em minutos',
  'Set limits on your own trading. A limit you set can be lowered at any time; raising or removing it takes effect only after the period it covers.':
    'Defina limites para seu próprio trading. Um limite definido pode ser reduzido a qualquer momento; aumentá-lo ou removê-lo só tem efeito após o período que ele cobre.',
  Settings: 'Configurações',
  'Sorry, an error occurred while processing your account.': 'Desculpe, ocorreu um erro ao processar sua conta.',
  'Telegram bot': 'Bot do Telegram',
  'Tell us about your trading experience and financial situation.':
    'Conte-nos sobre sua experiência de trading e situação financeira.',
  'Terms and conditions': 'Termos e condições',
  'These limits apply to your account at once. Until the period of a limit ends you will not be able to raise or remove it. Do you want to apply them?':
    'Esses limites se aplicam à sua conta imediatamente. Até o fim do período de um limite você não poderá aumentá-lo nem removê-lo. Deseja aplicá-los?',
  'Time out cannot be in the past.': 'A pausa não pode estar no passado.',
  'Time out cannot be more than 6 weeks.': 'A pausa não pode ser superior a 6 semanas.',
  'Time out must be after today.': 'A pausa deve terminar depois de hoje.',
  'Time out until (date)': 'Pausa até (data)',
  'Time out until (time, GMT)': 'Pausa até (hora, GMT)',
  'Two-factor authentication': 'Autenticação de dois fatores',
  'Update settings': 'Atualizar configurações',
  'Upload the documents that prove your identity and address.':
    'Envie os documentos que comprovam sua identidade e endereço.',
  'View your personal details and update those you may change.':
    'Veja seus dados pessoais e atualize os que você pode alterar.',
  'Yes, apply them': 'Sim, aplicar',
  'Your account was opened through a social network sign-in, so it has no password to change.':
    'Sua conta foi aberta por login de rede social, portanto não tem senha para alterar.',
  'Your changes have been updated.': 'Suas alterações foram atualizadas.',
  'Your password has been changed. Please log in again.': 'Sua senha foi alterada. Faça login novamente.',
  'Your personal details are complete.': 'Seus dados pessoais estão completos.',
  Identity: 'Identidade',
  'Contact us': 'Fale conosco',
  'Our support team helps with your account, deposits and withdrawals, and trading. Reach us the way that suits you.':
    'A nossa equipa de apoio ajuda com a sua conta, depósitos e levantamentos, e trading. Contacte-nos da forma que preferir.',
  'Write to us at [_1]. We answer every e-mail within 24 hours.':
    'Escreva-nos para [_1]. Respondemos a todos os e-mails em 24 horas.',
  'Call us on the line for your region.': 'Ligue-nos para a linha da sua região.',
  'United Kingdom': 'Reino Unido',
  Malaysia: 'Malásia',
  Australia: 'Austrália',
  'Rest of the world': 'Resto do mundo',
  'Support hours': 'Horário de apoio',
  'Our team is at work at these times (UTC+8):': 'A nossa equipa está disponível neste horário (UTC+8):',
  'Monday to Friday': 'De segunda a sexta-feira',
  'Saturday and Sunday': 'Sábado e domingo',
  'Chat with a member of our support team during support hours.':
    'Converse com um membro da nossa equipa de apoio durante o horário de apoio.',
  'Leave us a message': 'Deixe-nos uma mensagem',
  'Our live chat is offline. Leave us a message and we will answer by e-mail.':
    'O nosso chat ao vivo está offline. Deixe-nos uma mensagem e responderemos por e-mail.',
  Message: 'Mensagem',
  'Send message': 'Enviar mensagem',
  "Thank you, we'll get back to you within 24 hours": 'Obrigado, entraremos em contacto consigo em 24 horas',
  'Site links': 'Ligações do site',
  'A competitive salary, health cover, paid training and help with relocation where a role needs it.':
    'Um salário competitivo, plano de saúde, formação paga e ajuda na mudança quando a função o exige.',
  Accountant: 'Contabilista',
  'Answers our clients by live chat and e-mail.': 'Responde aos nossos clientes por chat ao vivo e e-mail.',
  'Build the pages our clients trade on, in TypeScript and React, quick and accessible on every screen.':
    'Construa as páginas em que os nossos clientes negociam, em TypeScript e React, rápidas e acessíveis em qualquer ecrã.',
  'Builds and runs the trading platform, the website and the desktop app.':
    'Desenvolve e opera a plataforma de negociação, o site e a aplicação de desktop.',
  Careers: 'Carreiras',
  Compliance: 'Conformidade',
  'Compliance analyst': 'Analista de conformidade',
  'Content writer': 'Redator/a de conteúdos',
  'Customer Support': 'Apoio ao Cliente',
  'Customer support agent': 'Agente de apoio ao cliente',
  'Cyberjaya, Malaysia': 'Cyberjaya, Malásia',
  'DevOps engineer': 'Engenheiro/a DevOps',
  Download: 'Transferir',
  'Download for Windows': 'Transferir para Windows',
  'Download for macOS': 'Transferir para macOS',
  'Front-end developer': 'Programador/a front-end',
  'Help clients with their accounts, deposits and trades by live chat and e-mail.':
    'Ajude os clientes com as suas contas, depósitos e negociações por chat ao vivo e e-mail.',
  'Home of our Labuan company and its compliance team.':
    'Sede da nossa empresa de Labuan e da sua equipa de conformidade.',
  'Information Technology': 'Tecnologias de Informação',
  'Join us': 'Junte-se a nós',
  "Keep the platform's servers, releases and monitoring reliable around the clock.":
    'Mantenha fiáveis, a qualquer hora, os servidores, os lançamentos e a monitorização da plataforma.',
  "Keeps the company's books and our clients' money in order.":
    'Mantém em ordem as contas da empresa e o dinheiro dos nossos clientes.',
  'Labuan, Malaysia': 'Labuan, Malásia',
  'Makes sure we meet the rules of every regulator we answer to.':
    'Garante que cumprimos as regras de cada regulador perante o qual respondemos.',
  Malta: 'Malta',
  Marketing: 'Marketing',
  'Nothing to install: open the site in an up-to-date browser and trade from any computer.':
    'Nada para instalar: abra o site num navegador atualizado e negoceie a partir de qualquer computador.',
  'Open positions': 'Vagas abertas',
  'Our European base for compliance, accounts and marketing.':
    'A nossa base europeia de conformidade, contabilidade e marketing.',
  'Our largest office: engineering, quality assurance and customer support.':
    'O nosso maior escritório: engenharia, garantia de qualidade e apoio ao cliente.',
  'Our offices': 'Os nossos escritórios',
  'QA engineer': 'Engenheiro/a de QA',
  'Quality Assurance': 'Garantia de Qualidade',
  'Reconcile payments, prepare the monthly reports and work with our auditors.':
    'Reconcilie pagamentos, prepare os relatórios mensais e trabalhe com os nossos auditores.',
  'Review client documents and keep our procedures in line with regulation.':
    'Analise documentos de clientes e mantenha os nossos procedimentos de acordo com a regulamentação.',
  'See all open positions': 'Ver todas as vagas',
  'See the roles we are hiring for now, department by department.':
    'Veja as funções para as quais estamos a contratar agora, departamento a departamento.',
  'Small teams own their part of the product, from the first idea to the release and what our clients say about it.':
    'Equipas pequenas são responsáveis pela sua parte do produto, da primeira ideia ao lançamento e ao que os nossos clientes dizem dele.',
  'Strike for desktop': 'Strike para desktop',
  'Strike is built by an international team of engineers, analysts and support staff who care about getting the details right for our clients.':
    'A Strike é construída por uma equipa internacional de engenheiros, analistas e pessoal de apoio que se preocupa em acertar cada detalhe para os nossos clientes.',
  'Tells traders what Strike offers, in their own language.':
    'Mostra aos traders o que a Strike oferece, na sua própria língua.',
  'Tests every release before it reaches our clients.': 'Testa cada versão antes de chegar aos nossos clientes.',
  'The desktop app puts your account, charts and trades in a window of its own.':
    'A aplicação de desktop coloca a sua conta, os seus gráficos e as suas negociações numa janela própria.',
  'The download is unavailable at the moment. Please try again later.':
    'A transferência não está disponível de momento. Tente novamente mais tarde.',
  'This version has no Windows installer.': 'Esta versão não tem instalador para Windows.',
  'This version has no macOS installer.': 'Esta versão não tem instalador para macOS.',
  'To apply, [_1]contact us[_2] with your CV and the title of the position.':
    'Para se candidatar, [_1]contacte-nos[_2] com o seu CV e o título da vaga.',
  'Trade in your browser': 'Negoceie no seu navegador',
  'Trade with Strike in your browser or in the desktop app.':
    'Negoceie com a Strike no seu navegador ou na aplicação de desktop.',
  'Try again': 'Tentar novamente',
  'Version [_1], released [_2]': 'Versão [_1], publicada em [_2]',
  'View open positions': 'Ver vagas abertas',
  'We have no department by that name. It may have been renamed, or its positions filled.':
    'Não temos nenhum departamento com esse nome. Pode ter mudado de nome, ou as suas vagas foram preenchidas.',
  'What we offer': 'O que oferecemos',
  'Working at Strike': 'Trabalhar na Strike',
  'Write automated tests and explore new features to find problems before our clients do.':
    'Escreva testes automáticos e explore as novas funcionalidades para encontrar problemas antes dos nossos clientes.',
  'Write clear guides and announcements about trading and our products.':
    'Escreva guias e anúncios claros sobre negociação e os nossos produtos.',
  '13 languages.': '13 idiomas.',
  '5 markets: forex, stock indices, OTC stocks, commodities and volatility indices.':
    '5 mercados: forex, índices de ações, ações OTC, commodities e índices de volatilidade.',
  'A binary option pays a fixed amount when your prediction about a market is right, and nothing when it is wrong. You know your largest possible loss before you buy.':
    'Uma opção binária paga um valor fixo se a sua previsão sobre um mercado estiver certa, e nada se estiver errada. Você conhece a sua perda máxima antes de comprar.',
  'A contract for difference (CFD) lets you trade the price movement of an asset without owning it.':
    'Um contrato por diferença (CFD) permite negociar o movimento de preço de um ativo sem possuí-lo.',
  'A few habits keep your account and your money secure.':
    'Alguns hábitos mantêm a sua conta e o seu dinheiro seguros.',
  'A partner who refers clients to Strike and earns a share of the revenue from their trading.':
    'Um parceiro que nos apresenta clientes e recebe uma parte da receita das negociações deles.',
  'An upgrade to a real money account at any time.': 'A mudança para uma conta de dinheiro real a qualquer momento.',
  'Answers to the questions partners ask most.': 'Respostas às perguntas mais frequentes dos parceiros.',
  'Back to [_1]': 'Voltar para [_1]',
  'Become a payment agent': 'Torne-se agente de pagamento',
  'Become an introducing broker': 'Torne-se um introducing broker',
  'Binary options': 'Opções binárias',
  'Binary options on MetaTrader 5': 'Opções binárias no MetaTrader 5',
  CFDs: 'CFDs',
  'CFDs are traded on MetaTrader 5 accounts.': 'Os CFDs são negociados em contas MetaTrader 5.',
  'CFDs are traded with leverage: a small deposit controls a larger position, so gains and losses are both magnified.':
    'Os CFDs são negociados com alavancagem: um pequeno depósito controla uma posição maior, por isso ganhos e perdas são ampliados.',
  'Check the price and buy the contract.': 'Confira o preço e compre o contrato.',
  'Choose a binary option in the market watch, set its duration and stake, and buy. The result is paid to your MetaTrader 5 account.':
    'Escolha uma opção binária na observação do mercado, defina a duração e o valor de entrada e compre. O resultado é pago na sua conta MetaTrader 5.',
  'Choose a market': 'Escolha um mercado',
  'Choose an instrument, set the volume and place a buy or sell order.':
    'Escolha um instrumento, defina o volume e envie uma ordem de compra ou de venda.',
  'Choose the platform that suits the way you trade.': 'Escolha a plataforma que combina com a sua forma de negociar.',
  'Clear prices': 'Preços claros',
  'Client funds are kept apart from the company’s own funds.':
    'Os fundos dos clientes são mantidos separados dos fundos próprios da empresa.',
  'Commissions are paid into your account every month.': 'As comissões são pagas na sua conta todos os meses.',
  'Contract size': 'Tamanho do contrato',
  'Contract specifications': 'Especificações de contratos',
  'Contracts lasting from a few ticks to a year.': 'Contratos de alguns ticks até um ano.',
  Contributing: 'Contribuir',
  'Cryptocurrency prices can move sharply within minutes. Trade only amounts you can afford to lose.':
    'Os preços das criptomoedas podem variar fortemente em minutos. Negocie apenas valores que você pode perder.',
  Cyberjaya: 'Cyberjaya',
  'Does it cost anything?': 'Tem algum custo?',
  'Download MetaTrader 5': 'Baixar o MetaTrader 5',
  'Download the platform and log in with your MetaTrader 5 login and password.':
    'Baixe a plataforma e entre com o seu login e senha do MetaTrader 5.',
  'Earn by referring clients to us or by serving them as a payment agent.':
    'Ganhe indicando clientes ou atendendo-os como agente de pagamento.',
  'Economic calendar': 'Calendário econômico',
  'Every market and contract type.': 'Todos os mercados e tipos de contrato.',
  'Every new client gets a demo account with virtual money, so you can try any market without risk.':
    'Todo novo cliente recebe uma conta demo com dinheiro virtual para experimentar qualquer mercado sem risco.',
  'Financial STP account': 'Conta Financial STP',
  'Financial account': 'Conta Financial',
  'Forex is the trading of one currency against another, such as the euro against the US dollar.':
    'Forex é a negociação de uma moeda contra outra, como o euro contra o dólar americano.',
  'Get paid every month.': 'Receba todos os meses.',
  'Get started': 'Primeiros passos',
  'Gold, silver, platinum and palladium are traded against the US dollar and often move when markets are uncertain.':
    'Ouro, prata, platina e paládio são negociados contra o dólar americano e costumam se mover quando os mercados estão incertos.',
  'How a trade works': 'Como funciona uma negociação',
  'How am I paid?': 'Como sou pago?',
  'How it works': 'Como funciona',
  'How to trade on MetaTrader 5': 'Como negociar no MetaTrader 5',
  Instrument: 'Instrumento',
  'Interest rates, the strength of the dollar and demand from industry all affect metal prices.':
    'Juros, a força do dólar e a demanda da indústria afetam o preço dos metais.',
  'Introducing broker FAQ': 'Perguntas frequentes para introducing brokers',
  'Keep safe': 'Segurança',
  Labuan: 'Labuan',
  'Leverage and risk': 'Alavancagem e risco',
  'Log out when you use a shared computer.': 'Saia da conta quando usar um computador compartilhado.',
  'Logging in': 'Entrar',
  'Looking for an agent?': 'Procurando um agente?',
  'Major currency pairs move on economic news you can follow.':
    'Os principais pares de moedas se movem com notícias econômicas que você pode acompanhar.',
  'Markets and contracts': 'Mercados e contratos',
  'Maximum leverage': 'Alavancagem máxima',
  'MetaTrader 5 is a trading platform for forex, metals and CFDs, with advanced charts and automated trading.':
    'O MetaTrader 5 é uma plataforma de negociação para forex, metais e CFDs, com gráficos avançados e negociação automatizada.',
  'MetaTrader 5 offers accounts for different ways of trading. Each comes as a demo account and as a real money account.':
    'O MetaTrader 5 oferece contas para diferentes formas de negociar. Cada uma existe como conta demo e como conta de dinheiro real.',
  'MetaTrader 5 runs on Windows, macOS, Linux, iOS and Android, and in the browser.':
    'O MetaTrader 5 funciona em Windows, macOS, Linux, iOS e Android, e no navegador.',
  Metals: 'Metais',
  'Minimum volume': 'Volume mínimo',
  'New to trading? These short guides explain each market Strike offers and how to place your first trade.':
    'Novo em negociação? Estes guias curtos explicam cada mercado que a Strike oferece e como fazer a sua primeira negociação.',
  'Next steps': 'Próximos passos',
  'No deposit needed.': 'Nenhum depósito necessário.',
  'No. Joining the programme is free.': 'Não. Participar do programa é gratuito.',
  'Open a MetaTrader 5 account from your account page.': 'Abra uma conta MetaTrader 5 na sua página de contas.',
  'Open a free demo account': 'Abra uma conta demo grátis',
  'Open-source projects': 'Projetos de código aberto',
  'Our WebSocket API gives programs the same prices and trading functions as this site.':
    'A nossa API WebSocket oferece aos programas os mesmos preços e funções de negociação deste site.',
  'Our office in Cyberjaya, Malaysia, is home to our technology and customer support teams.':
    'O nosso escritório em Cyberjaya, na Malásia, abriga as nossas equipes de tecnologia e de atendimento ao cliente.',
  'Our office in Labuan, Malaysia, runs our licensed business in the Labuan financial centre.':
    'O nosso escritório em Labuan, na Malásia, conduz o nosso negócio licenciado no centro financeiro de Labuan.',
  'Our office in Malta serves our clients in the European Union.':
    'O nosso escritório em Malta atende os nossos clientes da União Europeia.',
  'Our other offices': 'Os nossos outros escritórios',
  'Our teams work from offices in Malaysia and Malta.':
    'As nossas equipes trabalham em escritórios na Malásia e em Malta.',
  'Partner with us': 'Seja nosso parceiro',
  'Payment agents help clients deposit and withdraw in their local currency, and earn a commission on each transaction.':
    'Os agentes de pagamento ajudam os clientes a depositar e sacar na moeda local e recebem uma comissão por transação.',
  'Pick a market and a contract type, such as Rise/Fall.': 'Escolha um mercado e um tipo de contrato, como Sobe/Desce.',
  Platforms: 'Plataformas',
  'Practise first': 'Pratique primeiro',
  'Practise trading with virtual money before you risk your own.':
    'Pratique com dinheiro virtual antes de arriscar o seu.',
  'Prices streamed every second.': 'Preços atualizados a cada segundo.',
  'Protect your account': 'Proteja a sua conta',
  'Range of markets': 'Variedade de mercados',
  'Refer traders to Strike and earn a commission on their trades for as long as they trade.':
    'Indique traders para a Strike e ganhe comissão sobre as negociações deles enquanto negociarem.',
  'Reports of problems and improvements are welcome on our public repositories.':
    'Relatos de problemas e melhorias são bem-vindos nos nossos repositórios públicos.',
  'Set the duration and your stake or payout.': 'Defina a duração e o valor de entrada ou o pagamento.',
  'Share it with your audience.': 'Compartilhe-o com o seu público.',
  'Sign up and get your referral link.': 'Cadastre-se e obtenha o seu link de indicação.',
  'Strike in numbers': 'A Strike em números',
  'Strike web trader': 'Plataforma web da Strike',
  'The economic calendar is unavailable at the moment.': 'O calendário econômico não está disponível no momento.',
  'The main terms of the instruments you can trade on MetaTrader 5.':
    'As principais condições dos instrumentos que você pode negociar no MetaTrader 5.',
  'The market is open around the clock on weekdays.': 'O mercado fica aberto dia e noite nos dias úteis.',
  'This offer is not available in your country of residence.':
    'Esta oferta não está disponível no seu país de residência.',
  'Trade binary options from MetaTrader 5, next to your other positions.':
    'Negocie opções binárias no MetaTrader 5, ao lado das suas outras posições.',
  'Trade binary options from the MetaTrader 5 platform, next to your forex positions.':
    'Negocie opções binárias na plataforma MetaTrader 5, ao lado das suas posições de forex.',
  'Trade binary options in your browser with live prices and charts. There is nothing to install.':
    'Negocie opções binárias no navegador com preços e gráficos ao vivo. Nada para instalar.',
  'Trade forex, metals and CFDs on a widely used platform, on desktop and mobile.':
    'Negocie forex, metais e CFDs numa plataforma muito usada, no computador e no celular.',
  'Trade forex, metals and CFDs with high leverage.': 'Negocie forex, metais e CFDs com alta alavancagem.',
  'Binary options are offered on five markets. Choose one to see what it includes.':
    'As opções binárias são oferecidas em cinco mercados. Escolha um para ver o que inclui.',
  'Major and minor currency pairs, such as the euro against the US dollar, traded around the clock on weekdays.':
    'Pares de moedas principais e secundários, como o euro contra o dólar americano, negociados a qualquer hora nos dias úteis.',
  'The main stock indices of the Americas, Europe and Asia, traded while their exchanges are open.':
    'Os principais índices de ações das Américas, da Europa e da Ásia, negociados enquanto as suas bolsas estão abertas.',
  'Shares of large American and European companies, traded over the counter while their home markets are open.':
    'Ações de grandes empresas americanas e europeias, negociadas no mercado de balcão enquanto os seus mercados de origem estão abertos.',
  'Metals such as gold and silver, and energy such as oil, priced in US dollars.':
    'Metais como ouro e prata, e energia como petróleo, cotados em dólares americanos.',
  'Synthetic indices with a constant volatility, open every day around the clock. No news or market event moves them.':
    'Índices sintéticos com volatilidade constante, abertos todos os dias a qualquer hora. Nenhuma notícia ou evento de mercado os move.',
  'Binary options on forex': 'Opções binárias sobre forex',
  'Binary options on commodities': 'Opções binárias sobre commodities',
  'Binary options on volatility indices': 'Opções binárias sobre índices de volatilidade',
  'Next steps with your demo account': 'Próximos passos com a sua conta demo',
  'Trade synthetic indices that run around the clock with a constant volatility.':
    'Negocie índices sintéticos que funcionam a qualquer hora com volatilidade constante.',
  'Trade the price of Bitcoin, Ethereum and other cryptocurrencies against the US dollar without holding a wallet.':
    'Negocie o preço do Bitcoin, do Ethereum e de outras criptomoedas contra o dólar americano sem ter uma carteira.',
  'Traders choose Strike for clear prices, quick payouts and support that answers.':
    'Os traders escolhem a Strike por preços claros, pagamentos rápidos e um suporte que responde.',
  'Trading API': 'API de negociação',
  'Turn on two-factor authentication.': 'Ative a autenticação de dois fatores.',
  'Types of accounts': 'Tipos de conta',
  'Upcoming economic announcements that can move the markets.':
    'Próximos anúncios econômicos que podem mexer com os mercados.',
  'Use a strong password that you use nowhere else.': 'Use uma senha forte que você não usa em nenhum outro lugar.',
  'Use the login and the server shown on your MetaTrader 5 accounts page.':
    'Use o login e o servidor exibidos na sua página de contas MetaTrader 5.',
  Volatility: 'Volatilidade',
  'Volatility indices account': 'Conta de índices de volatilidade',
  'We never ask for your password by e-mail or by phone.': 'Nunca pedimos a sua senha por e-mail ou por telefone.',
  'We publish tools we build and use, so that developers can build on our platform.':
    'Publicamos ferramentas que criamos e usamos, para que desenvolvedores possam construir sobre a nossa plataforma.',
  'What is an introducing broker?': 'O que é um introducing broker?',
  'What moves metal prices': 'O que move o preço dos metais',
  'What our platform offers, in a few figures.': 'O que a nossa plataforma oferece, em alguns números.',
  'What you get': 'O que você recebe',
  'Where to trade CFDs': 'Onde negociar CFDs',
  'Who can apply': 'Quem pode se candidatar',
  'Why trade forex': 'Por que negociar forex',
  'Why us': 'Por que nós',
  'You can serve clients in your country with local payment methods.':
    'Você pode atender clientes do seu país com métodos de pagamento locais.',
  'You can trade falling prices as well as rising ones.': 'Você pode negociar a queda dos preços tanto quanto a alta.',
  'You hold a real money account with us.': 'Você tem uma conta de dinheiro real conosco.',
  'You pass our identity checks.': 'Você passa nas nossas verificações de identidade.',
  'You see the exact stake and payout before you buy, with no hidden fees.':
    'Você vê o valor de entrada e o pagamento exatos antes de comprar, sem taxas ocultas.',
  'Your demo account holds virtual money to practise with. When you are ready, open a real money account.':
    'A sua conta demo tem dinheiro virtual para praticar. Quando estiver pronto, abra uma conta de dinheiro real.',
  'Your demo account is ready': 'A sua conta demo está pronta',
  'Your first trade': 'A sua primeira negociação',
  'Your money is safe': 'O seu dinheiro está seguro',
  'Your orders go straight to our liquidity providers, with tight spreads.':
    'As suas ordens vão direto aos nossos provedores de liquidez, com spreads baixos.',
  FAQ: 'Perguntas frequentes',
  'Frequently asked questions': 'Perguntas frequentes',
  'Quick answers about your account, your money, trading and security.':
    'Respostas rápidas sobre a sua conta, o seu dinheiro, a negociação e a segurança.',
  Regulation: 'Regulamentação',
  'Responsible trading': 'Negociação responsável',
  'How do I open an account?': 'Como abro uma conta?',
  'Sign up with your e-mail address to get a free demo account with virtual money. When you are ready to trade with real money, open a real account from the Accounts page.':
    'Registe-se com o seu endereço de e-mail para obter uma conta demo gratuita com dinheiro virtual. Quando estiver pronto para negociar com dinheiro real, abra uma conta real na página Contas.',
  'Can I hold more than one account?': 'Posso ter mais de uma conta?',
  'Yes. Next to your demo account you may hold real accounts in different currencies, where the company that serves your country allows it. Switch between them from the account menu.':
    'Sim. Além da conta demo, pode ter contas reais em várias moedas, se a empresa que serve o seu país o permitir. Alterne entre elas no menu da conta.',
  'Why do you ask for proof of identity and address?': 'Porque pedem comprovativo de identidade e de morada?',
  'The law requires us to know who our clients are. Upload your documents on the Authenticate page; we review them and tell you by e-mail when your account is verified.':
    'A lei obriga-nos a conhecer os nossos clientes. Carregue os seus documentos na página Autenticar; analisamo-los e avisamos por e-mail quando a sua conta estiver verificada.',
  'Deposits and withdrawals': 'Depósitos e levantamentos',
  'How do I deposit money?': 'Como deposito dinheiro?',
  'Open the Cashier, choose Deposit and pick a payment method. The methods offered depend on your country of residence and your account currency.':
    'Abra a Caixa, escolha Depositar e um método de pagamento. Os métodos oferecidos dependem do seu país de residência e da moeda da sua conta.',
  'How long does a withdrawal take?': 'Quanto tempo demora um levantamento?',
  'We process withdrawal requests within one working day. How long the money then takes to reach you depends on your bank or payment provider.':
    'Processamos os pedidos de levantamento num dia útil. O tempo que o dinheiro leva depois a chegar depende do seu banco ou prestador de pagamentos.',
  'Are there limits on withdrawals?': 'Há limites para os levantamentos?',
  'Yes. The Limits page of your account shows how much you may withdraw; the limits rise once your account is verified.':
    'Sim. A página Limites da sua conta mostra quanto pode levantar; os limites aumentam quando a conta é verificada.',
  'What is a payment agent?': 'O que é um agente de pagamento?',
  'In some countries, independent local agents can fund your account and pay out your withdrawals in the local currency. The Payment agents page lists those who serve your country.':
    'Em alguns países, agentes locais independentes podem financiar a sua conta e pagar os seus levantamentos na moeda local. A página Agentes de pagamento lista os que servem o seu país.',
  'What can I trade?': 'O que posso negociar?',
  'Options on forex, stock indices, commodities, cryptocurrencies and synthetic indices, within what the company that holds your account is licensed to offer.':
    'Opções sobre forex, índices bolsistas, matérias-primas, criptomoedas e índices sintéticos, dentro do que a empresa que detém a sua conta está autorizada a oferecer.',
  'Can I practise before I risk real money?': 'Posso praticar antes de arriscar dinheiro real?',
  'Yes. Your demo account holds virtual money, so you can try every contract without risk and top it up whenever it runs low.':
    'Sim. A sua conta demo tem dinheiro virtual, por isso pode experimentar cada contrato sem risco e carregá-la sempre que estiver a acabar.',
  'How is the price of a contract set?': 'Como é definido o preço de um contrato?',
  'The price follows the market and the contract you choose. It is shown before you buy, and the contract is bought at that price or not at all.':
    'O preço acompanha o mercado e o contrato que escolher. É mostrado antes da compra, e o contrato é comprado a esse preço ou não é comprado.',
  'How do I keep my account secure?': 'Como mantenho a minha conta segura?',
  'Choose a strong password you use nowhere else, turn on two-factor authentication in your security settings, and never share your password or API tokens.':
    'Escolha uma palavra-passe forte que não use em mais lado nenhum, ative a autenticação de dois fatores nas definições de segurança e nunca partilhe a sua palavra-passe nem os seus tokens de API.',
  'I forgot my password. What should I do?': 'Esqueci-me da palavra-passe. O que faço?',
  'Use the password reset page: we e-mail you a link to choose a new password. The link works once and expires after a short while.':
    'Use a página de redefinição da palavra-passe: enviamos-lhe por e-mail uma ligação para escolher uma nova. A ligação funciona uma vez e expira pouco depois.',
  'How can I limit my trading?': 'Como posso limitar a minha negociação?',
  'The self-exclusion facilities in your security settings let you cap your stakes, losses and time on the site, or take a break from trading altogether.':
    'As ferramentas de autoexclusão nas definições de segurança permitem limitar as suas apostas, perdas e tempo no site, ou fazer uma pausa total na negociação.',
  'General terms': 'Termos gerais',
  'These terms govern your use of Strike and of the services of the company that holds your account. By opening an account you accept them.':
    'Estes termos regem a sua utilização da Strike e dos serviços da empresa que detém a sua conta. Ao abrir uma conta, aceita-os.',
  'We may change these terms. We tell you of important changes in advance, and you may close your account if you do not accept them.':
    'Podemos alterar estes termos. Avisamos com antecedência das alterações importantes, e pode fechar a sua conta se não as aceitar.',
  'Your account': 'A sua conta',
  'You must be at least 18 years old and live in a country where we offer our services. The details you give us must be true and kept up to date.':
    'Tem de ter pelo menos 18 anos e viver num país onde oferecemos os nossos serviços. Os dados que nos der têm de ser verdadeiros e mantidos atualizados.',
  'Keep your log-in details to yourself: you are responsible for everything done with your account.':
    'Guarde os seus dados de acesso para si: é responsável por tudo o que for feito com a sua conta.',
  'Trading and payments': 'Negociação e pagamentos',
  'A contract is bought at the price shown when you confirm it and settled by the platform’s records. We may cancel a contract bought at an obviously wrong price.':
    'Um contrato é comprado ao preço mostrado quando o confirma e liquidado segundo os registos da plataforma. Podemos cancelar um contrato comprado a um preço claramente errado.',
  'Deposits must come from payment methods in your own name, and withdrawals go back to them where possible, after the checks the law requires.':
    'Os depósitos têm de vir de métodos de pagamento em seu nome, e os levantamentos regressam a eles sempre que possível, após as verificações exigidas por lei.',
  'Risk disclosure': 'Aviso de risco',
  'Trading options carries a high risk: you can lose all the money you put into a contract. Past results do not promise future ones.':
    'Negociar opções envolve um risco elevado: pode perder todo o dinheiro que investir num contrato. Resultados passados não garantem resultados futuros.',
  'Trade only with money you can afford to lose, and make sure you understand a contract before you buy it.':
    'Negoceie apenas com dinheiro que pode dar-se ao luxo de perder e certifique-se de que compreende um contrato antes de o comprar.',
  Complaints: 'Reclamações',
  'If you are unhappy with our service, tell our support team first: most concerns are settled there.':
    'Se não estiver satisfeito com o nosso serviço, fale primeiro com a nossa equipa de apoio: a maioria das questões resolve-se aí.',
  'Otherwise send us a written complaint. We acknowledge it promptly and answer it in full within eight weeks; you may then refer it to the regulator of the company that holds your account.':
    'Caso contrário, envie-nos uma reclamação por escrito. Confirmamos a receção de imediato e respondemos por completo no prazo de oito semanas; depois pode remetê-la ao regulador da empresa que detém a sua conta.',
  'Our companies': 'As nossas empresas',
  'Strike’s services are provided by several companies, each licensed for the clients of certain countries. Which one holds your account depends on where you live and what you trade.':
    'Os serviços da Strike são prestados por várias empresas, cada uma autorizada para os clientes de certos países. A que detém a sua conta depende de onde vive e do que negoceia.',
  'Demo accounts hold virtual money only and are not a regulated service.':
    'As contas demo têm apenas dinheiro virtual e não são um serviço regulamentado.',
  'Deriv (SVG) LLC': 'Deriv (SVG) LLC',
  'Deriv (SVG) LLC is registered in Saint Vincent and the Grenadines. It serves clients outside the European Union and the United Kingdom, for every market the platform offers.':
    'A Deriv (SVG) LLC está registada em São Vicente e Granadinas. Serve clientes fora da União Europeia e do Reino Unido, em todos os mercados que a plataforma oferece.',
  'Deriv (Europe) Limited': 'Deriv (Europe) Limited',
  'Deriv (Europe) Limited, of W Business Centre, Birkirkara, Malta, is licensed and regulated by the Malta Gaming Authority. It offers options on synthetic indices to clients in the European Union.':
    'A Deriv (Europe) Limited, W Business Centre, Birkirkara, Malta, é licenciada e regulada pela Malta Gaming Authority. Oferece opções sobre índices sintéticos a clientes da União Europeia.',
  'Deriv Investments (Europe) Limited': 'Deriv Investments (Europe) Limited',
  'Deriv Investments (Europe) Limited, of W Business Centre, Birkirkara, Malta, is licensed by the Malta Financial Services Authority to provide investment services. It offers financial products to clients in the European Union and the United Kingdom.':
    'A Deriv Investments (Europe) Limited, W Business Centre, Birkirkara, Malta, é licenciada pela Malta Financial Services Authority para prestar serviços de investimento. Oferece produtos financeiros a clientes da União Europeia e do Reino Unido.',
  'Deriv (MX) Ltd': 'Deriv (MX) Ltd',
  'Deriv (MX) Ltd, of Millennium House, Douglas, Isle of Man, is licensed by the Isle of Man Gambling Supervision Commission and, for clients in Great Britain, by the UK Gambling Commission. It offers options on synthetic indices.':
    'A Deriv (MX) Ltd, Millennium House, Douglas, Ilha de Man, é licenciada pela Isle of Man Gambling Supervision Commission e, para clientes da Grã-Bretanha, pela UK Gambling Commission. Oferece opções sobre índices sintéticos.',
  'Trade with care': 'Negoceie com cuidado',
  'Trading should be a considered choice, never a way to win back losses or to solve money problems. Set yourself a budget and keep to it.':
    'Negociar deve ser uma escolha ponderada, nunca uma forma de recuperar perdas ou resolver problemas de dinheiro. Defina um orçamento e cumpra-o.',
  'Tools to stay in control': 'Ferramentas para manter o controlo',
  'Reality checks remind you at intervals how long you have been trading and what you have won or lost.':
    'As verificações de realidade lembram-lhe periodicamente há quanto tempo está a negociar e quanto ganhou ou perdeu.',
  'The self-exclusion facilities in your security settings let you cap your stakes, losses and time on the site, or exclude yourself for a period of your choice.':
    'As ferramentas de autoexclusão nas definições de segurança permitem limitar as suas apostas, perdas e tempo no site, ou excluir-se durante o período que escolher.',
  'Warning signs': 'Sinais de alerta',
  'Take a break if you trade for longer than you meant to, raise your stakes to recover losses, or keep your trading from the people close to you.':
    'Faça uma pausa se negociar durante mais tempo do que pretendia, aumentar as apostas para recuperar perdas ou esconder a sua negociação das pessoas próximas.',
  'Getting help': 'Obter ajuda',
  'If trading worries you, contact our support team: we can set limits on your account or close it. Independent organisations also give free and confidential advice on problem gambling.':
    'Se a negociação o preocupa, contacte a nossa equipa de apoio: podemos definir limites na sua conta ou fechá-la. Organizações independentes também dão aconselhamento gratuito e confidencial sobre jogo problemático.',
  'Regulatory information': 'Informações regulatórias',
  'Risk warning': 'Aviso de risco',
  'Binary options and CFDs are complex products, and trading them carries a high risk of losing money quickly. [_1]% of retail investor accounts lose money when trading these products with [_2].':
    'As opções binárias e os CFDs são produtos complexos, e negociá-los envolve um alto risco de perder dinheiro rapidamente. [_1]% das contas de investidores de varejo perdem dinheiro ao negociar esses produtos com a [_2].',
  'Only trade with money you can afford to lose, and make sure you understand how these products work before you start.':
    'Negocie apenas com dinheiro que você pode perder e certifique-se de entender como esses produtos funcionam antes de começar.',
  '[_1] is licensed and regulated as an investment services provider by the [_2]Malta Financial Services Authority[_3].':
    'A [_1] é licenciada e regulamentada como prestadora de serviços de investimento pela [_2]Malta Financial Services Authority[_3].',
  'GAMSTOP is a free self-exclusion scheme for Great Britain: it lets you block yourself from online gambling sites licensed there, this one included. Find out more at [_1]gamstop.co.uk[_2], or set your own limits on our [_3]self-exclusion page[_4].':
    'O GAMSTOP é um programa gratuito de autoexclusão para a Grã-Bretanha: ele permite que você se bloqueie nos sites de jogos online licenciados lá, incluindo este. Saiba mais em [_1]gamstop.co.uk[_2] ou defina seus próprios limites em nossa [_3]página de autoexclusão[_4].',
  'Redirect notice': 'Aviso de redirecionamento',
  'You are leaving [_1] for a third-party website. [_1] does not own or control that website and is not responsible for what it says or does. Do you want to proceed?':
    'Você está saindo da [_1] para um site de terceiros. A [_1] não é proprietária desse site nem o controla, e não é responsável pelo que ele diz ou faz. Deseja continuar?',
  'Map of the European Union countries we serve': 'Mapa dos países da União Europeia que servimos',
  'Clients in these countries are served by our Malta investment company.':
    'Os clientes destes países são atendidos pela nossa empresa de investimento de Malta.',
};

export default pt;
