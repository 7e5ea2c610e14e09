// The answer of most state-changing calls: whether it worked and the message the screen shows.
import { z } from 'zod';

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
