import { STATUS_NOTIFICATION_RESHOW_MS } from '../../lib/constants';

/** The last status notification the user closed, and when (epoch ms). */
export interface NotificationRecord {
  message: string;
  close_time: number;
}

const KEY = 'status_notification';

export function readNotificationRecord(storage: Storage | undefined): NotificationRecord | undefined {
  try {
    const parsed = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<NotificationRecord> | null;
    if (typeof parsed?.message !== 'string' || typeof parsed.close_time !== 'number') return undefined;
    return { message: parsed.message, close_time: parsed.close_time };
  } catch {
    return undefined;
  }
}

export function writeNotificationRecord(storage: Storage | undefined, record: NotificationRecord): void {
  storage?.setItem(KEY, JSON.stringify(record));
}

/**
 * When a closed notification may show again (epoch ms): at once for another message, otherwise 1800 s
 * after it was closed.
 */
export function notificationShowsAgainAt(record: NotificationRecord | undefined, message: string): number {
  if (!record || record.message !== message) return 0;
  return record.close_time + STATUS_NOTIFICATION_RESHOW_MS;
}
