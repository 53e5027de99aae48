/**
 * SQL of departments and the delivery types priced for a department.
 */
import type { Db } from '../../db/transaction';

export function listDepartments(db: Db) {
  return db.selectFrom('departments').select(['id', 'code', 'name']).orderBy('position').execute();
}

/** A department by id (the delivery form holds department_id, docs/spec-notes.md §3). */
export function findDepartment(db: Db, id: number) {
  return db.selectFrom('departments').select(['id', 'code', 'name']).where('id', '=', id).executeTakeFirst();
}

/**
 * The delivery types priced for a department, with the department's own lead time
 * (`lead_time_days`: delivery_prices.delay_days, NULL = on quote; migration 0010).
 */
export function deliveryTypesFor(db: Db, departmentId: number) {
  return db
    .selectFrom('delivery_types as t')
    .innerJoin('delivery_prices as p', 'p.delivery_type_id', 't.id')
    .select([
      't.id',
      't.name',
      't.description',
      't.at_home',
      't.delay_days as type_delay_days',
      'p.delay_days as lead_time_days',
      'p.price',
      'p.price_etax',
    ])
    .where('p.department_id', '=', departmentId)
    .orderBy('t.position')
    .orderBy('t.id')
    .execute();
}
