/**
 * Reply schemas of the password reset (and of the other calls that only confirm).
 */
import type { MessageReply } from '@ga/contracts';
import { z } from 'zod';

export const messageReplySchema = z
  .object({ message: z.string() })
  .describe('Confirmation') satisfies z.ZodType<MessageReply>;
