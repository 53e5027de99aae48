/**
 * The password rules every new password follows (registration, password change, reset): the
 * format of `passwordField` (≥ 12 characters) in @ga/contracts, plus the shipped list of common /
 * breached passwords, checked here (the list stays on the server).
 */
import { API_MESSAGES, PASSWORD_MIN_LENGTH, whenObject } from '@ga/contracts';
import type { z } from 'zod';
import { isBreachedPassword } from '../auth/breached-passwords';

/** `schema` with the breached-password check on its `field` (default `password`). */
export function withPasswordRules<S extends z.ZodType>(schema: S, field = 'password'): S {
  return schema.superRefine((value, ctx) => {
    const password = (value as Record<string, unknown> | null)?.[field];
    if (typeof password === 'string' && password.length >= PASSWORD_MIN_LENGTH && isBreachedPassword(password)) {
      ctx.addIssue({ code: 'custom', path: [field], message: API_MESSAGES.breachedPassword });
    }
  }, whenObject) as S; // runs whenever the payload is an object: every field's error at once
}
