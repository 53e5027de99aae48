// Bare SQL timings of the queries the API sends for a search: each run `runs` times on its own
// connection (median kept), with EXPLAIN ANALYZE's planning and execution times beside the round trip.
import { median } from './support.mjs';

/** A short French name for one of the search's queries. */
export function queryLabel(text) {
  if (/^select count\(\*\)::int as "n"/.test(text)) return 'count';
  if (/ min\(/.test(text)) return 'bornes (min/max)';
  if (/^select count\(\*\)::int as "count"/.test(text) && !/group by/.test(text)) return 'aménagés';
  const group = /group by ("[^"]+"\."[^"]+")/.exec(text);
  if (group) return `facette ${group[1].replace(/"/g, '')}`;
  if (/ limit \$\d+ offset /.test(text)) return 'page de vignettes';
  if (/"v"\."id" = \$\d+/.test(text)) return 'fiche par id';
  return text.slice(0, 40);
}

export async function timeQueries(client, queries, runs) {
  const out = [];
  for (const q of queries) {
    await client.query(q.sql, q.parameters); // warm-up (plan cache is not used: unnamed statements, as the API)
    const exec = [];
    const plan = [];
    const roundTrip = [];
    for (let i = 0; i < runs; i += 1) {
      const t = performance.now();
      await client.query(q.sql, q.parameters);
      roundTrip.push(performance.now() - t);
      const r = await client.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${q.sql}`, q.parameters);
      const p = r.rows[0]['QUERY PLAN'][0];
      exec.push(p['Execution Time']);
      plan.push(p['Planning Time']);
    }
    out.push({
      label: queryLabel(q.sql),
      exec: median(exec),
      plan: median(plan),
      sql: median(exec.map((e, i) => e + plan[i])),
      roundTrip: median(roundTrip),
    });
  }
  return out;
}
