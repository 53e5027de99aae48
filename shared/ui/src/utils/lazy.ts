/**
 * A value built on first use: Intl formatters cost a few milliseconds each to create,
 * which the start-up of the page should not pay for formatters it does not use yet.
 */
export function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  let created = false;
  return () => {
    if (!created) {
      value = create();
      created = true;
    }
    return value as T;
  };
}
