/**
 * Home page content: banners, hero slides, website reviews, blog news.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE banners (
  id serial PRIMARY KEY,
  title varchar(190) NOT NULL,
  subtitle varchar(255),
  cta_label varchar(80) NOT NULL,
  link varchar(255) NOT NULL,
  image varchar(120) NOT NULL,
  background_colour varchar(7) NOT NULL,
  text_colour varchar(7) NOT NULL,
  position integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE welcome_slides (
  id serial PRIMARY KEY,
  title varchar(190) NOT NULL,
  text varchar(400) NOT NULL,
  cta_label varchar(80) NOT NULL,
  link varchar(255) NOT NULL,
  image varchar(120) NOT NULL,
  position integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  author varchar(60) NOT NULL,
  city varchar(120),
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title varchar(190) NOT NULL,
  comment text NOT NULL,
  reviewed_on date NOT NULL,
  is_published boolean NOT NULL DEFAULT true
);
CREATE INDEX reviews_date ON reviews (reviewed_on DESC);

CREATE TABLE news (
  id serial PRIMARY KEY,
  slug varchar(190) NOT NULL UNIQUE,
  title varchar(190) NOT NULL,
  excerpt text NOT NULL,
  body text NOT NULL,
  category varchar(60) NOT NULL,
  image varchar(120) NOT NULL,
  published_on date NOT NULL,
  is_published boolean NOT NULL DEFAULT true
);
CREATE INDEX news_date ON news (published_on DESC)
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `DROP TABLE news;
DROP TABLE reviews;
DROP TABLE welcome_slides;
DROP TABLE banners`,
  );
}
