// Every timing and limit of SPEC.md section 9, in one place. Nothing else in src/ spells these numbers.
// Limits the server enforces too are defined once in server/contract/limits.ts and re-exported here.
export * from '@contract/limits';

// The server refuses a resend before this, so the countdown and the server share one number.
export { EMAIL_RESEND_INTERVAL_S as RESEND_COUNTDOWN_S } from '@contract/auth';
export const MESSAGE_MS_WALLET = 5_000;
export const MESSAGE_MS_COLLECTIONS = 20_000;
export const NOTIFICATION_MS = 10_000;
export const MESSAGE_TOAST_MS = 3_000;
export const WALLET_POLL_MS = 500;
export const WALLET_POLL_TRIES = 10;
export const MAGIC_EDEN_POLL_MS = 1_000;
export const MAGIC_EDEN_POLL_TRIES = 5;
export const MAGIC_EDEN_POLL_TRIES_PROVING = 10;
export const MAGIC_EDEN_SETTLE_MS = 1_500;
export const MAGIC_EDEN_AFTER_CONNECT_MS = 500;
export const RECONNECT_RETRIES = 5;
export const RECONNECT_INTERVAL_MS = 1_000;
/** Ending a session waits at most this long for the user's requests still on their way (use-end-session.ts). */
export const SESSION_END_SETTLE_MS = 2_000;
export const CAROUSEL_INTERVAL_MS = 2_000;
export const DOWNLOAD_PAUSE_MS = 1_000;

export const CREDIT_FALLBACK_LIMIT = 100;

export const COVER_HEIGHT_PX = 300;
export const COVER_QUALITY = 0.8;
export const PREVIEW_WIDTH_PX = 150;
export const LAYER_MAX_PX = 250;
export const LAYER_QUALITY = 0.7;
export const HOVER_PREVIEW_MAX_PX = 150;

export const UPLOAD_BATCH_FILES = 15;
export const UPLOAD_PARALLEL_BATCHES = 3;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const FILES_PAGE_SIZE_DEFAULT = 10;
export const RENAMER_PAGE_SIZE_DEFAULT = 20;
export const FILE_NAME_DISPLAY_MAX = 50;
export const TRAIT_VALUE_DISPLAY_WORDS = 3;

export const TICKET_IMAGE_HINT_MB = 2;
export const TICKET_DEFAULT_PRIORITY = 'low';

export const VOTE_REFETCH_MS = 15_000;

export const IMAGE_ZIP_BATCH = 100;
export const METADATA_ZIP_BATCH = 1000;
export const RENAMER_ZIP_BATCH = 100;
export const RENAMER_DEFLATE_LEVEL = 9;

// Image combiner engine (ARCHITECTURE.md, image engine: measured on 2 cores).
/** Combinations per compose call: a budget of output pixels within these bounds (compose-chunk.ts says why). */
export const COMPOSE_CHUNK_PIXELS = 4_000_000;
export const COMPOSE_CHUNK_MIN = 10;
export const COMPOSE_CHUNK_MAX = 64;
/** Compose calls under way per lane: the worker always has the next one queued. */
export const COMPOSE_IN_FLIGHT_PER_LANE = 2;
export const COMPOSE_OPEN_TIMEOUT_MS = 5_000;
export const COMPOSE_OPEN_ATTEMPTS = 3;
/** A pool worker idle this long is ended: its memory (decoded images, blobs it made) goes with it. */
export const POOL_IDLE_MS = 10_000;
/** Background work (the look-alike guard) resumes this long after the artist's last preview, edit or export. */
export const FOREGROUND_GRACE_MS = 500;
export const PROGRESS_THROTTLE_MS = 100;
export const METADATA_ZIP_LEVEL = 6;
export const COMBINER_OUTPUT_SIZES = [250, 500, 1000, 'original'] as const;
/** The largest output side offered (pixel art's whole multiples may go a little past 1000). */
export const OUTPUT_MAX_PX = 2048;
/** The generator re-plans this long after the last change to layers or settings. */
export const PLAN_DEBOUNCE_MS = 250;
/** A weight or rule edit re-counts and re-plans sooner: both are fast, and an artist tuning them watches
 * the valid-combination count (within 100 ms of the edit) and the plan. */
export const QUICK_PLAN_DEBOUNCE_MS = 30;
/** Result images' URLs kept after their cards leave the screen (a few screens of the grid to scroll back
 * to): each holds a slice of its pack, not its bytes. */
export const RESULT_URLS_KEPT = 300;
/** How long a download's object URL lives: long enough for the browser to start reading it. */
export const DOWNLOAD_URL_TTL_MS = 10_000;
/** How long a shown blob's URL outlives its component: an image still loading from it (a row scrolled in
 * and out within a frame or two) would otherwise fail with ERR_FILE_NOT_FOUND. */
export const OBJECT_URL_GRACE_MS = 10_000;
/** Bytes of a chosen file read to predict its stored name (the type from its header, as the server sniffs it). */
export const NAME_SNIFF_BYTES = 64 * 1024;

// The combiner's layer list is virtualised: only the cards and image rows near the viewport are in the
// DOM. Estimates before a row is measured (a card's top part, an image row) and rows kept beyond the screen.
export const LAYER_CARD_TOP_PX = 240;
export const IMAGE_ROW_PX = 92;
export const LAYER_LIST_OVERSCAN = 2;
export const IMAGE_LIST_OVERSCAN = 6;
/** Short lists are rendered whole (at most 8 cards of 24 rows: under 200 rows in the page). */
export const LAYER_LIST_RENDER_ALL_UP_TO = 8;
export const IMAGE_LIST_RENDER_ALL_UP_TO = 24;
/** A rule's value list (every value of every layer) keeps only the rows near its scrolled view beyond this
 * many rows; the search field and the layer select reach the others. */
export const RULE_VALUES_RENDER_ALL_UP_TO = 60;
export const RULE_VALUES_OVERSCAN = 10;
export const RULE_VALUE_ROW_PX = 24;
export const RULE_LAYER_ROW_PX = 16;
/** A template's "Value that leads to" select holds every value of every layer (600 options in each of 4
 * templates was most of the Templates panel): beyond this many it holds them only once used. */
export const TEMPLATE_VALUES_LISTED_UP_TO = 100;
/** A rarity plan of more values than this renders each layer's bars only near the view; a row's height
 * before it is measured. */
export const PLAN_RENDER_ALL_UP_TO = 200;
export const PLAN_ROW_PX = 18;
/** Frames a sought row (a found value, a new layer card) is tried for focus while the list settles around
 * it after the scroll (about 2 s; src/lib/reach-item.ts). */
export const SEEK_FOCUS_FRAMES = 120;
/** Frames between scrolls to a sought row not yet rendered (a first scroll can land short). */
export const SEEK_SCROLL_AGAIN_FRAMES = 10;
/** Stored layer images read back and checked per chunk after a reload (one IndexedDB transaction each). */
export const RESTORE_CHUNK_IMAGES = 60;

// Launch (docs/launch.md).
/** One PATCH of the resumable upload: the SDK's chunk (50 MB + 1 byte); a dropped connection resends at most this. */
export const PIN_PART_BYTES = 50 * 1024 * 1024 + 1;
/** Tries of one part after a dropped connection, with the SDK's backoff (1 s doubling, at most 10 s). */
export const PIN_PART_RETRIES = 5;
export const PIN_RETRY_MAX_MS = 10_000;
/** The public gateway the pins are checked through unless the artist names another. */
export const DEFAULT_GATEWAY = 'https://ipfs.io';
/** Filebase's S3 endpoint (docs.filebase.com, "S3-compatible API": `s3.filebase.com`, region `us-east-1`, path-style). */
export const FILEBASE_S3_URL = 'https://s3.filebase.com';
/** One part of a Filebase multipart upload: S3's minimum is 5 MiB (all parts but the last), its maximum
 * 10 000 parts, so 16 MiB parts carry CARs up to 160 GB and a dropped connection resends at most 16 MiB. */
export const FILEBASE_PART_BYTES = 16 * 1024 * 1024;
/** How often CosmJS asks the node whether the transaction is in a block. */
export const TX_POLL_MS = 1_000;
