// Limits of SPEC.md that both the SPA and the server enforce: one definition for both sides.
export const CODE_LENGTH = 6;
export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 255;
export const TRAIT_NAME_MAX = 255;
export const EMAIL_FREE_COLLECTIONS = 1;
export const FREE_CREDITS = 100;
export const MAX_FILES_PER_COLLECTION = 10_000;
export const MAX_COMBINATIONS = 10_000;
export const TICKET_MAX_IMAGES = 5;
export const TICKET_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TICKET_STATUSES = ['open', 'pending', 'replied', 'closed'] as const;
export const TICKET_DESCRIPTION_MAX = 5_000;
export const TICKETS_PER_HOUR = 10;
/** Far above any real partner holding; keeps sums well inside the INTEGER column. */
export const BORROW_MAX_CREDITS = 10_000_000;
export const APPLICATIONS_PER_OWNER = 5;
export const VOTE_CHOICES = ['yes', 'no', 'abstain'] as const;
export const PROPOSAL_MAX_DAYS = 365;
export const BATCH_ASSIGN_CHUNK = 100;
export const PROOF_MESSAGE = 'Prove account ownership';
export const SUPPORTED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
