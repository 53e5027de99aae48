/**
 * Home page data: serialisation with absolute image URLs.
 */
import {
  LIST_SLIDE_CATEGORIES,
  LIST_SLIDE_LINKS,
  LIST_SLIDE_TITLES,
  type Banner,
  type ListSlide,
  type ListSlideCategory,
  type NewsItem,
  type RatingsResponse,
  type WelcomeSlide,
} from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { toVehicleCard } from '../catalogue/vehicle-cards';
import { illustrationUrl } from '../media/urls';
import { activeBanners, activeWelcomeSlides, latestNews, latestReviews, reviewStats, sliderVehicles } from './queries';

export async function banners(db: Db, base: string): Promise<Banner[]> {
  return (await activeBanners(db)).map((b) => ({
    id: b.id,
    title: b.title,
    subtitle: b.subtitle,
    cta_label: b.cta_label,
    link: b.link,
    image: illustrationUrl(base, b.image),
    background_colour: b.background_colour,
    text_colour: b.text_colour,
    position: b.position,
  }));
}

export async function welcomeSlides(db: Db, base: string): Promise<WelcomeSlide[]> {
  return (await activeWelcomeSlides(db)).map((s) => ({
    id: s.id,
    title: s.title,
    text: s.text,
    cta_label: s.cta_label,
    link: s.link,
    image: illustrationUrl(base, s.image),
    position: s.position,
  }));
}

export async function listSlides(
  db: Db,
  base: string,
  categories: readonly ListSlideCategory[] | undefined,
  limit = 12,
): Promise<ListSlide[]> {
  const wanted = categories && categories.length ? [...new Set(categories)] : [...LIST_SLIDE_CATEGORIES];
  const slides: ListSlide[] = [];
  for (const category of wanted) {
    const rows = await sliderVehicles(db, category, limit);
    slides.push({
      category,
      title: LIST_SLIDE_TITLES[category],
      link: LIST_SLIDE_LINKS[category],
      vehicles: rows.map((r) => toVehicleCard(r, base)),
    });
  }
  return slides;
}

export async function ratings(db: Db, limit: number): Promise<RatingsResponse> {
  const [rows, stats] = await Promise.all([latestReviews(db, limit), reviewStats(db)]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      author: r.author,
      city: r.city,
      rating: r.rating,
      title: r.title,
      comment: r.comment,
      date: r.reviewed_on,
    })),
    count: stats.count,
    percentage: stats.count ? Math.round((stats.satisfied / stats.count) * 100) : 0,
    average: stats.average,
  };
}

export async function lastNews(db: Db, base: string, limit: number): Promise<NewsItem[]> {
  return (await latestNews(db, limit)).map((n) => ({
    id: n.id,
    slug: n.slug,
    title: n.title,
    excerpt: n.excerpt,
    date: n.published_on,
    image: illustrationUrl(base, n.image),
    url: `/a-propos/revue-de-presse#${n.slug}`,
    category: n.category,
  }));
}
