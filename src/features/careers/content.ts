/** The careers page's sections (catalogue keys), before its offices and its link to the open positions. */
export const CAREERS_SECTIONS = [
  {
    title: 'Working at Strike',
    paragraphs: [
      'Strike is built by an international team of engineers, analysts and support staff who care about getting the details right for our clients.',
      'Small teams own their part of the product, from the first idea to the release and what our clients say about it.',
    ],
  },
  {
    title: 'What we offer',
    paragraphs: ['A competitive salary, health cover, paid training and help with relocation where a role needs it.'],
  },
] as const;

/** Our offices: each office's page (linked once it exists), its name and what is done there. */
export const OFFICES = [
  {
    page: 'cyberjaya',
    name: 'Cyberjaya, Malaysia',
    summary: 'Our largest office: engineering, quality assurance and customer support.',
  },
  {
    page: 'labuan',
    name: 'Labuan, Malaysia',
    summary: 'Home of our Labuan company and its compliance team.',
  },
  {
    page: 'malta',
    name: 'Malta',
    summary: 'Our European base for compliance, accounts and marketing.',
  },
] as const;
