import { useState } from 'react';
import { localize } from '../../lib/localize';
import { required } from '../../lib/validators';
import { FormField, SubmitButton, useForm } from '../../ui/form';
import { telegramBotLink } from './telegram-link';
import '../../ui/profile-page.css';

/**
 * user/telegram-bot (accounts-and-money §2 "Telegram bot token form"): the client gives an API token,
 * then opens the bot in Telegram with the token as its start parameter, by the link shown.
 */
export function TelegramBotPage() {
  const [link, setLink] = useState<string>();
  const form = useForm({
    initialValues: { token: '' },
    rules: { token: [required] },
    submit: ({ token }) => Promise.resolve(telegramBotLink(token)),
    onSuccess: setLink,
  });
  return (
    <section className="card profile-page" data-testid="telegram-bot">
      <h1 className="profile-page__title">{localize('Telegram Bot')}</h1>
      <p className="profile-page__intro">
        {localize('Connect our Telegram bot to your account with an API token of your account.')}
      </p>
      <form className="form" onSubmit={form.onSubmit} noValidate>
        <FormField label={localize('Token')} error={form.errors.token} required>
          {(control) => (
            <input
              {...control}
              name="token"
              type="text"
              autoComplete="off"
              value={form.values.token}
              onChange={(event) => {
                setLink(undefined);
                form.setValue('token', event.target.value);
              }}
            />
          )}
        </FormField>
        <div className="form__actions">
          <SubmitButton busy={form.submitting}>{localize('Submit')}</SubmitButton>
        </div>
      </form>
      {link && (
        <p className="profile-message profile-message--success telegram-bot__link">
          <a href={link} rel="noopener noreferrer" data-testid="telegram-bot-link">
            {localize('Open the bot in Telegram')}
          </a>
        </p>
      )}
    </section>
  );
}
