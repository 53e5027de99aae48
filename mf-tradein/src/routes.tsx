import type { RouteObject } from 'react-router';
import { pendingRoute } from '@ga/core';

/** Routes of the trade-in area (SPEC.md §2): the form, its confirmation, a trade-in quote. */
export const routes: RouteObject[] = [
  pendingRoute('/reprise-voiture', 'Faites reprendre votre voiture'),
  pendingRoute('/reprise-voiture/demande-envoyee', 'Demande de reprise envoyée'),
  pendingRoute('/devis-reprise/:id', 'Votre devis de reprise'),
];
