import type { ContentLink, PageContent, TextsOf } from './page-content';

const OFFICES = {
  cyberjaya: { page: 'cyberjaya', label: 'Cyberjaya' },
  labuan: { page: 'labuan', label: 'Labuan' },
  malta: { page: 'malta', label: 'Malta' },
} as const;

const START_TRADING = { page: 'trading', label: 'Start trading' } as const;

const BINARY_OPTIONS = 'get-started/binary-options';

/** The markets binary options are offered on: each a section of the binary options guide, by its anchor. */
const MARKETS = [
  {
    id: 'forex',
    title: 'Forex',
    paragraphs: [
      'Major and minor currency pairs, such as the euro against the US dollar, traded around the clock on weekdays.',
    ],
  },
  {
    id: 'indices',
    title: 'Indices',
    paragraphs: ['The main stock indices of the Americas, Europe and Asia, traded while their exchanges are open.'],
  },
  {
    id: 'stocks',
    title: 'Stocks',
    paragraphs: [
      'Shares of large American and European companies, traded over the counter while their home markets are open.',
    ],
  },
  {
    id: 'commodities',
    title: 'Commodities',
    paragraphs: ['Metals such as gold and silver, and energy such as oil, priced in US dollars.'],
  },
  {
    id: 'volatility-indices',
    title: 'Volatility Indices',
    paragraphs: [
      'Synthetic indices with a constant volatility, open every day around the clock. No news or market event moves them.',
    ],
  },
] as const;

/**
 * The call to open an account: a visitor is offered a demo account, a demo account holder the next
 * steps from it (each link is shown only to those its page is open to).
 */
const PRACTISE_FIRST = {
  title: 'Practise first',
  paragraphs: ['Every new client gets a demo account with virtual money, so you can try any market without risk.'],
  links: [
    { page: 'new-account', label: 'Open a free demo account', onlyWhereOpen: true },
    { page: 'new_account/landing_page', label: 'Next steps with your demo account', onlyWhereOpen: true },
  ],
  linksAsButtons: true,
} as const;

/**
 * The guides and product pages, by their path under /{lang}/: each page's texts (catalogue keys) in
 * the order it shows them. The components only lay them out.
 */
const CONTENT = {
  'get-started': {
    title: 'Get started',
    intro: ['New to trading? These short guides explain each market Strike offers and how to place your first trade.'],
    sections: [
      {
        title: 'Choose a market',
        links: [
          { page: 'get-started/binary-options', label: 'Binary options' },
          { page: 'get-started/forex', label: 'Forex' },
          { page: 'get-started/metals', label: 'Metals' },
          { page: 'get-started/cfds', label: 'CFDs', offers: 'cfd' },
          { page: 'get-started/cryptocurrencies', label: 'Cryptocurrencies' },
        ],
      },
      PRACTISE_FIRST,
    ],
  },
  'get-started/binary-options': {
    title: 'Binary options',
    parent: 'get-started',
    intro: [
      'A binary option pays a fixed amount when your prediction about a market is right, and nothing when it is wrong. You know your largest possible loss before you buy.',
    ],
    sections: [
      {
        title: 'How a trade works',
        items: [
          'Pick a market and a contract type, such as Rise/Fall.',
          'Set the duration and your stake or payout.',
          'Check the price and buy the contract.',
        ],
        links: [START_TRADING],
      },
      {
        id: 'range-of-markets',
        title: 'Range of markets',
        paragraphs: ['Binary options are offered on five markets. Choose one to see what it includes.'],
        links: MARKETS.map(({ id, title }) => ({ page: BINARY_OPTIONS, section: id, label: title })),
      },
      ...MARKETS,
      PRACTISE_FIRST,
    ],
  },
  'get-started/forex': {
    title: 'Forex',
    parent: 'get-started',
    intro: ['Forex is the trading of one currency against another, such as the euro against the US dollar.'],
    sections: [
      {
        title: 'Why trade forex',
        items: [
          'The market is open around the clock on weekdays.',
          'Major currency pairs move on economic news you can follow.',
          'You can trade falling prices as well as rising ones.',
        ],
        links: [START_TRADING, { page: BINARY_OPTIONS, section: 'forex', label: 'Binary options on forex' }],
      },
      PRACTISE_FIRST,
    ],
  },
  'get-started/metals': {
    title: 'Metals',
    parent: 'get-started',
    intro: [
      'Gold, silver, platinum and palladium are traded against the US dollar and often move when markets are uncertain.',
    ],
    sections: [
      {
        title: 'What moves metal prices',
        paragraphs: ['Interest rates, the strength of the dollar and demand from industry all affect metal prices.'],
        links: [
          START_TRADING,
          { page: BINARY_OPTIONS, section: 'commodities', label: 'Binary options on commodities' },
        ],
      },
      PRACTISE_FIRST,
    ],
  },
  'get-started/cfds': {
    title: 'CFDs',
    parent: 'get-started',
    offers: 'cfd',
    intro: ['A contract for difference (CFD) lets you trade the price movement of an asset without owning it.'],
    sections: [
      {
        title: 'Leverage and risk',
        paragraphs: [
          'CFDs are traded with leverage: a small deposit controls a larger position, so gains and losses are both magnified.',
        ],
      },
      {
        title: 'Where to trade CFDs',
        paragraphs: ['CFDs are traded on MetaTrader 5 accounts.'],
        links: [{ page: 'metatrader/types-of-accounts', label: 'Types of accounts' }],
      },
      PRACTISE_FIRST,
    ],
  },
  'get-started/cryptocurrencies': {
    title: 'Cryptocurrencies',
    parent: 'get-started',
    intro: [
      'Trade the price of Bitcoin, Ethereum and other cryptocurrencies against the US dollar without holding a wallet.',
    ],
    sections: [
      {
        title: 'Volatility',
        paragraphs: [
          'Cryptocurrency prices can move sharply within minutes. Trade only amounts you can afford to lose.',
        ],
      },
      PRACTISE_FIRST,
    ],
  },
  platforms: {
    title: 'Platforms',
    intro: ['Choose the platform that suits the way you trade.'],
    sections: [
      {
        title: 'Strike web trader',
        paragraphs: ['Trade binary options in your browser with live prices and charts. There is nothing to install.'],
        links: [START_TRADING],
      },
      {
        title: 'MetaTrader 5',
        offers: 'cfd',
        paragraphs: ['Trade forex, metals and CFDs on a widely used platform, on desktop and mobile.'],
        links: [
          { page: 'metatrader/how-to-trade-mt5', label: 'How to trade on MetaTrader 5' },
          { page: 'metatrader/types-of-accounts', label: 'Types of accounts' },
          { page: 'metatrader/contract-specifications', label: 'Contract specifications' },
          { page: 'metatrader/download', label: 'Download MetaTrader 5' },
        ],
      },
      {
        title: 'Binary options on MetaTrader 5',
        paragraphs: ['Trade binary options from MetaTrader 5, next to your other positions.'],
        links: [{ page: 'binary-options-mt5', label: 'Binary options on MetaTrader 5' }],
      },
    ],
  },
  'metatrader/types-of-accounts': {
    title: 'Types of accounts',
    parent: 'platforms',
    intro: [
      'MetaTrader 5 offers accounts for different ways of trading. Each comes as a demo account and as a real money account.',
    ],
    sections: [
      {
        title: 'Volatility indices account',
        paragraphs: ['Trade synthetic indices that run around the clock with a constant volatility.'],
        links: [{ page: BINARY_OPTIONS, section: 'volatility-indices', label: 'Binary options on volatility indices' }],
      },
      {
        title: 'Financial account',
        paragraphs: ['Trade forex, metals and CFDs with high leverage.'],
      },
      {
        title: 'Financial STP account',
        paragraphs: ['Your orders go straight to our liquidity providers, with tight spreads.'],
        links: [{ page: 'user/metatrader', label: 'MetaTrader 5 accounts' }],
      },
    ],
  },
  'metatrader/contract-specifications': {
    title: 'Contract specifications',
    parent: 'platforms',
    intro: ['The main terms of the instruments you can trade on MetaTrader 5.'],
    sections: [],
  },
  'metatrader/how-to-trade-mt5': {
    title: 'How to trade on MetaTrader 5',
    parent: 'platforms',
    intro: [
      'MetaTrader 5 is a trading platform for forex, metals and CFDs, with advanced charts and automated trading.',
    ],
    sections: [
      {
        title: 'Your first trade',
        items: [
          'Open a MetaTrader 5 account from your account page.',
          'Download the platform and log in with your MetaTrader 5 login and password.',
          'Choose an instrument, set the volume and place a buy or sell order.',
        ],
        links: [
          { page: 'user/metatrader', label: 'MetaTrader 5 accounts' },
          { page: 'metatrader/download', label: 'Download MetaTrader 5' },
        ],
      },
    ],
  },
  'metatrader/download': {
    title: 'Download MetaTrader 5',
    parent: 'platforms',
    intro: ['MetaTrader 5 runs on Windows, macOS, Linux, iOS and Android, and in the browser.'],
    sections: [
      {
        title: 'Logging in',
        paragraphs: ['Use the login and the server shown on your MetaTrader 5 accounts page.'],
        links: [{ page: 'user/metatrader', label: 'MetaTrader 5 accounts' }],
      },
    ],
  },
  'binary-options-mt5': {
    title: 'Binary options on MetaTrader 5',
    parent: 'platforms',
    intro: ['Trade binary options from the MetaTrader 5 platform, next to your forex positions.'],
    sections: [
      {
        title: 'How it works',
        paragraphs: [
          'Choose a binary option in the market watch, set its duration and stake, and buy. The result is paid to your MetaTrader 5 account.',
        ],
        links: [{ page: 'metatrader/how-to-trade-mt5', label: 'How to trade on MetaTrader 5' }],
      },
    ],
  },
  'why-us': {
    title: 'Why us',
    intro: ['Traders choose Strike for clear prices, quick payouts and support that answers.'],
    sections: [
      {
        title: 'Clear prices',
        paragraphs: ['You see the exact stake and payout before you buy, with no hidden fees.'],
      },
      {
        title: 'Your money is safe',
        paragraphs: ['Client funds are kept apart from the company’s own funds.'],
        links: [{ page: 'keep-safe', label: 'Keep safe' }],
      },
      {
        title: 'Our offices',
        paragraphs: ['Our teams work from offices in Malaysia and Malta.'],
        links: [OFFICES.cyberjaya, OFFICES.labuan, OFFICES.malta],
      },
      {
        title: 'Partner with us',
        paragraphs: ['Earn by referring clients to us or by serving them as a payment agent.'],
        links: [
          { page: 'ib-signup', label: 'Become an introducing broker' },
          { page: 'ib-faq', label: 'Introducing broker FAQ' },
          { page: 'payment-agent', label: 'Become a payment agent' },
        ],
      },
      PRACTISE_FIRST,
    ],
  },
  'keep-safe': {
    title: 'Keep safe',
    parent: 'why-us',
    intro: ['A few habits keep your account and your money secure.'],
    sections: [
      {
        title: 'Protect your account',
        items: [
          'Use a strong password that you use nowhere else.',
          'Turn on two-factor authentication.',
          'We never ask for your password by e-mail or by phone.',
          'Log out when you use a shared computer.',
        ],
        links: [{ page: 'user/security/two_factor_authentication', label: 'Two-Factor Authentication' }],
      },
    ],
  },
  'payment-agent': {
    title: 'Become a payment agent',
    parent: 'why-us',
    intro: [
      'Payment agents help clients deposit and withdraw in their local currency, and earn a commission on each transaction.',
    ],
    sections: [
      {
        title: 'Who can apply',
        items: [
          'You hold a real money account with us.',
          'You can serve clients in your country with local payment methods.',
          'You pass our identity checks.',
        ],
      },
      {
        title: 'Looking for an agent?',
        paragraphs: ['Deposit and withdraw in your local currency through a payment agent near you.'],
        links: [{ page: 'cashier/payment_agent_listws', label: 'See the payment agents' }],
      },
    ],
  },
  'binary-in-numbers': {
    title: 'Strike in numbers',
    intro: ['What our platform offers, in a few figures.'],
    sections: [
      {
        title: 'Markets and contracts',
        items: [
          '5 markets: forex, stock indices, OTC stocks, commodities and volatility indices.',
          'Contracts lasting from a few ticks to a year.',
          'Prices streamed every second.',
          '13 languages.',
        ],
      },
    ],
  },
  'open-source-projects': {
    title: 'Open-source projects',
    intro: ['We publish tools we build and use, so that developers can build on our platform.'],
    sections: [
      {
        title: 'Trading API',
        paragraphs: ['Our WebSocket API gives programs the same prices and trading functions as this site.'],
      },
      {
        title: 'Contributing',
        paragraphs: ['Reports of problems and improvements are welcome on our public repositories.'],
      },
    ],
  },
  'ib-faq': {
    title: 'Introducing broker FAQ',
    parent: 'ib-signup',
    intro: ['Answers to the questions partners ask most.'],
    sections: [
      {
        title: 'What is an introducing broker?',
        paragraphs: ['A partner who refers clients to Strike and earns a share of the revenue from their trading.'],
      },
      {
        title: 'How am I paid?',
        paragraphs: ['Commissions are paid into your account every month.'],
      },
      {
        title: 'Does it cost anything?',
        paragraphs: ['No. Joining the programme is free.'],
      },
    ],
  },
  'ib-signup': {
    title: 'Become an introducing broker',
    parent: 'why-us',
    intro: ['Refer traders to Strike and earn a commission on their trades for as long as they trade.'],
    sections: [
      {
        title: 'How it works',
        items: ['Sign up and get your referral link.', 'Share it with your audience.', 'Get paid every month.'],
        links: [{ page: 'ib-faq', label: 'Introducing broker FAQ' }],
      },
    ],
  },
  cyberjaya: {
    title: 'Cyberjaya',
    parent: 'why-us',
    intro: ['Our office in Cyberjaya, Malaysia, is home to our technology and customer support teams.'],
    sections: [{ title: 'Our other offices', links: [OFFICES.labuan, OFFICES.malta] }],
  },
  labuan: {
    title: 'Labuan',
    parent: 'why-us',
    intro: ['Our office in Labuan, Malaysia, runs our licensed business in the Labuan financial centre.'],
    sections: [{ title: 'Our other offices', links: [OFFICES.cyberjaya, OFFICES.malta] }],
  },
  malta: {
    title: 'Malta',
    parent: 'why-us',
    intro: ['Our office in Malta serves our clients in the European Union.'],
    sections: [{ title: 'Our other offices', links: [OFFICES.cyberjaya, OFFICES.labuan] }],
  },
  'new_account/landing_page': {
    title: 'Your demo account is ready',
    intro: ['Your demo account holds virtual money to practise with. When you are ready, open a real money account.'],
    sections: [
      {
        title: 'Next steps',
        links: [START_TRADING, { page: 'new_account/realws', label: 'Open a real money account' }],
        linksAsButtons: true,
      },
    ],
  },
  'new-account': {
    title: 'Open a free demo account',
    intro: ['Practise trading with virtual money before you risk your own.'],
    sections: [
      {
        title: 'What you get',
        items: [
          'No deposit needed.',
          'Every market and contract type.',
          'An upgrade to a real money account at any time.',
        ],
        links: [{ page: 'signup', label: 'Create a demo account' }],
        linksAsButtons: true,
      },
    ],
  },
  economic_calendar: {
    title: 'Economic calendar',
    intro: ['Upcoming economic announcements that can move the markets.'],
    sections: [],
  },
} as const satisfies Record<string, PageContent<string>>;

/** Every catalogue text of the content pages. */
export type ContentText = TextsOf<typeof CONTENT>;

/** A content page's path. */
export type ContentPageName = keyof typeof CONTENT;

/** The texts of a content page. */
export function pageContent(page: ContentPageName): PageContent<ContentText> {
  return CONTENT[page];
}

/** The link back to the page a content page belongs under, labelled with that page's title. */
export function parentLink(content: PageContent<ContentText>): ContentLink<ContentText> | undefined {
  const parent = content.parent;
  if (parent === undefined || !Object.hasOwn(CONTENT, parent)) return undefined;
  return { page: parent, label: CONTENT[parent as ContentPageName].title };
}

/** Every content page's path. */
export const CONTENT_PAGE_NAMES = Object.keys(CONTENT) as ContentPageName[];
