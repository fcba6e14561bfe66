import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** "2026-11-23 09:41:07 GMT": how the platform shows times. */
export function formatGmt(epochMs: number): string {
  return `${dayjs.utc(epochMs).format('YYYY-MM-DD HH:mm:ss')} GMT`;
}
