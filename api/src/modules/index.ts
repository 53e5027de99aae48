/**
 * The API's modules, in the order buildApp() registers them. Each gives its routes as a Fastify
 * plugin built from the shared dependencies (app-deps.ts).
 *
 * The order is kept as it has always been: Fastify runs a plugin's hooks and lists its routes in
 * the OpenAPI document in registration order, so moving a line here can change both.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { alertRoutes } from './alerts/routes';
import { favouriteAlertRoutes } from './favourite-alerts/routes';
import { appointmentRoutes } from './appointments/routes';
import { authRoutes } from './auth/routes';
import { beaconRoutes } from './beacons/routes';
import { bookingRoutes } from './bookings/routes';
import { bookmarkRoutes } from './bookmarks/routes';
import { botCheckRoutes } from './bot-check/routes';
import { callRoutes } from './calls/routes';
import { campaignRoutes } from './campaigns/routes';
import { catalogueRoutes } from './catalogue/routes';
import { cityRoutes } from './cities/routes';
import { contentRoutes } from './content/routes';
import { deliveryRoutes } from './delivery/routes';
import { emailLinkRoutes } from './email-links/routes';
import { quoteRoutes } from './quotes/routes';
import { financingRoutes } from './financing/routes';
import { healthRoutes } from './health/routes';
import { homeRoutes } from './home/routes';
import { liveStockRoutes } from './live-stock/routes';
import { localizationRoutes } from './localization/routes';
import { mediaRoutes } from './media/routes';
import { partnerRequestRoutes } from './partner-requests/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { promoCodeRoutes } from './promo-codes/routes';
import { recentlyViewedRoutes } from './recently-viewed/routes';
import { releaseRoutes } from './releases/routes';
import { tradeinPhotoRoutes } from './tradein/photos/routes';
import { tradeinRequestRoutes } from './tradein/requests/routes';
import { staffRoutes } from './staff/routes';
import { stockRoutes } from './stock/routes';
import { tradeinRoutes } from './tradein/routes';
import { userRoutes } from './user/routes';
import { view360Routes } from './view-360/routes';

export interface ApiModule {
  /** The module's folder under modules/ (for logs and readers). */
  readonly name: string;
  readonly routes: (deps: AppDeps) => FastifyPluginAsyncZod;
}

export const apiModules: readonly ApiModule[] = [
  { name: 'health', routes: healthRoutes },
  { name: 'auth', routes: authRoutes },
  { name: 'user', routes: userRoutes },
  { name: 'password-reset', routes: passwordResetRoutes },
  { name: 'email-links', routes: emailLinkRoutes },
  { name: 'tradein/requests', routes: tradeinRequestRoutes },
  { name: 'tradein/photos', routes: tradeinPhotoRoutes },
  { name: 'tradein', routes: tradeinRoutes },
  { name: 'partner-requests', routes: partnerRequestRoutes },
  { name: 'bookmarks', routes: bookmarkRoutes },
  { name: 'bookings', routes: bookingRoutes },
  { name: 'delivery', routes: deliveryRoutes },
  { name: 'financing', routes: financingRoutes },
  { name: 'quotes', routes: quoteRoutes },
  { name: 'promo-codes', routes: promoCodeRoutes },
  { name: 'home', routes: homeRoutes },
  { name: 'catalogue', routes: catalogueRoutes },
  { name: 'media', routes: mediaRoutes },
  { name: 'view-360', routes: view360Routes },
  { name: 'cities', routes: cityRoutes },
  { name: 'localization', routes: localizationRoutes },
  { name: 'campaigns', routes: campaignRoutes },
  { name: 'calls', routes: callRoutes },
  { name: 'bot-check', routes: botCheckRoutes },
  { name: 'content', routes: contentRoutes },
  { name: 'appointments', routes: appointmentRoutes },
  { name: 'beacons', routes: beaconRoutes },
  { name: 'stock', routes: stockRoutes },
  { name: 'live-stock', routes: liveStockRoutes },
  { name: 'recently-viewed', routes: recentlyViewedRoutes },
  { name: 'alerts', routes: alertRoutes },
  { name: 'favourite-alerts', routes: favouriteAlertRoutes },
  { name: 'releases', routes: releaseRoutes },
  { name: 'staff', routes: staffRoutes },
];
