import { z } from 'zod';
import { userSchema } from '../user/schemas';

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

export const registerResponseSchema = tokenResponseSchema.extend({ data: userSchema });
