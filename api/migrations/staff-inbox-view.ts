/**
 * The staff inbox's view (`staff_inbox_source`): how each request table reads in the inbox. Shared
 * by the migrations that (re)create it: 0024 made it, 0025 gives a trade-in the state of its firm
 * offer, 0026 a company check its refusal. Each migration passes what it needs, so an older
 * migration's view never changes.
 */

const VEHICLE_TITLE = `concat_ws(' ', b.name, m.name, v.version)`;
const VEHICLE_JOIN = (alias: string) =>
  `LEFT JOIN vehicles v ON v.id = ${alias}.vehicle_id LEFT JOIN brands b ON b.id = v.brand_id LEFT JOIN carmodels m ON m.id = v.carmodel_id`;

/** A trade-in with a firm offer reads as the offer's state, unless it is closed (0025_reprise_offers.ts). */
export const REPRISE_WITH_OFFER = `CASE WHEN r.status IN ('traitee', 'annulee') THEN r.status ELSE coalesce((
    SELECT CASE o.status WHEN 'envoyee' THEN 'offre_envoyee' WHEN 'acceptee' THEN 'offre_acceptee' ELSE 'offre_refusee' END
    FROM reprise_offers o WHERE o.reprise_id = r.id AND o.status IN ('envoyee', 'acceptee', 'refusee') ORDER BY o.id DESC LIMIT 1
  ), r.status) END`;

const COMPANY_CHECKED = `CASE WHEN u.company_verified_at IS NULL THEN 'nouvelle' ELSE 'traitee' END`;
/** A company check reads as verified (traitée), refused (annulée) or to do (0026_company_checks.ts). */
export const COMPANY_CHECKED_OR_REFUSED = `CASE WHEN u.company_verified_at IS NOT NULL THEN 'traitee' WHEN u.company_refused_at IS NOT NULL THEN 'annulee' ELSE 'nouvelle' END`;

/** A trade-in's mileage as digits and « km » (0024 to 0032): « 41500 km ». */
const MILEAGE_DIGITS = `r.mileage::text || ' km'`;
/**
 * The French way (0033_inbox_mileage.ts): thousands set apart by a narrow no-break space and « km »
 * held by a no-break space, « 41 500 km », as the site's formatter writes it.
 */
export const MILEAGE_FRENCH = String.raw`regexp_replace(r.mileage::text, '(\d)(?=(\d{3})+$)', '\1' || chr(8239), 'g') || chr(160) || 'km'`;

/**
 * `repriseStatus`: the SQL of a trade-in's inbox status (alias `r` is the reprise);
 * `companyStatus`: a company check's (alias `u` is the account); `mileage`: a trade-in's mileage.
 */
export const inboxSourceView = (
  repriseStatus = 'r.status',
  companyStatus = COMPANY_CHECKED,
  mileage = MILEAGE_DIGITS,
) => `
CREATE OR REPLACE VIEW staff_inbox_source AS
SELECT 'reservation'::varchar(12) AS kind, r.id AS source_id, r.status::varchar(20) AS status, r.user_id, u.fullname, u.email, r.phone,
  NULL::varchar(12) AS plate, NULL::varchar(20) AS reference, r.vehicle_id, ${VEHICLE_TITLE} AS summary,
  r.expires_at AS due_at, r.created_at
FROM bookings r JOIN users u ON u.id = r.user_id ${VEHICLE_JOIN('r')}
UNION ALL
SELECT 'reprise', r.id, ${repriseStatus}, r.user_id, u.fullname, u.email, r.phone, r.plate, NULL, NULL,
  concat_ws(' · ', concat_ws(' ', r.brand, r.carmodel), r.year::text, ${mileage}), NULL, r.created_at
FROM reprises r JOIN users u ON u.id = r.user_id
UNION ALL
SELECT 'rendez_vous', r.id, r.status, r.user_id, r.fullname, r.email, r.phone, NULL, r.reference, NULL,
  concat_ws(' · ', CASE r.kind WHEN 'essai' THEN 'Essai' WHEN 'retrait' THEN 'Retrait du véhicule' WHEN 'atelier' THEN 'Atelier' ELSE 'Expertise reprise' END, p.name, NULLIF(r.resource, '')),
  r.starts_at, r.created_at
FROM appointments r JOIN appointment_places p ON p.id = r.place_id
UNION ALL
SELECT 'rappel', r.id, r.status, r.user_id, u.fullname, u.email, r.phone, NULL, NULL, r.vehicle_id,
  concat_ws(' · ', 'Rappel ' || CASE r.slot WHEN 'matin' THEN 'le matin' WHEN 'midi' THEN 'le midi' WHEN 'apres-midi' THEN 'l''après-midi' ELSE 'le soir' END,
    NULLIF(${VEHICLE_TITLE}, '')),
  (r.preferred_date + make_time(CASE r.slot WHEN 'matin' THEN 12 WHEN 'midi' THEN 14 WHEN 'apres-midi' THEN 17 ELSE 19 END, 0, 0)) AT TIME ZONE 'Europe/Paris',
  r.created_at
FROM calls r JOIN users u ON u.id = r.user_id ${VEHICLE_JOIN('r')}
UNION ALL
SELECT 'contact', r.id, r.status, r.user_id, r.fullname, r.email, r.phone, NULL, r.reference, r.vehicle_id,
  concat_ws(' · ', CASE r.subject WHEN 'achat' THEN 'Achat' WHEN 'reprise' THEN 'Reprise' WHEN 'financement' THEN 'Financement' WHEN 'livraison' THEN 'Livraison'
    WHEN 'sav' THEN 'Service après-vente' WHEN 'professionnel' THEN 'Professionnel' ELSE 'Autre' END, left(r.message, 120)),
  NULL, r.created_at
FROM contact_requests r
UNION ALL
SELECT 'formulaire', r.id, 'nouvelle', r.user_id, coalesce(u.fullname, r."values"->>'nom'), coalesce(r.email, u.email),
  coalesce(r."values"->>'telephone', u.phone), NULL, r.reference, NULL, f.title, NULL, r.created_at
FROM form_replies r JOIN form_pages f ON f.id = r.form_page_id LEFT JOIN users u ON u.id = r.user_id
UNION ALL
SELECT 'partenaire', r.id, r.status, r.user_id, u.fullname, u.email, r.phone, NULL, NULL, NULL,
  concat_ws(' · ', CASE r.kind WHEN 'flotte' THEN 'Flotte' ELSE 'Partenariat' END, r.company_name), NULL, r.created_at
FROM partner_requests r JOIN users u ON u.id = r.user_id
UNION ALL
SELECT 'entreprise', u.id, ${companyStatus}, u.id, u.fullname, u.email, u.phone,
  NULL, u.company_siret, NULL, concat_ws(' · ', u.company_name, 'SIRET ' || u.company_siret), NULL, u.created_at
FROM users u WHERE u.is_comp
UNION ALL
SELECT 'devis', r.id, r.status, r.user_id, u.fullname, u.email, u.phone, NULL, r.number, r.vehicle_id, ${VEHICLE_TITLE}, r.valid_until::timestamptz, r.created_at
FROM estimates r JOIN users u ON u.id = r.user_id ${VEHICLE_JOIN('r')}
UNION ALL
SELECT 'financement', r.id, r.status, r.user_id, u.fullname, u.email, r.phone, NULL, NULL, r.vehicle_id,
  concat_ws(' · ', t.name, ${VEHICLE_TITLE}, r.duration_months::text || ' mois'), NULL, r.created_at
FROM fundings r JOIN users u ON u.id = r.user_id JOIN funding_types t ON t.id = r.funding_type_id ${VEHICLE_JOIN('r')}`;
