import { ErrorState } from '@ga/ui';
import { usePageHead } from '@ga/core';

const AREA_LABELS: Record<string, string> = {
  'mf-catalogue': 'Le catalogue',
  'mf-account': 'L’espace client',
  'mf-tradein': 'La reprise de véhicule',
  'mf-content': 'Cette rubrique',
  'mf-staff': 'L’espace conseiller',
};

/** What the visitor sees where an area could not load or crashed: the rest of the site works. */
export function RemoteUnavailable({ remote }: { remote: string }) {
  usePageHead({
    title: 'Service momentanément indisponible',
    description: 'Cette partie du site est momentanément indisponible.',
    noindex: true,
  });
  return (
    <div data-testid="remote-unavailable" data-remote={remote} style={{ padding: '4rem 1rem' }}>
      <ErrorState
        title={`${AREA_LABELS[remote] ?? 'Cette rubrique'} est momentanément indisponible`}
        message="Nous rencontrons un souci technique sur cette partie du site. Le reste du site fonctionne normalement : vous pouvez réessayer dans un instant ou poursuivre votre visite."
        onRetry={() => window.location.reload()}
      />
    </div>
  );
}
