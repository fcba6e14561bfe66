export { TelegramBotPage } from './TelegramBotPage';
