import type { FaqCategory } from '../../../content/types';
import { acheterUneVoiture } from './acheter-une-voiture';
import { enSavoirPlus } from './en-savoir-plus';
import { financer } from './financer';
import { lesVehicules } from './les-vehicules';
import { livraisonADomicile } from './livraison-a-domicile';
import { livraisonEnCentre } from './livraison-en-centre';
import { vendreMaVoiture } from './vendre-ma-voiture';

/** The FAQ's categories, in the order of the hub page (docs/spec-notes.md §2 « /a-propos/faq »). */
export const FAQ_CATEGORIES: FaqCategory[] = [acheterUneVoiture, lesVehicules, financer, livraisonADomicile, livraisonEnCentre, vendreMaVoiture, enSavoirPlus];
