/**
 * The legal pages, each a list of sections the page's hash switches between; every title and
 * paragraph is a catalogue key. The companies are the landing companies the platform opens accounts with.
 */
export const LEGAL_PAGES = {
  terms: {
    title: 'Terms and Conditions',
    sections: [
      {
        id: 'general',
        title: 'General terms',
        paragraphs: [
          'These terms govern your use of Strike and of the services of the company that holds your account. By opening an account you accept them.',
          'We may change these terms. We tell you of important changes in advance, and you may close your account if you do not accept them.',
        ],
      },
      {
        id: 'account',
        title: 'Your account',
        paragraphs: [
          'You must be at least 18 years old and live in a country where we offer our services. The details you give us must be true and kept up to date.',
          'Keep your log-in details to yourself: you are responsible for everything done with your account.',
        ],
      },
      {
        id: 'trading',
        title: 'Trading and payments',
        paragraphs: [
          'A contract is bought at the price shown when you confirm it and settled by the platform’s records. We may cancel a contract bought at an obviously wrong price.',
          'Deposits must come from payment methods in your own name, and withdrawals go back to them where possible, after the checks the law requires.',
        ],
      },
      {
        id: 'risk',
        title: 'Risk disclosure',
        paragraphs: [
          'Trading options carries a high risk: you can lose all the money you put into a contract. Past results do not promise future ones.',
          'Trade only with money you can afford to lose, and make sure you understand a contract before you buy it.',
        ],
      },
      {
        id: 'complaints',
        title: 'Complaints',
        paragraphs: [
          'If you are unhappy with our service, tell our support team first: most concerns are settled there.',
          'Otherwise send us a written complaint. We acknowledge it promptly and answer it in full within eight weeks; you may then refer it to the regulator of the company that holds your account.',
        ],
      },
    ],
  },
  regulation: {
    title: 'Regulation',
    sections: [
      {
        id: 'overview',
        title: 'Our companies',
        paragraphs: [
          'Strike’s services are provided by several companies, each licensed for the clients of certain countries. Which one holds your account depends on where you live and what you trade.',
          'Demo accounts hold virtual money only and are not a regulated service.',
        ],
        /** The map's countries lead to the section of the company that serves them. */
        mapLeadsTo: 'maltainvest',
      },
      {
        id: 'svg',
        title: 'Deriv (SVG) LLC',
        paragraphs: [
          'Deriv (SVG) LLC is registered in Saint Vincent and the Grenadines. It serves clients outside the European Union and the United Kingdom, for every market the platform offers.',
        ],
      },
      {
        id: 'malta',
        title: 'Deriv (Europe) Limited',
        paragraphs: [
          'Deriv (Europe) Limited, of W Business Centre, Birkirkara, Malta, is licensed and regulated by the Malta Gaming Authority. It offers options on synthetic indices to clients in the European Union.',
        ],
      },
      {
        id: 'maltainvest',
        title: 'Deriv Investments (Europe) Limited',
        paragraphs: [
          'Deriv Investments (Europe) Limited, of W Business Centre, Birkirkara, Malta, is licensed by the Malta Financial Services Authority to provide investment services. It offers financial products to clients in the European Union and the United Kingdom.',
        ],
      },
      {
        id: 'iom',
        title: 'Deriv (MX) Ltd',
        paragraphs: [
          'Deriv (MX) Ltd, of Millennium House, Douglas, Isle of Man, is licensed by the Isle of Man Gambling Supervision Commission and, for clients in Great Britain, by the UK Gambling Commission. It offers options on synthetic indices.',
        ],
      },
    ],
  },
  responsibleTrading: {
    title: 'Responsible trading',
    sections: [
      {
        id: 'principles',
        title: 'Trade with care',
        paragraphs: [
          'Trading should be a considered choice, never a way to win back losses or to solve money problems. Set yourself a budget and keep to it.',
        ],
      },
      {
        id: 'tools',
        title: 'Tools to stay in control',
        paragraphs: [
          'Reality checks remind you at intervals how long you have been trading and what you have won or lost.',
          'The self-exclusion facilities in your security settings let you cap your stakes, losses and time on the site, or exclude yourself for a period of your choice.',
        ],
      },
      {
        id: 'warning-signs',
        title: 'Warning signs',
        paragraphs: [
          'Take a break if you trade for longer than you meant to, raise your stakes to recover losses, or keep your trading from the people close to you.',
        ],
      },
      {
        id: 'help',
        title: 'Getting help',
        paragraphs: [
          'If trading worries you, contact our support team: we can set limits on your account or close it. Independent organisations also give free and confidential advice on problem gambling.',
        ],
      },
    ],
  },
} as const;

export type LegalPageName = keyof typeof LEGAL_PAGES;
