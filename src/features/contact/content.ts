import { SUPPORT_CHAT_HOURS } from '../../lib/constants';

/** The address support answers at. */
export const SUPPORT_EMAIL = 'support@strike.com';

/** Support's phone lines, by region (the region a catalogue text). */
export const PHONE_LINES = [
  { region: 'United Kingdom', number: '+44 20 7946 0321' },
  { region: 'Malaysia', number: '+60 3 2788 4100' },
  { region: 'Australia', number: '+61 2 5550 1234' },
  { region: 'Rest of the world', number: '+44 20 7946 0999' },
] as const;

/** Two digits and the full hour: 8 -> "08:00". */
const clockHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The days support works and its hours on them (UTC+8), as the live chat keeps them. */
export const SUPPORT_HOURS = [
  { days: 'Monday to Friday', hours: SUPPORT_CHAT_HOURS.weekday.map(clockHour).join('–') },
  { days: 'Saturday and Sunday', hours: SUPPORT_CHAT_HOURS.weekend.map(clockHour).join('–') },
] as const;
