/**
 * Zod issues → `{ field: [messages] }` for 422 replies.
 */
import type { FieldErrors } from '@ga/contracts';

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** Messages of issues without a path (the body itself is wrong) go under this key. */
export const ROOT_FIELD = 'body';

export function issuesToFieldErrors(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : ROOT_FIELD;
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** From fastify-type-provider-zod's validation entries (`instancePath` "/email"). */
export function validationEntriesToFieldErrors(
  entries: readonly { instancePath: string; message?: string }[],
): FieldErrors {
  return issuesToFieldErrors(
    entries.map((e) => ({
      path: e.instancePath.split('/').filter(Boolean),
      message: e.message ?? 'Valeur invalide.',
    })),
  );
}
