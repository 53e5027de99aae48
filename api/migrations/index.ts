/**
 * Every migration, in order. Listed statically (no directory scan) so that tsx, jest and any
 * bundler load the same set.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_core';
import * as m0002 from './0002_catalogue';
import * as m0003 from './0003_home_content';
import * as m0004 from './0004_catalogue_search';
import * as m0005 from './0005_bookings';
import * as m0006 from './0006_financing';
import * as m0007 from './0007_estimates';
import * as m0008 from './0008_account';
import * as m0009 from './0009_catalogue_extras';
import * as m0010 from './0010_delivery_lead_times';
import * as m0011 from './0011_account_security';
import * as m0012 from './0012_partner_audience';
import * as m0013 from './0013_tradein_reference';
import * as m0014 from './0014_reprise_photos';
import * as m0015 from './0015_public_forms';
import * as m0016 from './0016_appointments';
import * as m0017 from './0017_front_events';
import * as m0018 from './0018_price_history';
import * as m0019 from './0019_ownership';
import * as m0020 from './0020_recently_viewed';
import * as m0021 from './0021_alerts';
import * as m0022c from './0022_canary_visitor_counts';
import * as m0023 from './0023_staff';
import * as m0024 from './0024_staff_inbox';
import * as m0025 from './0025_reprise_offers';
import * as m0026 from './0026_company_checks';
import * as m0027 from './0027_vehicle_withdrawn';
import * as m0028 from './0028_appointment_agenda';
import * as m0029 from './0029_audit_retention';
import * as m0030 from './0030_totp_secret_sealed';
import * as m0031 from './0031_staff_totp_failures';
import * as m0032 from './0032_audit_pseudonymise_keys';
import * as m0033 from './0033_inbox_mileage';
import * as m0034 from './0034_email_link_return_path';
import * as m0035 from './0035_booking_choices';
import * as m0036 from './0036_favourite_alerts';

export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_catalogue': m0002,
  '0003_home_content': m0003,
  '0004_catalogue_search': m0004,
  '0005_bookings': m0005,
  '0006_financing': m0006,
  '0007_estimates': m0007,
  '0008_account': m0008,
  '0009_catalogue_extras': m0009,
  '0010_delivery_lead_times': m0010,
  '0011_account_security': m0011,
  '0012_partner_audience': m0012,
  '0013_tradein_reference': m0013,
  '0014_reprise_photos': m0014,
  '0015_public_forms': m0015,
  '0016_appointments': m0016,
  '0017_front_events': m0017,
  '0018_price_history': m0018,
  '0019_ownership': m0019,
  '0020_recently_viewed': m0020,
  '0021_alerts': m0021,
  '0022_canary_visitor_counts': m0022c,
  '0023_staff': m0023,
  '0024_staff_inbox': m0024,
  '0025_reprise_offers': m0025,
  '0026_company_checks': m0026,
  '0027_vehicle_withdrawn': m0027,
  '0028_appointment_agenda': m0028,
  '0029_audit_retention': m0029,
  '0030_totp_secret_sealed': m0030,
  '0031_staff_totp_failures': m0031,
  '0032_audit_pseudonymise_keys': m0032,
  '0033_inbox_mileage': m0033,
  '0034_email_link_return_path': m0034,
  '0035_booking_choices': m0035,
  '0036_favourite_alerts': m0036,
};
