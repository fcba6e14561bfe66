import { SUPPORT_CHAT_HOURS, SUPPORT_CHAT_UTC_OFFSET_HOURS } from '../../lib/constants';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface SupportChatStatus {
  available: boolean;
  /** Epoch ms of the next opening or closing. */
  changesAt: number;
}

/** [open, close) in ms after midnight UTC+8 of the day that starts at `dayStart` (UTC+8 wall time as epoch). */
function hoursOf(dayStart: number): [number, number] {
  const weekday = new Date(dayStart).getUTCDay();
  const [open, close] = weekday === 0 || weekday === 6 ? SUPPORT_CHAT_HOURS.weekend : SUPPORT_CHAT_HOURS.weekday;
  return [dayStart + open * HOUR_MS, dayStart + close * HOUR_MS];
}

/** Whether support chat is open now (its hours are in UTC+8), and when that next changes. */
export function supportChatStatus(nowMs: number): SupportChatStatus {
  const offset = SUPPORT_CHAT_UTC_OFFSET_HOURS * HOUR_MS;
  const local = nowMs + offset;
  const today = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  const [open, close] = hoursOf(today);
  if (local < open) return { available: false, changesAt: open - offset };
  if (local < close) return { available: true, changesAt: close - offset };
  const [nextOpen] = hoursOf(today + DAY_MS);
  return { available: false, changesAt: nextOpen - offset };
}
