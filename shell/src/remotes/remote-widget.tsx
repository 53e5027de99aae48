import { Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorState, LoadingState } from '@ga/ui';
import { loadExposed } from './load-remote';
import { refreshRegistry } from './registry';
import type { RemoteName } from './route-owners';
import { reportFrontEvent } from '../monitoring/beacon';
import { isLoadFailure } from './reload-guard';

interface RemoteWidgetProps<P> {
  remote: RemoteName;
  /** Exposed module, e.g. 'widgets/vehicle-slider' (its default export is the component). */
  module: string;
  props: P;
  /** What the visitor reads if the widget cannot be shown. */
  label: string;
  /** Shown instead of the French error block when the widget fails (null: nothing, for a secondary block). */
  fallback?: ReactNode;
}

/**
 * A widget a remote exposes, composed into a shell page. If the remote is down or the widget
 * throws, only this block shows a French message with "Réessayer"; React.lazy caches a rejected
 * import, so a retry builds a new lazy component (docs/toolchain.md trap 7).
 */
export function RemoteWidget<P extends object>({ remote, module, props, label, fallback }: RemoteWidgetProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Widget = useMemo(
    () => lazy(async () => ({ default: (await loadExposed<{ default: ComponentType<P> }>(remote, module)).default })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt means a new lazy component
    [remote, module, attempt],
  );
  const retry = async () => {
    try {
      await refreshRegistry();
    } catch {
      /* the retry below shows the error again */
    }
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      onError={(error) => {
        console.error(`[shell] widget ${remote}/${module} indisponible`, error);
        reportFrontEvent(isLoadFailure(error) ? 'remote-load-failed' : 'render-error', remote);
      }}
      fallback={
        fallback !== undefined ? (
          fallback
        ) : (
          <div data-testid="widget-unavailable" data-remote={remote}>
            <ErrorState
              title={`${label} : contenu momentanément indisponible`}
              message="Cette rubrique n’a pas pu être chargée."
              onRetry={() => void retry()}
            />
          </div>
        )
      }
    >
      <Suspense fallback={fallback !== undefined ? fallback : <LoadingState />}>
        <Widget {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
