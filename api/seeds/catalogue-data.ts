/**
 * DEMO DATA: brands, models and engines really sold in France, with plausible 2025–2026 list
 * prices (euros TTC, entry finish). The stock built from them (seeds/vehicles.ts) is invented.
 */
export type Energy = 'essence' | 'diesel' | 'hybride' | 'hybride-rechargeable' | 'electrique';
export type Body =
  | 'citadine' | 'berline' | 'break' | 'suv' | 'monospace' | 'coupe' | 'cabriolet'
  | 'fourgonnette' | 'fourgon' | 'pick-up';

/** [energy, engine label, power in hp, automatic gearbox?, list price TTC of the entry finish] */
export type Engine = readonly [Energy, string, number, boolean, number];

export interface ModelData {
  brand: string;
  name: string;
  body: Body;
  doors: number;
  seats: number;
  /** Relative share in the stock. */
  weight: number;
  engines: readonly Engine[];
}

/** [slug, name, country, finishes (entry → top), extra price of each finish step] */
export const BRANDS: readonly (readonly [string, string, string, readonly string[], number])[] = [
  ['renault', 'Renault', 'France', ['Evolution', 'Techno', 'Esprit Alpine', 'Iconic'], 1800],
  ['peugeot', 'Peugeot', 'France', ['Style', 'Allure', 'GT'], 2200],
  ['citroen', 'Citroën', 'France', ['You', 'Plus', 'Max'], 1900],
  ['dacia', 'Dacia', 'Roumanie', ['Essential', 'Expression', 'Journey', 'Extreme'], 1200],
  ['volkswagen', 'Volkswagen', 'Allemagne', ['Life', 'Style', 'R-Line'], 2500],
  ['toyota', 'Toyota', 'Japon', ['Dynamic', 'Design', 'GR Sport'], 2300],
  ['tesla', 'Tesla', 'États-Unis', ['Propulsion', 'Grande Autonomie', 'Performance'], 6000],
  ['kia', 'Kia', 'Corée du Sud', ['Motion', 'Active', 'GT-Line'], 2200],
  ['hyundai', 'Hyundai', 'Corée du Sud', ['Intuitive', 'Executive', 'N Line'], 2300],
  ['fiat', 'Fiat', 'Italie', ['Pop', 'Icon', 'La Prima'], 1700],
  ['ford', 'Ford', 'États-Unis', ['Titanium', 'ST-Line', 'Active'], 2000],
  ['nissan', 'Nissan', 'Japon', ['Acenta', 'N-Connecta', 'Tekna'], 2100],
  ['bmw', 'BMW', 'Allemagne', ['Lounge', 'M Sport'], 3500],
  ['mercedes-benz', 'Mercedes-Benz', 'Allemagne', ['Progressive Line', 'AMG Line'], 3800],
  ['audi', 'Audi', 'Allemagne', ['Design', 'S line'], 3300],
  ['skoda', 'Skoda', 'République tchèque', ['Selection', 'Sportline', 'Laurin & Klement'], 2200],
  ['seat', 'Seat', 'Espagne', ['Style', 'FR'], 2000],
  ['cupra', 'Cupra', 'Espagne', ['V', 'VZ'], 3000],
  ['mg', 'MG', 'Chine', ['Comfort', 'Luxury'], 2500],
  ['mazda', 'Mazda', 'Japon', ['Prime-Line', 'Exclusive-Line', 'Homura'], 2200],
];

const E = (energy: Energy, label: string, hp: number, auto: boolean, price: number): Engine => [energy, label, hp, auto, price];

export const MODELS: readonly ModelData[] = [
  // Renault
  { brand: 'renault', name: 'Clio', body: 'citadine', doors: 5, seats: 5, weight: 10, engines: [E('essence', 'TCe 90', 90, false, 19900), E('hybride', 'E-Tech full hybrid 145', 143, true, 25200), E('essence', 'Eco-G 100', 101, false, 21000)] },
  { brand: 'renault', name: 'Captur', body: 'suv', doors: 5, seats: 5, weight: 9, engines: [E('essence', 'TCe 90', 90, false, 24200), E('hybride', 'E-Tech full hybrid 145', 143, true, 29700), E('essence', 'mild hybrid 160 EDC', 158, true, 29900)] },
  { brand: 'renault', name: 'Mégane E-Tech', body: 'suv', doors: 5, seats: 5, weight: 5, engines: [E('electrique', 'EV60 220 ch optimum charge', 218, true, 38000)] },
  { brand: 'renault', name: 'Austral', body: 'suv', doors: 5, seats: 5, weight: 6, engines: [E('hybride', 'E-Tech full hybrid 200', 199, true, 39900), E('essence', 'mild hybrid 160 auto', 158, true, 34900)] },
  { brand: 'renault', name: 'Scénic E-Tech', body: 'suv', doors: 5, seats: 5, weight: 3, engines: [E('electrique', 'EV87 220 ch', 218, true, 41000)] },
  { brand: 'renault', name: 'Arkana', body: 'suv', doors: 5, seats: 5, weight: 4, engines: [E('hybride', 'E-Tech full hybrid 145', 143, true, 33900), E('essence', 'TCe 140 EDC', 140, true, 31500)] },
  { brand: 'renault', name: 'Kangoo', body: 'monospace', doors: 5, seats: 5, weight: 2, engines: [E('diesel', 'Blue dCi 95', 95, false, 30500), E('essence', 'TCe 100', 100, false, 29000), E('electrique', 'E-Tech électrique 120', 122, true, 38000)] },
  { brand: 'renault', name: 'Kangoo Van', body: 'fourgonnette', doors: 4, seats: 2, weight: 6, engines: [E('diesel', 'Blue dCi 95', 95, false, 24500), E('electrique', 'E-Tech électrique 120', 122, true, 36500)] },
  { brand: 'renault', name: 'Trafic', body: 'fourgon', doors: 4, seats: 3, weight: 6, engines: [E('diesel', 'L1H1 Blue dCi 130', 130, false, 36500), E('diesel', 'L2H1 Blue dCi 150 EDC', 150, true, 41500), E('electrique', 'E-Tech électrique 120', 122, true, 52000)] },
  { brand: 'renault', name: 'Master', body: 'fourgon', doors: 4, seats: 3, weight: 4, engines: [E('diesel', 'L2H2 Blue dCi 150', 150, false, 42000), E('diesel', 'L3H2 Blue dCi 170', 170, false, 46500), E('electrique', 'E-Tech électrique 87 kWh', 141, true, 69000)] },
  // Peugeot
  { brand: 'peugeot', name: '208', body: 'citadine', doors: 5, seats: 5, weight: 10, engines: [E('essence', 'PureTech 100', 101, false, 21100), E('hybride', 'Hybrid 110 e-DCS6', 110, true, 25900)] },
  { brand: 'peugeot', name: 'e-208', body: 'citadine', doors: 5, seats: 5, weight: 5, engines: [E('electrique', 'électrique 156 ch', 156, true, 33900)] },
  { brand: 'peugeot', name: '2008', body: 'suv', doors: 5, seats: 5, weight: 9, engines: [E('essence', 'PureTech 130 EAT8', 130, true, 28900), E('hybride', 'Hybrid 145 e-DCS6', 145, true, 31400), E('electrique', 'E-2008 électrique 156 ch', 156, true, 38900)] },
  { brand: 'peugeot', name: '308', body: 'berline', doors: 5, seats: 5, weight: 6, engines: [E('hybride', 'Hybrid 145 e-DCS6', 145, true, 33600), E('hybride-rechargeable', 'Plug-in Hybrid 180 e-EAT8', 180, true, 42400), E('diesel', 'BlueHDi 130 EAT8', 131, true, 34700)] },
  { brand: 'peugeot', name: '308 SW', body: 'break', doors: 5, seats: 5, weight: 4, engines: [E('hybride', 'Hybrid 145 e-DCS6', 145, true, 34800), E('diesel', 'BlueHDi 130 EAT8', 131, true, 35900)] },
  { brand: 'peugeot', name: '3008', body: 'suv', doors: 5, seats: 5, weight: 7, engines: [E('hybride', 'Hybrid 145 e-DCS6', 145, true, 37900), E('hybride-rechargeable', 'Plug-in Hybrid 195 e-DCS7', 195, true, 45500), E('electrique', 'E-3008 électrique 210 ch', 210, true, 44990)] },
  { brand: 'peugeot', name: '5008', body: 'suv', doors: 5, seats: 7, weight: 4, engines: [E('hybride', 'Hybrid 145 e-DCS6', 145, true, 40900), E('electrique', 'E-5008 électrique 210 ch', 210, true, 48100)] },
  { brand: 'peugeot', name: 'Partner', body: 'fourgonnette', doors: 4, seats: 3, weight: 5, engines: [E('diesel', 'Standard BlueHDi 100', 102, false, 25800), E('electrique', 'E-Partner électrique 136 ch', 136, true, 37800)] },
  { brand: 'peugeot', name: 'Expert', body: 'fourgon', doors: 4, seats: 3, weight: 4, engines: [E('diesel', 'Standard BlueHDi 145', 145, false, 37900), E('electrique', 'E-Expert 75 kWh', 136, true, 52900)] },
  { brand: 'peugeot', name: 'Boxer', body: 'fourgon', doors: 4, seats: 3, weight: 3, engines: [E('diesel', '335 L3H2 BlueHDi 140', 140, false, 42900)] },
  // Citroën
  { brand: 'citroen', name: 'C3', body: 'citadine', doors: 5, seats: 5, weight: 8, engines: [E('essence', 'PureTech 100', 101, false, 18990), E('hybride', 'Hybrid 110 e-DCS6', 110, true, 22990), E('electrique', 'ë-C3 électrique 113 ch', 113, true, 23300)] },
  { brand: 'citroen', name: 'C4', body: 'berline', doors: 5, seats: 5, weight: 5, engines: [E('hybride', 'Hybrid 145 e-DCS6', 145, true, 29950), E('diesel', 'BlueHDi 130 EAT8', 131, true, 30900), E('electrique', 'ë-C4 électrique 156 ch', 156, true, 35950)] },
  { brand: 'citroen', name: 'C5 Aircross', body: 'suv', doors: 5, seats: 5, weight: 5, engines: [E('hybride', 'Hybrid 145 e-DCS6', 145, true, 34990), E('hybride-rechargeable', 'Plug-in Hybrid 195', 195, true, 41950), E('electrique', 'ë-C5 Aircross 210 ch', 210, true, 39990)] },
  { brand: 'citroen', name: 'Berlingo', body: 'monospace', doors: 5, seats: 5, weight: 3, engines: [E('diesel', 'BlueHDi 100', 102, false, 29600), E('electrique', 'ë-Berlingo 136 ch', 136, true, 36600)] },
  { brand: 'citroen', name: 'Berlingo Van', body: 'fourgonnette', doors: 4, seats: 2, weight: 4, engines: [E('diesel', 'M BlueHDi 100', 102, false, 24900), E('electrique', 'ë-Berlingo Van 136 ch', 136, true, 36900)] },
  { brand: 'citroen', name: 'Jumpy', body: 'fourgon', doors: 4, seats: 3, weight: 3, engines: [E('diesel', 'M BlueHDi 145', 145, false, 36900), E('electrique', 'ë-Jumpy 75 kWh', 136, true, 51900)] },
  { brand: 'citroen', name: 'Jumper', body: 'fourgon', doors: 4, seats: 3, weight: 3, engines: [E('diesel', '35 L3H2 BlueHDi 140', 140, false, 41900)] },
  // Dacia
  { brand: 'dacia', name: 'Sandero', body: 'citadine', doors: 5, seats: 5, weight: 10, engines: [E('essence', 'TCe 100 ECO-G', 101, false, 15990), E('essence', 'TCe 90', 91, false, 14990)] },
  { brand: 'dacia', name: 'Duster', body: 'suv', doors: 5, seats: 5, weight: 8, engines: [E('essence', 'TCe 130 4x4', 130, false, 24990), E('hybride', 'Hybrid 140', 140, true, 26990), E('essence', 'ECO-G 100', 101, false, 20490)] },
  { brand: 'dacia', name: 'Jogger', body: 'monospace', doors: 5, seats: 7, weight: 4, engines: [E('essence', 'TCe 110', 110, false, 19990), E('hybride', 'Hybrid 140', 140, true, 25990)] },
  { brand: 'dacia', name: 'Spring', body: 'citadine', doors: 5, seats: 4, weight: 4, engines: [E('electrique', 'Electric 65', 65, true, 16900)] },
  // Volkswagen
  { brand: 'volkswagen', name: 'Polo', body: 'citadine', doors: 5, seats: 5, weight: 5, engines: [E('essence', '1.0 TSI 95', 95, false, 22900)] },
  { brand: 'volkswagen', name: 'Golf', body: 'berline', doors: 5, seats: 5, weight: 6, engines: [E('essence', '1.5 eTSI 150 DSG7', 150, true, 35900), E('diesel', '2.0 TDI 150 DSG7', 150, true, 37900), E('hybride-rechargeable', 'eHybrid 204', 204, true, 43900)] },
  { brand: 'volkswagen', name: 'T-Roc', body: 'suv', doors: 5, seats: 5, weight: 6, engines: [E('essence', '1.0 TSI 115', 115, false, 29900), E('essence', '1.5 TSI 150 DSG7', 150, true, 33900)] },
  { brand: 'volkswagen', name: 'Tiguan', body: 'suv', doors: 5, seats: 5, weight: 5, engines: [E('essence', '1.5 eTSI 150 DSG7', 150, true, 42900), E('hybride-rechargeable', 'eHybrid 204', 204, true, 49900), E('diesel', '2.0 TDI 150 DSG7', 150, true, 45900)] },
  { brand: 'volkswagen', name: 'ID.3', body: 'berline', doors: 5, seats: 5, weight: 4, engines: [E('electrique', 'Pure 170 ch', 170, true, 36900), E('electrique', 'Pro S 231 ch', 231, true, 44900)] },
  { brand: 'volkswagen', name: 'ID.4', body: 'suv', doors: 5, seats: 5, weight: 4, engines: [E('electrique', 'Pro 286 ch', 286, true, 47900)] },
  { brand: 'volkswagen', name: 'Transporter', body: 'fourgon', doors: 4, seats: 3, weight: 3, engines: [E('diesel', 'L1H1 2.0 TDI 150', 150, false, 43900), E('diesel', 'L2H1 2.0 TDI 170 DSG', 170, true, 49900)] },
  // Toyota
  { brand: 'toyota', name: 'Yaris', body: 'citadine', doors: 5, seats: 5, weight: 7, engines: [E('hybride', 'Hybride 116h', 116, true, 24500), E('hybride', 'Hybride 130h', 130, true, 27200)] },
  { brand: 'toyota', name: 'Yaris Cross', body: 'suv', doors: 5, seats: 5, weight: 7, engines: [E('hybride', 'Hybride 116h', 116, true, 28400), E('hybride', 'Hybride 130h AWD-i', 130, true, 32900)] },
  { brand: 'toyota', name: 'C-HR', body: 'suv', doors: 5, seats: 5, weight: 5, engines: [E('hybride', 'Hybride 140', 140, true, 34400), E('hybride-rechargeable', 'Hybride rechargeable 220', 223, true, 44900)] },
  { brand: 'toyota', name: 'RAV4', body: 'suv', doors: 5, seats: 5, weight: 4, engines: [E('hybride', 'Hybride 218 2WD', 218, true, 42500), E('hybride-rechargeable', 'Hybride rechargeable 306 AWD', 306, true, 54900)] },
  { brand: 'toyota', name: 'Corolla Touring Sports', body: 'break', doors: 5, seats: 5, weight: 3, engines: [E('hybride', 'Hybride 140', 140, true, 33900)] },
  { brand: 'toyota', name: 'Hilux', body: 'pick-up', doors: 4, seats: 5, weight: 2, engines: [E('diesel', 'Double Cabine 2.8 D-4D 204 BVA', 204, true, 48900)] },
  // Tesla
  { brand: 'tesla', name: 'Model 3', body: 'berline', doors: 4, seats: 5, weight: 6, engines: [E('electrique', 'Propulsion 283 ch', 283, true, 39990), E('electrique', 'Grande Autonomie AWD 498 ch', 498, true, 47990)] },
  { brand: 'tesla', name: 'Model Y', body: 'suv', doors: 5, seats: 5, weight: 7, engines: [E('electrique', 'Propulsion 299 ch', 299, true, 44990), E('electrique', 'Grande Autonomie AWD 514 ch', 514, true, 49990)] },
  // Kia
  { brand: 'kia', name: 'Picanto', body: 'citadine', doors: 5, seats: 4, weight: 3, engines: [E('essence', '1.0 DPi 63', 63, false, 15990)] },
  { brand: 'kia', name: 'Niro', body: 'suv', doors: 5, seats: 5, weight: 4, engines: [E('hybride', 'HEV 141', 141, true, 33290), E('hybride-rechargeable', 'PHEV 183', 183, true, 39990), E('electrique', 'EV 204 ch', 204, true, 41990)] },
  { brand: 'kia', name: 'Sportage', body: 'suv', doors: 5, seats: 5, weight: 5, engines: [E('hybride', 'HEV 239 4x2', 239, true, 40490), E('hybride-rechargeable', 'PHEV 252 4x4', 252, true, 47490), E('diesel', '1.6 CRDi 136 MHEV', 136, false, 36990)] },
  { brand: 'kia', name: 'EV6', body: 'suv', doors: 5, seats: 5, weight: 2, engines: [E('electrique', '84 kWh 229 ch 2WD', 229, true, 47990)] },
  // Hyundai
  { brand: 'hyundai', name: 'i20', body: 'citadine', doors: 5, seats: 5, weight: 3, engines: [E('essence', '1.0 T-GDi 100', 100, false, 20900)] },
  { brand: 'hyundai', name: 'Kona', body: 'suv', doors: 5, seats: 5, weight: 4, engines: [E('hybride', 'Hybrid 141', 141, true, 32900), E('electrique', 'Electric 65 kWh 218 ch', 218, true, 42900)] },
  { brand: 'hyundai', name: 'Tucson', body: 'suv', doors: 5, seats: 5, weight: 4, engines: [E('hybride', 'Hybrid 215', 215, true, 40900), E('hybride-rechargeable', 'Plug-in 253 HTRAC', 253, true, 48900)] },
  // Fiat
  { brand: 'fiat', name: '500', body: 'citadine', doors: 3, seats: 4, weight: 6, engines: [E('hybride', '1.0 Hybrid 65', 70, false, 17990), E('electrique', '500e 118 ch', 118, true, 29900)] },
  { brand: 'fiat', name: '500C', body: 'cabriolet', doors: 3, seats: 4, weight: 2, engines: [E('hybride', '1.0 Hybrid 65', 70, false, 20990), E('electrique', '500e Cabriolet 118 ch', 118, true, 33900)] },
  { brand: 'fiat', name: 'Panda', body: 'citadine', doors: 5, seats: 5, weight: 3, engines: [E('hybride', '1.0 Hybrid 65', 70, false, 16490)] },
  { brand: 'fiat', name: 'Ducato', body: 'fourgon', doors: 4, seats: 3, weight: 4, engines: [E('diesel', '3.5 L3H2 2.2 MultiJet 140', 140, false, 41900), E('diesel', '3.5 L4H2 2.2 MultiJet 180 BVA', 180, true, 49900)] },
  // Ford
  { brand: 'ford', name: 'Puma', body: 'suv', doors: 5, seats: 5, weight: 5, engines: [E('essence', '1.0 EcoBoost 125 mHEV', 125, false, 27900), E('electrique', 'Gen-E 168 ch', 168, true, 36900)] },
  { brand: 'ford', name: 'Kuga', body: 'suv', doors: 5, seats: 5, weight: 4, engines: [E('hybride-rechargeable', '2.5 PHEV 243', 243, true, 44900), E('hybride', '2.5 FHEV 183', 183, true, 40900)] },
  { brand: 'ford', name: 'Transit Custom', body: 'fourgon', doors: 4, seats: 3, weight: 3, engines: [E('diesel', 'L1H1 2.0 EcoBlue 136', 136, false, 39900), E('electrique', 'E-Transit Custom 218 ch', 218, true, 57900)] },
  { brand: 'ford', name: 'Transit', body: 'fourgon', doors: 4, seats: 3, weight: 3, engines: [E('diesel', '350 L3H2 2.0 EcoBlue 165', 165, false, 46900)] },
  { brand: 'ford', name: 'Ranger', body: 'pick-up', doors: 4, seats: 5, weight: 2, engines: [E('diesel', 'Double Cabine 2.0 EcoBlue 205 BVA10', 205, true, 52900), E('hybride-rechargeable', 'PHEV 281 Double Cabine', 281, true, 62900)] },
  // Nissan
  { brand: 'nissan', name: 'Juke', body: 'suv', doors: 5, seats: 5, weight: 3, engines: [E('essence', 'DIG-T 114', 114, false, 24990), E('hybride', 'Hybrid 143', 143, true, 30490)] },
  { brand: 'nissan', name: 'Qashqai', body: 'suv', doors: 5, seats: 5, weight: 5, engines: [E('essence', 'Mild Hybrid 140', 140, false, 32290), E('hybride', 'e-Power 190', 190, true, 38990)] },
  { brand: 'nissan', name: 'X-Trail', body: 'suv', doors: 5, seats: 7, weight: 2, engines: [E('hybride', 'e-Power 204', 204, true, 44990)] },
  { brand: 'nissan', name: 'Leaf', body: 'berline', doors: 5, seats: 5, weight: 2, engines: [E('electrique', '40 kWh 150 ch', 150, true, 31990)] },
  // BMW
  { brand: 'bmw', name: 'Série 1', body: 'berline', doors: 5, seats: 5, weight: 3, engines: [E('essence', '120 170 ch DKG7', 170, true, 38900), E('diesel', '118d 150 ch DKG7', 150, true, 39950)] },
  { brand: 'bmw', name: 'X1', body: 'suv', doors: 5, seats: 5, weight: 4, engines: [E('hybride-rechargeable', 'xDrive30e 326 ch', 326, true, 55900), E('electrique', 'iX1 eDrive20 204 ch', 204, true, 50900), E('diesel', 'sDrive18d 150 ch', 150, true, 46900)] },
  { brand: 'bmw', name: 'i4', body: 'coupe', doors: 5, seats: 5, weight: 2, engines: [E('electrique', 'eDrive35 286 ch', 286, true, 57900)] },
  { brand: 'bmw', name: 'Série 4 Cabriolet', body: 'cabriolet', doors: 2, seats: 4, weight: 1, engines: [E('essence', '420i 184 ch', 184, true, 59900)] },
  // Mercedes-Benz
  { brand: 'mercedes-benz', name: 'Classe A', body: 'berline', doors: 5, seats: 5, weight: 3, engines: [E('essence', 'A 180 136 ch 7G-DCT', 136, true, 38900), E('hybride-rechargeable', 'A 250 e 218 ch', 218, true, 47900)] },
  { brand: 'mercedes-benz', name: 'GLA', body: 'suv', doors: 5, seats: 5, weight: 3, engines: [E('essence', 'GLA 200 163 ch', 163, true, 46900), E('hybride-rechargeable', 'GLA 250 e', 218, true, 54900)] },
  { brand: 'mercedes-benz', name: 'GLC', body: 'suv', doors: 5, seats: 5, weight: 2, engines: [E('hybride-rechargeable', 'GLC 300 e 4MATIC', 313, true, 72900), E('diesel', 'GLC 220 d 4MATIC', 197, true, 66900)] },
  { brand: 'mercedes-benz', name: 'Classe C Break', body: 'break', doors: 5, seats: 5, weight: 2, engines: [E('diesel', 'C 220 d 200 ch', 200, true, 56900), E('hybride-rechargeable', 'C 300 e 313 ch', 313, true, 62900)] },
  { brand: 'mercedes-benz', name: 'Sprinter', body: 'fourgon', doors: 4, seats: 3, weight: 2, engines: [E('diesel', '315 CDI 150 ch L2H2', 150, false, 49900), E('electrique', 'eSprinter 113 kWh', 204, true, 79900)] },
  { brand: 'mercedes-benz', name: 'Vito', body: 'fourgon', doors: 4, seats: 3, weight: 2, engines: [E('diesel', '116 CDI 163 ch Long', 163, true, 44900)] },
  // Audi
  { brand: 'audi', name: 'A3 Sportback', body: 'berline', doors: 5, seats: 5, weight: 3, engines: [E('essence', '35 TFSI 150 S tronic', 150, true, 38900), E('hybride-rechargeable', '40 TFSI e 204 S tronic', 204, true, 46900)] },
  { brand: 'audi', name: 'Q3', body: 'suv', doors: 5, seats: 5, weight: 3, engines: [E('essence', '35 TFSI 150 S tronic', 150, true, 45900), E('diesel', '35 TDI 150 S tronic', 150, true, 47900)] },
  { brand: 'audi', name: 'A4 Avant', body: 'break', doors: 5, seats: 5, weight: 2, engines: [E('diesel', '35 TDI 163 S tronic', 163, true, 51900)] },
  { brand: 'audi', name: 'Q4 e-tron', body: 'suv', doors: 5, seats: 5, weight: 3, engines: [E('electrique', '45 e-tron 286 ch', 286, true, 52900)] },
  // Skoda
  { brand: 'skoda', name: 'Fabia', body: 'citadine', doors: 5, seats: 5, weight: 3, engines: [E('essence', '1.0 TSI 95', 95, false, 20490)] },
  { brand: 'skoda', name: 'Octavia Combi', body: 'break', doors: 5, seats: 5, weight: 4, engines: [E('diesel', '2.0 TDI 115', 116, false, 33900), E('essence', '1.5 TSI mHEV 150 DSG7', 150, true, 35900)] },
  { brand: 'skoda', name: 'Kamiq', body: 'suv', doors: 5, seats: 5, weight: 3, engines: [E('essence', '1.0 TSI 115', 115, false, 26900)] },
  { brand: 'skoda', name: 'Kodiaq', body: 'suv', doors: 5, seats: 7, weight: 2, engines: [E('diesel', '2.0 TDI 150 DSG7', 150, true, 45900), E('hybride-rechargeable', '1.5 TSI iV 204', 204, true, 51900)] },
  { brand: 'skoda', name: 'Enyaq', body: 'suv', doors: 5, seats: 5, weight: 3, engines: [E('electrique', '85 286 ch', 286, true, 49900)] },
  // Seat / Cupra
  { brand: 'seat', name: 'Ibiza', body: 'citadine', doors: 5, seats: 5, weight: 3, engines: [E('essence', '1.0 TSI 95', 95, false, 19990)] },
  { brand: 'seat', name: 'Arona', body: 'suv', doors: 5, seats: 5, weight: 3, engines: [E('essence', '1.0 TSI 115', 115, false, 24990)] },
  { brand: 'seat', name: 'Leon', body: 'berline', doors: 5, seats: 5, weight: 2, engines: [E('essence', '1.5 eTSI 150 DSG7', 150, true, 31990), E('hybride-rechargeable', '1.5 e-Hybrid 204', 204, true, 40990)] },
  { brand: 'cupra', name: 'Born', body: 'berline', doors: 5, seats: 5, weight: 3, engines: [E('electrique', '204 ch 59 kWh', 204, true, 38990)] },
  { brand: 'cupra', name: 'Formentor', body: 'suv', doors: 5, seats: 5, weight: 3, engines: [E('essence', '1.5 TSI 150 DSG7', 150, true, 38990), E('hybride-rechargeable', '1.5 e-Hybrid 272', 272, true, 47990)] },
  // MG
  { brand: 'mg', name: 'MG4', body: 'berline', doors: 5, seats: 5, weight: 5, engines: [E('electrique', 'Standard 170 ch', 170, true, 29990), E('electrique', 'Extended Range 245 ch', 245, true, 36990)] },
  { brand: 'mg', name: 'ZS', body: 'suv', doors: 5, seats: 5, weight: 3, engines: [E('hybride', 'Hybrid+ 196', 196, true, 24990), E('essence', '1.5 VTi 106', 106, false, 19990)] },
  { brand: 'mg', name: 'MG3', body: 'citadine', doors: 5, seats: 5, weight: 2, engines: [E('hybride', 'Hybrid+ 194', 194, true, 19990)] },
  // Mazda
  { brand: 'mazda', name: 'MX-5', body: 'cabriolet', doors: 2, seats: 2, weight: 1, engines: [E('essence', 'Skyactiv-G 184', 184, false, 37800)] },
  { brand: 'mazda', name: 'CX-30', body: 'suv', doors: 5, seats: 5, weight: 2, engines: [E('essence', 'e-Skyactiv-G 140', 140, false, 31900)] },
];

/** Category and type of each body style (types are the slugs of /achat/{category}/{type}). */
export const CATEGORIES = [
  { slug: 'voitures', name: 'Voitures', types: [['citadine', 'Citadine'], ['berline', 'Berline'], ['break', 'Break'], ['suv', 'SUV'], ['monospace', 'Monospace'], ['coupe', 'Coupé'], ['cabriolet', 'Cabriolet']] },
  { slug: 'utilitaires', name: 'Utilitaires', types: [['fourgonnette', 'Fourgonnette'], ['fourgon', 'Fourgon'], ['pick-up', 'Pick-up'], ['chassis-cabine', 'Châssis cabine']] },
] as const;

export const COLOURS: readonly (readonly [string, string])[] = [
  ['Blanc Glacier', '#f2f3f1'],
  ['Noir Étoilé', '#16181d'],
  ['Gris Platine', '#a3a8ad'],
  ['Gris Titane', '#5d636a'],
  ['Bleu Nuit', '#233a5e'],
  ['Bleu Azur', '#2f6fb5'],
  ['Rouge Flamme', '#b4232c'],
  ['Vert Forêt', '#2f5a43'],
  ['Orange Cuivre', '#c8642a'],
  ['Beige Sable', '#cbb894'],
];

export const VAN_COLOURS: readonly (readonly [string, string])[] = [
  ['Blanc Banquise', '#f4f5f3'],
  ['Gris Acier', '#8a9096'],
  ['Bleu Roi', '#22468a'],
  ['Noir Profond', '#1b1c20'],
];

export const CAR_EQUIPMENT = [
  'Climatisation automatique', 'Caméra de recul', 'Radar de recul', 'Radars avant et arrière',
  'Navigation connectée', 'Apple CarPlay et Android Auto sans fil', 'Régulateur de vitesse adaptatif',
  'Sièges avant chauffants', 'Volant chauffant', 'Jantes alliage 17"', 'Jantes alliage 18"', 'Feux full LED',
  'Aide au maintien dans la voie', "Freinage d'urgence automatique", 'Toit panoramique', 'Hayon électrique',
  'Recharge du smartphone par induction', 'Affichage tête haute', 'Accès et démarrage mains libres',
  'Rétroviseurs rabattables électriquement', 'Surveillance des angles morts', 'Reconnaissance des panneaux',
  'Vitres arrière surteintées', 'Sellerie cuir et tissu',
] as const;

export const VAN_EQUIPMENT = [
  'Cloison de séparation tôlée', 'Porte latérale coulissante droite', 'Portes arrière battantes vitrées',
  'Galerie de toit', 'Attelage', 'Plancher bois', 'Banquette passager 2 places', 'Climatisation',
  'Caméra de recul', 'Radar de recul', 'Régulateur de vitesse', 'Apple CarPlay et Android Auto',
  'Anneaux d’arrimage', 'Éclairage LED de la zone de chargement', 'Crochets de charge',
] as const;

export const FITTED_OUT_EQUIPMENT = [
  'Aménagement bois intérieur (kit fourgon aménagé)', 'Étagères et rangements modulables', 'Habillage des parois',
] as const;
