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
  'Loading…': 'Carregando…',
  'Logging you in…': 'Conectando você…',
  'Login time': 'Hora de login',
  'Low barrier': 'Barreira inferior',
  'MT5 withdrawals have been disabled on your account. Please check your email for more details.':
    'Os saques MT5 foram desativados na sua conta. Verifique seu e-mail para mais detalhes.',
  'Main menu': 'Menu principal',
  'Market is closed. Please try again later.': 'O mercado está fechado. Tente novamente mais tarde.',
  'All barriers in this trading window are expired.': 'Todas as barreiras desta janela de negociação expiraram.',
  'Multi-barrier': 'Multibarreira',
  'Maximum multiplier of 1000.': 'Multiplicador máximo de 1000.',
  'Minimum of [_1] characters required.': 'São necessários no mínimo [_1] caracteres.',
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
  'Sold for [_1]. Your transaction reference is [_2].': 'Vendido por [_1]. A referência da sua transação é [_2].',
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
  'Up to [_1] decimal places are allowed.': 'São permitidas até [_1] casas decimais.',
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
  'You should enter [_1] characters.': 'Você deve digitar [_1] caracteres.',
  'Your account is restricted. Kindly [_1]contact customer support[_2] for assistance.':
    'Sua conta está restrita. Por favor, [_1]entre em contato com o suporte ao cliente[_2] para obter ajuda.',
  'Your application to be treated as a professional client is being processed.':
    'Sua solicitação para ser tratado como cliente profissional está sendo processada.',
  'Your professional client request is not approved. Please reapply once the required criteria has been fulfilled.':
    'Sua solicitação de cliente profissional não foi aprovada. Candidate-se novamente quando cumprir os critérios exigidos.',
  'Your session duration limit will end in [_1] seconds.':
    'Seu limite de duração da sessão terminará em [_1] segundos.',
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
};

export default pt;
