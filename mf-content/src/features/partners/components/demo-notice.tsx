import { Notice } from '@ga/ui';

/** Partners are demo data: said where they are shown. */
export function PartnersDemoNotice() {
  return (
    <Notice variant="info">
      Site de démonstration : les partenaires présentés ici sont des entreprises fictives, décrites pour illustrer les
      services proposés.
    </Notice>
  );
}
