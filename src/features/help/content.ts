/** The frequently asked questions, by topic: each text is a catalogue key. */
export const FAQ_TOPICS = [
  {
    id: 'accounts',
    title: 'Accounts',
    questions: [
      {
        question: 'How do I open an account?',
        answer:
          'Sign up with your e-mail address to get a free demo account with virtual money. When you are ready to trade with real money, open a real account from the Accounts page.',
      },
      {
        question: 'Can I hold more than one account?',
        answer:
          'Yes. Next to your demo account you may hold real accounts in different currencies, where the company that serves your country allows it. Switch between them from the account menu.',
      },
      {
        question: 'Why do you ask for proof of identity and address?',
        answer:
          'The law requires us to know who our clients are. Upload your documents on the Authenticate page; we review them and tell you by e-mail when your account is verified.',
      },
    ],
  },
  {
    id: 'money',
    title: 'Deposits and withdrawals',
    questions: [
      {
        question: 'How do I deposit money?',
        answer:
          'Open the Cashier, choose Deposit and pick a payment method. The methods offered depend on your country of residence and your account currency.',
      },
      {
        question: 'How long does a withdrawal take?',
        answer:
          'We process withdrawal requests within one working day. How long the money then takes to reach you depends on your bank or payment provider.',
      },
      {
        question: 'Are there limits on withdrawals?',
        answer:
          'Yes. The Limits page of your account shows how much you may withdraw; the limits rise once your account is verified.',
      },
      {
        question: 'What is a payment agent?',
        answer:
          'In some countries, independent local agents can fund your account and pay out your withdrawals in the local currency. The Payment agents page lists those who serve your country.',
      },
    ],
  },
  {
    id: 'trading',
    title: 'Trading',
    questions: [
      {
        question: 'What can I trade?',
        answer:
          'Options on forex, stock indices, commodities, cryptocurrencies and synthetic indices, within what the company that holds your account is licensed to offer.',
      },
      {
        question: 'Can I practise before I risk real money?',
        answer:
          'Yes. Your demo account holds virtual money, so you can try every contract without risk and top it up whenever it runs low.',
      },
      {
        question: 'How is the price of a contract set?',
        answer:
          'The price follows the market and the contract you choose. It is shown before you buy, and the contract is bought at that price or not at all.',
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    questions: [
      {
        question: 'How do I keep my account secure?',
        answer:
          'Choose a strong password you use nowhere else, turn on two-factor authentication in your security settings, and never share your password or API tokens.',
      },
      {
        question: 'I forgot my password. What should I do?',
        answer:
          'Use the password reset page: we e-mail you a link to choose a new password. The link works once and expires after a short while.',
      },
      {
        question: 'How can I limit my trading?',
        answer:
          'The self-exclusion facilities in your security settings let you cap your stakes, losses and time on the site, or take a break from trading altogether.',
      },
    ],
  },
] as const;
