// Images attached to a new ticket: at most TICKET_MAX_IMAGES, each a real JPG, PNG or GIF by its bytes.
import { badRequest, tooLarge, unsupported } from '../http-error.ts';
import { sniffImage } from '../../shared/image-sniff.ts';
import { TICKET_IMAGE_MAX_BYTES, TICKET_MAX_IMAGES } from '../contract/limits.ts';
import { MAX_IMAGES_MESSAGE } from '../contract/tickets.ts';

const TICKET_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);
const IMAGE_FIELD = /^image\d+$/;
/** Room for the text fields and multipart framing besides the images. */
const FORM_OVERHEAD_BYTES = 256 * 1024;
export const IMAGE_TOO_LARGE = 'Each image must be at most 2MB';

export interface CheckedImage {
  bytes: Uint8Array;
  type: string;
  extension: string;
}

/** Refuses a body that cannot be a valid ticket before it is read. */
export function checkTicketFormSize(contentLength: string | undefined): void {
  if (Number(contentLength ?? 0) > TICKET_MAX_IMAGES * TICKET_IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge(IMAGE_TOO_LARGE);
}

export async function checkTicketImages(form: FormData): Promise<CheckedImage[]> {
  const files: File[] = [];
  form.forEach((value, key) => {
    if (IMAGE_FIELD.test(key) && value instanceof File) files.push(value);
  });
  if (files.length > TICKET_MAX_IMAGES) throw badRequest(MAX_IMAGES_MESSAGE);
  if (files.some((f) => f.size > TICKET_IMAGE_MAX_BYTES)) throw tooLarge(IMAGE_TOO_LARGE);
  return Promise.all(
    files.map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const sniffed = sniffImage(bytes);
      if (!sniffed.ok || !TICKET_IMAGE_TYPES.has(sniffed.image.type)) throw unsupported('Images must be JPG, PNG or GIF files');
      return { bytes, type: sniffed.image.type, extension: sniffed.image.extension };
    }),
  );
}
