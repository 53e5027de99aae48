/**
 * Where a page's URL carries a slug, the matching call takes the slug as well as the id
 * (docs/architecture.md « Data »): a parameter of 1 to 9 digits is an id, anything else a slug.
 */
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';

export type IdOrSlugKey = { id: number } | { slug: string };

export function idOrSlugKey(value: string): IdOrSlugKey {
  return /^\d{1,9}$/.test(value) ? { id: Number(value) } : { slug: value };
}

/**
 * `q` narrowed to the row with that id, or with that slug; when several rows share a slug (vehicle
 * slugs name brand, model and version), the oldest one (lowest id). `table`: the alias of the
 * table holding `id` and `slug` when the query joins others (e.g. 'v').
 */
export function whereIdOrSlug<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  value: string,
  table?: string,
): SelectQueryBuilder<DB, TB, O> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  const key = idOrSlugKey(value);
  return 'id' in key
    ? q.where(sql<SqlBool>`${column('id')} = ${key.id}`)
    : q
        .where(sql<SqlBool>`${column('slug')} = ${key.slug}`)
        .orderBy(sql`${column('id')}`)
        .limit(1);
}
