/** The platform's Telegram bot, which a client connects to their account with an API token. */
const TELEGRAM_BOT = 'binary_test_bot';

/** The address that opens the bot in Telegram with the token as its start parameter. */
export function telegramBotLink(token: string): string {
  return `https://t.me/${TELEGRAM_BOT}?start=${encodeURIComponent(token)}`;
}
