import { useState } from 'react';
import { localize } from '../../lib/localize';
import { email, lettersOnly, required } from '../../lib/validators';
import { FormFailureMessage, FormField, FormInput, SubmitButton, useForm } from '../../ui/form';
import { sendSupportMessage } from './send-support-message';

/** The longest name and message support takes (the simulator refuses longer ones). */
const NAME_MAX_LENGTH = 100;
const MESSAGE_MAX_LENGTH = 5_000;

/**
 * What the live chat opens while its provider cannot be reached (always, offline): a note that the
 * chat is offline and a form that leaves support a message, thanked for once support has it.
 */
export function OfflineChatPanel() {
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { name: '', email: '', message: '' },
    rules: { name: [required, lettersOnly], email: [required, email], message: [required] },
    submit: sendSupportMessage,
    onSuccess: () => setSent(true),
  });
  return (
    <section className="contact__chat" aria-labelledby="contact-chat-title" data-testid="offline-chat">
      <h2 id="contact-chat-title">{localize('Leave us a message')}</h2>
      {sent ? (
        <p className="contact__thanks" role="status">
          {localize("Thank you, we'll get back to you within 24 hours")}
        </p>
      ) : (
        <>
          <p>{localize('Our live chat is offline. Leave us a message and we will answer by e-mail.')}</p>
          <form className="form" onSubmit={form.onSubmit} noValidate>
            <FormInput
              form={form}
              name="name"
              label={localize('Name')}
              required
              maxLength={NAME_MAX_LENGTH}
              // The panel opens on a press of Live chat: the visitor goes on where it asked them to.
              autoFocus
            />
            <FormInput form={form} name="email" label={localize('Email')} required type="email" />
            <FormField label={localize('Message')} error={form.errors.message} required>
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  rows={5}
                  maxLength={MESSAGE_MAX_LENGTH}
                  value={form.values.message}
                  onChange={(event) => form.setValue('message', event.target.value)}
                />
              )}
            </FormField>
            <FormFailureMessage failure={form.failure} />
            <div className="form__actions">
              <SubmitButton busy={form.submitting}>{localize('Send message')}</SubmitButton>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
