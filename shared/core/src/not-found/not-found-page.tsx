import { NotFoundScreen } from '@ga/ui';
import { NOT_FOUND_HEAD } from '@ga/contracts';
import { useNotFoundHead } from '../head/page-head';
import { useRenderStatus } from './render-status';

/**
 * The shared page-not-found screen with its page head (docs/spec-notes.md §8): the shell's unknown routes and
 * every remote's invalid parameter (an unknown energy slug…) render this same page.
 */
export function NotFoundPage() {
  useRenderStatus(404);
  useNotFoundHead({ ...NOT_FOUND_HEAD, noindex: true });
  return <NotFoundScreen />;
}
