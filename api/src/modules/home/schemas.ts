import { LIST_SLIDE_CATEGORIES, type Banner, type NewsItem, type Review, type WelcomeSlide } from '@ga/contracts';
import { z } from 'zod';
import { vehicleCardSchema } from '../catalogue/schemas';

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  cta_label: z.string(),
  link: z.string(),
  image: z.string(),
  background_colour: z.string(),
  text_colour: z.string(),
  position: z.number().int(),
}) satisfies z.ZodType<Banner>;

export const welcomeSlideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  cta_label: z.string(),
  link: z.string(),
  image: z.string(),
  position: z.number().int(),
}) satisfies z.ZodType<WelcomeSlide>;

export const reviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  city: z.string().nullable(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  date: z.string(),
}) satisfies z.ZodType<Review>;

export const newsItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  date: z.string(),
  image: z.string(),
  url: z.string(),
  category: z.string(),
}) satisfies z.ZodType<NewsItem>;

export const listSlideSchema = z.object({
  category: z.enum(LIST_SLIDE_CATEGORIES),
  title: z.string(),
  link: z.string(),
  vehicles: z.array(vehicleCardSchema),
});

const CATEGORY_MESSAGE = `Catégorie inconnue. Valeurs possibles : ${LIST_SLIDE_CATEGORIES.join(', ')}.`;

/** `categories[]=a&categories[]=b` (parsed by qs); a single `categories=a` is accepted too. */
export const listSlidesQuerySchema = z.object({
  categories: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',') : v),
      z.array(z.enum(LIST_SLIDE_CATEGORIES, { error: CATEGORY_MESSAGE }), { error: CATEGORY_MESSAGE }).max(10),
    )
    .optional(),
  limit: z.coerce
    .number({ error: 'Le nombre de véhicules doit être un entier entre 1 et 24.' })
    .int()
    .min(1)
    .max(24)
    .optional(),
});

export const limitQuerySchema = (max: number, fallback: number) =>
  z.object({
    limit: z.coerce
      .number({ error: `La limite doit être un entier entre 1 et ${max}.` })
      .int()
      .min(1)
      .max(max)
      .default(fallback),
  });
