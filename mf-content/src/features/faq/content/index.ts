import type { FaqCategory } from '../../../shared/content/types';
import { acheterUneVoiture } from './acheter-une-voiture';
import { enSavoirPlus } from './en-savoir-plus';
import { financer } from './financer';
import { lesVehicules } from './les-vehicules';
import { livraisonADomicile } from './livraison-a-domicile';
import { livraisonEnCentre } from './livraison-en-centre';
import { vendreMaVoiture } from './vendre-ma-voiture';
import { FAQ_THEMES, type FaqTheme } from './themes';

/** Each theme's questions, by slug: the type asks for exactly the themes of FAQ_THEMES. */
const BY_THEME: Record<FaqTheme, FaqCategory> = {
  'acheter-une-voiture': acheterUneVoiture,
  'en-savoir-plus': enSavoirPlus,
  financer,
  'les-vehicules': lesVehicules,
  'livraison-a-domicile': livraisonADomicile,
  'livraison-en-centre': livraisonEnCentre,
  'vendre-ma-voiture': vendreMaVoiture,
};

/** The FAQ's categories, in the order of the hub page (FAQ_THEMES). */
export const FAQ_CATEGORIES: FaqCategory[] = FAQ_THEMES.map((theme) => BY_THEME[theme]);
