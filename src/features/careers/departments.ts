/** A position open in a department: its id names its section (the address's hash) on the job-details page. */
export interface Position {
  id: string;
  title: string;
  summary: string;
}

export interface Department {
  /** The `dept` of the job-details page's address. */
  id: string;
  name: string;
  summary: string;
  positions: readonly Position[];
}

/** The departments hiring, with their open positions (names and texts are catalogue keys). */
export const DEPARTMENTS = [
  {
    id: 'information-technology',
    name: 'Information Technology',
    summary: 'Builds and runs the trading platform, the website and the desktop app.',
    positions: [
      {
        id: 'front-end-developer',
        title: 'Front-end developer',
        summary: 'Build the pages our clients trade on, in TypeScript and React, quick and accessible on every screen.',
      },
      {
        id: 'devops-engineer',
        title: 'DevOps engineer',
        summary: "Keep the platform's servers, releases and monitoring reliable around the clock.",
      },
    ],
  },
  {
    id: 'quality-assurance',
    name: 'Quality Assurance',
    summary: 'Tests every release before it reaches our clients.',
    positions: [
      {
        id: 'qa-engineer',
        title: 'QA engineer',
        summary: 'Write automated tests and explore new features to find problems before our clients do.',
      },
    ],
  },
  {
    id: 'marketing',
    name: 'Marketing',
    summary: 'Tells traders what Strike offers, in their own language.',
    positions: [
      {
        id: 'content-writer',
        title: 'Content writer',
        summary: 'Write clear guides and announcements about trading and our products.',
      },
    ],
  },
  {
    id: 'accounts',
    name: 'Accounts',
    summary: "Keeps the company's books and our clients' money in order.",
    positions: [
      {
        id: 'accountant',
        title: 'Accountant',
        summary: 'Reconcile payments, prepare the monthly reports and work with our auditors.',
      },
    ],
  },
  {
    id: 'compliance',
    name: 'Compliance',
    summary: 'Makes sure we meet the rules of every regulator we answer to.',
    positions: [
      {
        id: 'compliance-analyst',
        title: 'Compliance analyst',
        summary: 'Review client documents and keep our procedures in line with regulation.',
      },
    ],
  },
  {
    id: 'customer-support',
    name: 'Customer Support',
    summary: 'Answers our clients by live chat and e-mail.',
    positions: [
      {
        id: 'support-agent',
        title: 'Customer support agent',
        summary: 'Help clients with their accounts, deposits and trades by live chat and e-mail.',
      },
    ],
  },
] as const satisfies readonly Department[];

/** The department a `dept` names, undefined for any other value. */
export function departmentOf(id: string | null): (typeof DEPARTMENTS)[number] | undefined {
  return DEPARTMENTS.find((department) => department.id === id);
}
