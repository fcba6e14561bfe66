/** Periods the specification gives (trading-core §9), in one place so tests can control them. */
export const SERVER_TIME_RESYNC_MS = 30_000;
export const CLOCK_TICK_MS = 1_000;
/** Waits before each reconnection attempt; the last one repeats. */
export const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];
/** A socket not open after this long, or a request unanswered this long, is given up and replaced (accounts-and-money §9). */
export const SOCKET_OPEN_TIMEOUT_MS = 5_000;
export const SOCKET_REPLY_TIMEOUT_MS = 10_000;
/** A page's code that has not arrived after this long counts as failed, of type timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * The app's first render waits at most this long for the code of the page the address names, so the
 * page shows with it rather than behind a spinner; a slower load shows the shell and its spinner first.
 */
export const FIRST_RENDER_PAGE_CODE_WAIT_MS = 1_000;
/** The new-release check runs at most this often. */
export const RELEASE_CHECK_INTERVAL_MS = 600_000;
/** Form requests wait this long after the last change (trading-core §5). */
export const FORM_DEBOUNCE_MS = 500;
/** The scroll-to-top button appears past this many pixels. */
export const SCROLL_TO_TOP_AFTER_PX = 100;
/** Ticks kept in memory for the spot and popups (trading-core §9). */
export const TICKS_KEPT = 20;
/** Barriers settle a little longer than other form fields before they are priced (trading-core §5). */
export const BARRIER_DEBOUNCE_MS = 1_000;

/** Site-wide notices (trading-core §9, accounts-and-money §9). */
export const STATUS_NOTIFICATION_RESHOW_MS = 1_800_000;
export const REALITY_CHECK_DEFAULT_INTERVAL_MS = 600_000;
export const REALITY_CHECK_MIN_MINUTES = 10;
export const REALITY_CHECK_MAX_MINUTES = 60;
export const SESSION_LIMIT_WARNING_MS = 10_000;
/** The longest delay a browser timer keeps; a longer wait is cut to it. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
export const TOPUP_OFFER_MAX_BALANCE = 1000;
export const TOPUP_CREDIT = 10_000;
export const TOPUP_HIDE_ON_CANCEL_MS = 86_400_000;
export const TOPUP_HIDE_FOREVER_MS = 10 * 365 * 86_400_000;
/** After every document was submitted, the success view follows the review message after this long (accounts-and-money §4). */
export const DOCUMENT_SUCCESS_VIEW_DELAY_MS = 3_000;
/** After a password reset the client is sent to log in after this long (accounts-and-money §4). */
export const PASSWORD_RESET_LOGIN_DELAY_MS = 5_000;
/** After the cashier password is set or cleared the client is sent on after this long (accounts-and-money §9). */
export const CASHIER_PASSWORD_REDIRECT_MS = 2_000;
/** A refused account transfer's message stays in the form's error area this long (accounts-and-money §8). */
export const ACCOUNT_TRANSFER_ERROR_MS = 5_000;
/** After accepting the terms the client returns to the previous page after this long (accounts-and-money §4). */
export const TERMS_ACCEPTED_RETURN_MS = 500;
/** accounts-and-money §9: the personal-details success message shows 15 s. */
export const SETTINGS_SAVED_MESSAGE_MS = 15_000;
/** accounts-and-money §5 "Change password": the client is logged out 5 s after a change. */
export const PASSWORD_CHANGE_LOGOUT_DELAY_MS = 5_000;
/** accounts-and-money §9: a time-out lasts at most 6 weeks, an exclusion 6 months to 5 years. */
export const SELF_EXCLUSION_MAX_TIMEOUT_DAYS = 42;
export const SELF_EXCLUSION_MIN_MONTHS = 6;
export const SELF_EXCLUSION_MAX_DAYS = 1825;
/** accounts-and-money §3: max_30day_turnover of this value means no limit. */
export const NO_TURNOVER_LIMIT = 999_999_999_999_999;
/**
 * The share of retail accounts that lose money, which the EU risk warning states. The spec gives no
 * figure: it is the company's own, republished each quarter, and kept here in one place.
 */
export const RETAIL_ACCOUNTS_LOSING_PERCENT = 71;
/** Support chat hours, UTC+8: [open hour, close hour) on weekdays and at weekends. */
export const SUPPORT_CHAT_UTC_OFFSET_HOURS = 8;
export const SUPPORT_CHAT_HOURS = { weekday: [8, 17], weekend: [6, 21] } as const;
/** New rows of the contract popup stay highlighted this long (trading-core §2). */
export const NEW_ROW_HIGHLIGHT_MS = 1_000;
/** The contract popup's tick history request (trading-core §9). */
export const POPUP_TICK_HISTORY_COUNT = 20;

/** Multi-barrier page (trading-core §4, §9). */
export const REMAINING_TIME_REFRESH_MS = 500;
export const REMAINING_TIME_ALERT_S = 120;
export const MULTI_BARRIER_REFRESH_MS = 15_000;
export const MARKET_CLOSED_RETRY_MS = 30_000;

/** Viewport breakpoint (trading-core §9): native time inputs under 770 px. */
export const NATIVE_TIME_INPUT_QUERY = '(max-width: 769.98px)';

/** The site menu's drawer on a narrow screen (accounts-and-money §9): below 768 px, 767 px and less. */
export const MENU_DRAWER_QUERY = '(max-width: 767.98px)';
/** A phone's screen (the 767 px breakpoint): a page's section sidebar starts collapsed there. */
export const SECTION_SIDEBAR_COLLAPSED_QUERY = '(max-width: 767.98px)';
export const MENU_ANIMATION_MS = 400;
/** A rightward drag this long, begun at the screen's left edge, opens the drawer. */
export const MENU_DRAG_OPEN_PX = 50;
/** How close to the left edge such a drag must begin (the spec gives no width; a thumb's breadth). */
export const MENU_DRAG_EDGE_PX = 24;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** A price's live region speaks at most this often (a price moves on every tick). */
export const PRICE_ANNOUNCEMENT_INTERVAL_MS = 1_000;

/** The cashier frame (accounts-and-money §4, §9): crypto cashiers are this tall; the loader goes this long after load. */
export const CRYPTO_CASHIER_FRAME_HEIGHT_PX = 700;
export const CASHIER_LOADER_DELAY_MS = 1_000;
