import { useState } from 'react';
import { localize } from '../../lib/localize';
import { localizeNodes } from '../../ui/localized-nodes';
import { SupportChat } from '../notifications';
import { OfflineChatPanel } from './OfflineChatPanel';
import { PHONE_LINES, SUPPORT_EMAIL, SUPPORT_HOURS } from './content';
import './contact.css';

/**
 * contact (and contact-2): the ways to reach support, its hours in UTC+8, and the live chat that keeps
 * them (accounts-and-money §2 "Support chat").
 */
export function ContactPage() {
  const [chatOpen, setChatOpen] = useState(false);
  return (
    <section className="card contact" aria-labelledby="contact-title">
      <h1 id="contact-title">{localize('Contact us')}</h1>
      <p className="contact__intro">
        {localize(
          'Our support team helps with your account, deposits and withdrawals, and trading. Reach us the way that suits you.',
        )}
      </p>
      <div className="contact__ways">
        <section className="contact__way" aria-labelledby="contact-email-title">
          <h2 id="contact-email-title">{localize('Email')}</h2>
          <p>
            {localizeNodes('Write to us at [_1]. We answer every e-mail within 24 hours.', [
              <a key="email" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>,
            ])}
          </p>
        </section>
        <section className="contact__way" aria-labelledby="contact-phone-title">
          <h2 id="contact-phone-title">{localize('Telephone')}</h2>
          <p>{localize('Call us on the line for your region.')}</p>
          <dl className="contact__list" data-testid="phone-lines">
            {PHONE_LINES.map(({ region, number }) => (
              <div key={region}>
                <dt>{localize(region)}</dt>
                <dd>
                  <a href={`tel:${number.replace(/\s/g, '')}`}>{number}</a>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="contact__way" aria-labelledby="contact-hours-title">
          <h2 id="contact-hours-title">{localize('Support hours')}</h2>
          <p>{localize('Our team is at work at these times (UTC+8):')}</p>
          <dl className="contact__list" data-testid="support-hours">
            {SUPPORT_HOURS.map(({ days, hours }) => (
              <div key={days}>
                <dt>{localize(days)}</dt>
                <dd>{hours}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="contact__way" aria-labelledby="contact-chat-way-title">
          <h2 id="contact-chat-way-title">{localize('Live chat')}</h2>
          <p>{localize('Chat with a member of our support team during support hours.')}</p>
          <SupportChat onOpen={() => setChatOpen(true)} />
        </section>
      </div>
      {chatOpen && <OfflineChatPanel />}
    </section>
  );
}
