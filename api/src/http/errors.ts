/**
 * Errors that become JSON replies `{ message, errors? }` in the error handler.
 */
import { API_MESSAGES, type FieldErrors } from '@ga/contracts';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 422 with errors per field. */
export class ValidationError extends HttpError {
  constructor(
    public readonly errors: FieldErrors,
    message: string = API_MESSAGES.validation,
  ) {
    super(422, message);
    this.name = 'ValidationError';
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

/** 409 with errors per field: what was asked was right, but something else got there first (a slot taken). */
export class ConflictError extends ValidationError {
  override readonly statusCode = 409;
  static override field(field: string, message: string): ConflictError {
    return new ConflictError({ [field]: [message] }, message);
  }
}

export const unauthenticated = () => new HttpError(401, API_MESSAGES.unauthenticated);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);

/** « 1 seconde », « 45 secondes », « 1 minute », « 15 minutes » (rounded up). */
export function frenchDelay(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? '1 seconde' : `${seconds} secondes`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * 429 with Retry-After; `message` may say {delay}: the same figure as Retry-After in French words
 * (« 28 secondes », « 15 minutes »). Messages once said « {minutes} minute(s) », rounded up: a plate
 * look-up refused for 28 s told the visitor « 1 minute(s) ».
 */
export function tooManyRequests(retryAfterSeconds: number, message: string = API_MESSAGES.tooManyRequests): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const text = message.replace('{delay}', frenchDelay(seconds));
  return new HttpError(429, text, { 'Retry-After': String(seconds) });
}
