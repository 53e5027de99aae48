// @ga/core: what every app needs from the shell, as contracts (docs/architecture.md "Rules of the house").
export { getConfig, DEFAULT_CONFIG, type SiteConfig } from './config/config';

export { api, TAG_TYPES, ENDPOINT_PREFIXES, ssrHydrate, type EndpointPrefix } from './api-client/api-slice';
export {
  injectEndpoints,
  injectedEndpointNames,
  assertEndpointName,
  EndpointNameError,
} from './api-client/inject-endpoints';
export { baseQuery, type ApiArgs, type WithStatus } from './api-client/base-query';
export { FIRST_DATA_ELEMENT_ID } from './api-client/first-data';
export { settleFinalErrors } from './api-client/final-errors';
export { toQueryString, type QueryParams } from './api-client/query-string';
export { setStaffCsrfToken, staffCsrfToken } from './api-client/staff-session';
export { errorMessage, errorStatus, fieldErrors, GENERIC_ERROR } from './api-client/api-error';
export { isServiceUnreachable, retryUnreachable, selectUnreachableCount } from './api-client/api-outage';

export { rootReducer, createAppStore, useAppDispatch, useAppSelector, useAppStore } from './store/store';
export type { AppStore, AppDispatch, RootState } from './store/store';

export { TOKEN_KEY, readToken } from './session/token-storage';
export {
  sessionSlice,
  loggedOut,
  userLoaded,
  tokenReceived,
  selectToken,
  selectUser,
  selectIsSignedIn,
  selectIsCompany,
  type SessionState,
} from './session/session-slice';
export { sessionApi, useSessionGetUserQuery } from './session/session-api';
export { signIn, signOut, signOutLocally } from './session/session-actions';
export { useSession } from './session/use-session';
export { VISITOR_STORAGE, clearVisitorData } from './session/visitor-data';
export {
  clearLocalFavourites,
  localFavouritesAllowed,
  readLocalFavourites,
  toggleLocalFavourite,
  useLocalFavourites,
} from './favourites/local-favourites';
export { pendingAction, type PendingAction } from './session/pending-action';

export {
  notificationsSlice,
  notify,
  dismiss,
  selectNotifications,
  MAX_NOTIFICATIONS,
  type Notification,
  type NotificationAction,
  type NotificationsState,
} from './notifications/notifications-slice';

export {
  registerMiddleware,
  getMiddleware,
  hasMiddleware,
  applyNamedMiddleware,
  UnknownMiddlewareError,
  type RouteHandle,
} from './middleware/middleware-registry';

export { usePageHead, applyPageHead, formatTitle, keepServerHead, type PageHeadInput } from './head/page-head';
export type { RemoteRoutesModule } from './routing/remote-routes';
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  redirect,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
  type MiddlewareFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from './routing/router';
export { renderStandalone } from './dev/standalone';
export { NotFoundPage } from './not-found/not-found-page';
export { RenderStatusContext, useRenderStatus, type RenderStatus } from './not-found/render-status';
export { vehiclePath } from './routing/vehicle-path';
export { SIGN_IN_PATH, signInPath } from './session/sign-in-path';
export { setTradeinCredit, useTradeinCredit, type TradeinCredit } from './tradein/tradein-credit';
export { CONSENT_OPEN_EVENT, openConsentChoices } from './consent/open-consent';
export { useLinkToken } from './email-links/use-link-token';
export { useNoReferrer } from './email-links/use-no-referrer';

export { useAdsLegalMentionsQuery } from './ads/ads-api';
export { aboutCount, useStockFigures, type StockSize } from './stock-size/stock-size';
export { VehicleAdMentions, type VehicleAdMentionsProps } from './ads/vehicle-ad-mentions';
// Live stock: one server-sent stream per browser, its state laid over the pages' vehicles.
export { startLiveStock } from './live-stock/live-stock-client';
export { useLiveVehicle } from './live-stock/use-live-vehicle';
export { liveStockSlice, liveVehiclesReceived, liveStockReset, selectLiveVehicle } from './live-stock/live-stock-slice';
// Consent read by the areas (the shell owns the banner and its cookies).
export { CONSENT_CHANGED_EVENT, announceConsentChange, consentGiven } from './consent/consent-state';
export { consentedIdList, type ConsentedIdList } from './consent/consented-id-list';
