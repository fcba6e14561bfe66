/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BUILD_HASH?: string;
  /** The economic calendar provider's script; without it the calendar page says the calendar is unavailable. */
  readonly VITE_ECONOMIC_CALENDAR_SCRIPT?: string;
}
