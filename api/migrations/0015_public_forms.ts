/**
 * The content area's data and its public forms:
 *
 * - bot_check_uses: each solved bot-check challenge (its nonce) is accepted once; rows are kept
 *   until the challenge would have expired anyway, then purged.
 * - contact_requests: the contact form; `reference` is what the visitor quotes (« C-2026-000123 »).
 * - newsletter_subscribers: THE newsletter list, one row per address (lower case), whatever the way
 *   in: the footer form (double opt-in: `en_attente` until the link of the e-mail is opened) or the
 *   account's « subscribe_newsletter » box, which writes here in the same transaction as users.
 * - form_pages / form_replies: forms described by data (/formulaire/{slug}); a reply keeps the
 *   values as checked against the page's fields at the time.
 * - teams / team_members, partners: the « L’équipe » and « Partenaires » pages (DEMO DATA).
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE bot_check_uses (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX bot_check_uses_expiry ON bot_check_uses (expires_at);

CREATE TABLE contact_requests (
  id serial PRIMARY KEY,
  reference varchar(20) NOT NULL UNIQUE,
  fullname varchar(120) NOT NULL,
  email varchar(190) NOT NULL,
  phone varchar(20),
  subject varchar(20) NOT NULL CHECK (subject IN ('achat', 'reprise', 'financement', 'livraison', 'sav', 'professionnel', 'autre')),
  message text NOT NULL CHECK (char_length(message) <= 3000),
  vehicle_id integer REFERENCES vehicles(id) ON DELETE SET NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  status varchar(20) NOT NULL DEFAULT 'nouvelle' CHECK (status IN ('nouvelle', 'en_cours', 'traitee')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_requests_created ON contact_requests (created_at DESC);

CREATE TABLE newsletter_subscribers (
  id serial PRIMARY KEY,
  email varchar(190) NOT NULL UNIQUE CHECK (email = lower(email)),
  status varchar(20) NOT NULL CHECK (status IN ('en_attente', 'inscrit', 'desinscrit')),
  source varchar(20) NOT NULL CHECK (source IN ('formulaire', 'compte')),
  confirm_token_hash text UNIQUE,
  confirm_expires_at timestamptz,
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

CREATE TABLE form_pages (
  id serial PRIMARY KEY,
  slug varchar(120) NOT NULL UNIQUE,
  title varchar(190) NOT NULL,
  description varchar(300) NOT NULL,
  intro jsonb NOT NULL,
  fields jsonb NOT NULL,
  submit_label varchar(80) NOT NULL,
  success_title varchar(190) NOT NULL,
  success_message varchar(600) NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE form_replies (
  id serial PRIMARY KEY,
  reference varchar(20) NOT NULL UNIQUE,
  form_page_id integer NOT NULL REFERENCES form_pages(id) ON DELETE CASCADE,
  "values" jsonb NOT NULL,
  email varchar(190),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_replies_page ON form_replies (form_page_id, created_at DESC);

CREATE TABLE teams (
  id serial PRIMARY KEY,
  slug varchar(80) NOT NULL UNIQUE,
  name varchar(120) NOT NULL,
  mission varchar(400) NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE TABLE team_members (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  first_name varchar(60) NOT NULL,
  role varchar(120) NOT NULL,
  speciality varchar(300) NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX team_members_team ON team_members (team_id, position);

CREATE TABLE partners (
  id serial PRIMARY KEY,
  slug varchar(120) NOT NULL UNIQUE,
  name varchar(120) NOT NULL,
  category varchar(60) NOT NULL,
  summary varchar(300) NOT NULL,
  description jsonb NOT NULL,
  benefits jsonb NOT NULL,
  site_path varchar(255),
  colour varchar(7) NOT NULL,
  position integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    'DROP TABLE partners, team_members, teams, form_replies, form_pages, newsletter_subscribers, contact_requests, bot_check_uses',
  );
}
