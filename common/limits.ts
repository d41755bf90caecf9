/** Business constants (SPEC §9), shared by server and client. */
export const MAX_QUESTION_WORDS = 20;
/** A question is also at most this many characters (20 ordinary words fit easily). */
export const MAX_QUESTION_CHARS = 300;
/** A search of saved questions: as long as a question. */
export const MAX_SEARCH_CHARS = MAX_QUESTION_CHARS;
export const DEFAULT_PER_IP_DAILY_LIMIT = 10;
/** The question box assumes this limit when the rate-limit check fails or answers 429. */
export const FALLBACK_QUESTION_BOX_LIMIT = 5;
export const DEFAULT_GLOBAL_DAILY_LIMIT = 1000;
/** Demo resets of their own allowance a visitor may make per day (RATE_LIMIT_VISITOR_RESETS_DAILY). */
export const DEFAULT_VISITOR_RESETS_DAILY = 1;
/** Related published answers listed under an answer's sources. */
export const RELATED_ANSWERS = 5;
export const HOME_SUGGESTIONS = 6;
export const SEARCH_DEBOUNCE_MS = 300;
export const DEFAULT_SEARCH_LIST = 50;
export const VIEW_ALL_PROMPTS_LIMIT = 1000;
export const EPISODES_PAGE_SIZE = 9;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
export const ADMIN_RECENT_EPISODES = 5;
export const RECENT_PROMPTS_SKELETONS = 5;
export const QUERY_CACHE_SECONDS = 60;
export const WORDS_PER_MINUTE = 150;
export const TRANSCRIPT_MIN_CHARS = 50;
export const TITLE_MIN_CHARS = 3;
/** Account passwords (admin CLI, ADMIN_PASSWORD, start-up admin). */
export const PASSWORD_MIN_CHARS = 8;
/** The longest password accepted at sign-in: far beyond any passphrase, short of a hashing burden. */
export const PASSWORD_MAX_CHARS = 1024;
/** Usernames (the users.username column). */
export const USERNAME_MAX_CHARS = 100;
export const TRANSCRIPT_PREVIEW_MIN_CHARS = 100;
export const TRANSCRIPT_PREVIEW_CHARS = 500;
export const TRANSCRIPT_TEXTAREA_ROWS = 15;
export const META_DESCRIPTION_CHARS = 150;
export const VIDEO_ID_LENGTH = 11;
export const QUOTE_MATCH_THRESHOLD = 0.2;
export const QUOTE_PREFIX_CHARS = 50;
export const QUOTE_PREFIX_SCORE = 0.9;
export const QUOTE_MATCH_MIN_WORD_LENGTH = 4;
export const ANSWER_ESTIMATE_SECONDS = 55;
export const ANSWER_CALCULATING_SECONDS = 5;
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_MAX_TICKS = 600;
export const STEP_ROTATION_MS = 4000;
export const NAVIGATOR_SECTION_OFFSET_PX = 100;
export const NAVIGATOR_SCROLL_OFFSET_PX = 20;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const DELETE_TOAST_PREVIEW_CHARS = 40;
