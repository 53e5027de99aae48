/** The trade-in page's head: one source for the page and the route manifest. */
export const TRADEIN_HEAD = {
  title: 'Reprise de votre voiture : estimation immédiate et gratuite',
  description:
    'Estimez la reprise de votre voiture en 3 minutes : immatriculation, état, équipements. Une fourchette de prix immédiate, valable 7 jours, confirmée par une expertise gratuite.',
};
