// Every timing and limit of SPEC.md section 9, in one place. Nothing else in src/ spells these numbers.

export const CHAIN_ID = 'stargaze-1';
export const ETHEREUM_CHAIN_ID = 'ethereum';
export const STARS_PREFIX = 'stars1';
export const PROOF_MESSAGE = 'Prove account ownership';
export const TOKEN_PAGE_SIZE = 900;

export const RESEND_COUNTDOWN_S = 30;
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
export const CAROUSEL_INTERVAL_MS = 2_000;
export const DOWNLOAD_PAUSE_MS = 1_000;

export const CODE_LENGTH = 6;
export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 255;
export const TRAIT_NAME_MAX = 255;
export const EMAIL_FREE_COLLECTIONS = 1;
export const FREE_CREDITS = 100;
export const EMAIL_WALLET_ALLOWANCE = 100;
export const CREDIT_FALLBACK_LIMIT = 100;
export const MAX_FILES_PER_COLLECTION = 10_000;
export const MAX_COMBINATIONS = 10_000;
export const FREE_TIER_NFTS = 100;

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

export const TICKET_MAX_IMAGES = 5;
export const TICKET_IMAGE_HINT_MB = 2;
export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TICKET_DEFAULT_PRIORITY = 'low';
export const TICKET_DEFAULT_STATUS = 'open';

export const BORROW_ADDRESS_PATTERN = /^stars[a-z0-9]{39}$/;
export const PARTNER_MULTIPLIERS = [1000, 500, 500, 500, 100] as const;

export const IMAGE_ZIP_BATCH = 100;
export const METADATA_ZIP_BATCH = 1000;
export const RENAMER_ZIP_BATCH = 100;
export const RENAMER_DEFLATE_LEVEL = 9;
export const BATCH_ASSIGN_CHUNK = 100;

export const SUPPORTED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
