import type { WorldFixture } from '../../simulator/world/fixture';

/** The demo users of a world fixture as lines for the console: e-mail, password, accounts, purpose. */
export function demoLoginLines(fixture: WorldFixture): string[] {
  const users = fixture.users ?? [];
  if (users.length === 0) return ['This world has no users.'];
  const width = Math.max(...users.map((user) => user.email.length));
  return users.map((user) => {
    const accounts = user.accounts
      .map((account) => (account.currency ? `${account.loginid} ${account.currency}` : account.loginid))
      .join(', ');
    return `  ${user.email.padEnd(width)}  ${user.password}  ${accounts}  (${user.description})`;
  });
}
