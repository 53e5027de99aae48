import { NotFoundPage, useParams } from '@ga/core';
import {
  BODY_TYPES,
  BODY_TYPE_LABELS,
  ENERGY_SLUG_LABELS,
  ENERGY_SLUG_SEARCH_KEYS,
  VEHICLE_CATEGORY_SLUGS,
  isEnergySlug,
  type BodyType,
} from '@ga/contracts';
import { ListingPage } from './listing-page';
import { LISTINGS } from '../features/search/listings';
import { ALL_STOCK_HEAD, categoryHead, energyHead } from '../features/search/listing-heads';

/** Readable name from a slug while the API's name is not needed ("mercedes-benz" → "Mercedes Benz"). */
const fromSlug = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** /achat: the whole stock (search middleware keeps the URL clean). */
export function AllVehiclesPage() {
  return (
    <ListingPage
      {...ALL_STOCK_HEAD}
      intro="Neufs, 0 km et d’occasion : filtrez notre stock et trouvez le véhicule qu’il vous faut."
    />
  );
}

export function fixedListingPage(slug: string) {
  const listing = LISTINGS.find((l) => l.slug === slug)!;
  return function FixedListingPage() {
    return (
      <ListingPage title={listing.title} description={listing.description} intro={listing.intro} base={listing.base} />
    );
  };
}

/** /achat-par-energie/{slug}: the five known slugs only (docs/spec-notes.md §2, §5); anything else is 404. */
export function EnergyPage() {
  const { slug } = useParams();
  if (!isEnergySlug(slug)) return <NotFoundPage />;
  const label = ENERGY_SLUG_LABELS[slug];
  return <ListingPage key={slug} {...energyHead(label)} base={{ energy: ENERGY_SLUG_SEARCH_KEYS[slug] }} />;
}

export function BrandPage() {
  const { slug = '' } = useParams();
  const name = fromSlug(slug);
  return (
    <ListingPage
      key={slug}
      title={`${name} neuves et d’occasion`}
      description={`Tous nos véhicules ${name} en stock, livrés partout en France.`}
      base={{ brands: [slug] }}
    />
  );
}

export function ModelPage() {
  const { slug = '' } = useParams();
  const name = fromSlug(slug);
  return (
    <ListingPage
      key={slug}
      title={`${name} en stock`}
      description={`Nos ${name} neuves, 0 km et d’occasion.`}
      base={{ carmodels: [slug] }}
    />
  );
}

/** /achat/occasion/{brand}/{carmodel?} */
export function UsedByBrandPage() {
  const { brand = '', carmodel } = useParams();
  const name = fromSlug(carmodel ?? brand);
  return (
    <ListingPage
      key={`${brand}/${carmodel ?? ''}`}
      title={`${carmodel ? name : `${name}`} d’occasion`}
      description={`Nos ${name} d’occasion contrôlées et garanties.`}
      base={{ listing: 'occasion', brands: [brand], ...(carmodel ? { carmodels: [carmodel] } : {}) }}
    />
  );
}

/** /achat/{category}/{type?}: voitures or utilitaires, optionally one body type; else 404. */
export function CategoryPage() {
  const { category, type } = useParams();
  if (!(VEHICLE_CATEGORY_SLUGS as readonly string[]).includes(category ?? '')) return <NotFoundPage />;
  if (type && !(BODY_TYPES as readonly string[]).includes(type)) return <NotFoundPage />;
  return (
    <ListingPage
      key={`${category}/${type ?? ''}`}
      {...categoryHead(category!, type ? BODY_TYPE_LABELS[type as BodyType] : undefined)}
      base={{ category: category as never, ...(type ? { types: [type as BodyType] } : {}) }}
    />
  );
}
