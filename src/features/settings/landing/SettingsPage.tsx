import { useSelector } from 'react-redux';
import { localize } from '../../../lib/localize';
import { PageLink, useMayOpen } from '../../../ui/page-links';
import { selectLoggedInAccount } from '../../session';
import { cardIsFor, PROFILE_CARDS, SECURITY_CARDS, type OfferedCard } from './settings-cards';
import '../settings.css';

/**
 * user/settingsws and user/securityws (the same page, accounts-and-money §2): a card for each settings
 * and security page the client may open (the page table and its access rules decide, then the account
 * kind), each saying what the page is for. A page not built yet has no card.
 */
export function SettingsPage() {
  const account = useSelector(selectLoggedInAccount);
  const mayOpen = useMayOpen();
  if (!account) return null;
  const offered = (cards: readonly OfferedCard[]) =>
    cards.filter((card) => mayOpen(card.page) && cardIsFor(card, account));
  return (
    <section className="settings-landing">
      <h1 className="settings-page__title">{localize('Settings')}</h1>
      <CardGroup heading={localize('Profile')} cards={offered(PROFILE_CARDS)} />
      <CardGroup heading={localize('Security')} cards={offered(SECURITY_CARDS)} />
    </section>
  );
}

function CardGroup({ heading, cards }: { heading: string; cards: readonly OfferedCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section className="settings-landing__group">
      <h2 className="settings-landing__heading">{heading}</h2>
      <ul className="settings-landing__cards">
        {cards.map((card) => (
          <li key={card.page}>
            <PageLink page={card.page} className="settings-landing__card" testId="settings-card">
              <span className="settings-landing__card-title">{localize(card.title)}</span>
              <span className="settings-landing__card-text">{localize(card.description)}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
