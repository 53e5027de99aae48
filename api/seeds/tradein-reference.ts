/**
 * DEMO DATA: reference data for the trade-in form ("reprise") of the demo site Glinche Automobiles.
 *
 * - TRADEIN_VERSIONS: versions of the cars really sold in France (brand → model → body / energy /
 *   gearbox / years → fiscal power → engine power → finish), each with an APPROXIMATE list price
 *   when new (euros TTC, rounded). These prices are plausible demo values taken from the usual
 *   French price ranges of the time: they are not official manufacturer prices or quotes, and the
 *   fiscal powers (CV) are typical values for the engine, not the figure of a given registration
 *   document. Mild hybrids (12 V / 48 V) branded "hybrid" by their maker are listed as 'hybride'.
 * - TRADEIN_COLOURS, TRADEIN_EQUIPMENTS, TRADEIN_DAMAGE_AREAS, TRADEIN_DAMAGE_KINDS and
 *   TRADEIN_DAMAGE_COSTS: the choices of the form and the demo amounts used by the instant estimate
 *   (equipment bonus, base repair cost of an area × factor of the kind of damage).
 * - DEMO_PLATES: INVENTED registration plates (not real vehicles) that resolve in the plate lookup,
 *   each pointing to a version of TRADEIN_VERSIONS.
 */

export type TradeinBody = 'citadine' | 'compacte' | 'berline' | 'break' | 'suv' | 'monospace' | 'coupe' | 'cabriolet' | 'utilitaire';
export type TradeinEnergy = 'essence' | 'diesel' | 'hybride' | 'hybride-rechargeable' | 'electrique';
export type TradeinGearbox = 'manuelle' | 'automatique';

export interface TradeinVersionSeed {
  /** Display name, e.g. 'Renault', 'Citroën', 'DS Automobiles', 'Mercedes-Benz'. */
  brand: string;
  /** Display name, e.g. 'Clio', 'C3', 'Classe A', 'Model 3', 'Kangoo Van'. */
  model: string;
  body: TradeinBody;
  energy: TradeinEnergy;
  gearbox: TradeinGearbox;
  /** Puissance fiscale française (CV), typical for the engine. */
  fiscalPower: number;
  /** Puissance DIN en ch. */
  enginePower: number;
  /** Engine label as French sites show it, e.g. 'TCe 90', 'PureTech 130 EAT8'. */
  engine: string;
  /** Finition, e.g. 'Evolution', 'Techno', 'Allure', 'GT'. */
  finish: string;
  /** First model year of this version. */
  yearFrom: number;
  /** Last model year, null if still sold in 2026. */
  yearTo: number | null;
  /** Approximate list price when new, euros TTC (demo value). */
  newPrice: number;
}

export const TRADEIN_VERSIONS: readonly TradeinVersionSeed[] = [
  // ───────────────────────────── Renault ─────────────────────────────
  // Clio IV (2012–2019), Clio V (2019–2025)
  { brand: 'Renault', model: 'Clio', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: 'TCe 90', finish: 'Zen', yearFrom: 2012, yearTo: 2019, newPrice: 17400 },
  { brand: 'Renault', model: 'Clio', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 4, enginePower: 90, engine: 'dCi 90', finish: 'Intens', yearFrom: 2013, yearTo: 2019, newPrice: 20900 },
  { brand: 'Renault', model: 'Clio', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 100, engine: 'TCe 100', finish: 'Intens', yearFrom: 2019, yearTo: 2022, newPrice: 19900 },
  { brand: 'Renault', model: 'Clio', body: 'citadine', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'TCe 130 EDC', finish: 'R.S. Line', yearFrom: 2019, yearTo: 2021, newPrice: 24900 },
  { brand: 'Renault', model: 'Clio', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: 'TCe 90', finish: 'Evolution', yearFrom: 2023, yearTo: 2025, newPrice: 20900 },
  { brand: 'Renault', model: 'Clio', body: 'citadine', energy: 'hybride', gearbox: 'automatique', fiscalPower: 4, enginePower: 145, engine: 'E-Tech full hybrid 145', finish: 'Esprit Alpine', yearFrom: 2023, yearTo: 2025, newPrice: 28500 },
  // Captur I (2013–2019), Captur II (2020–)
  { brand: 'Renault', model: 'Captur', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: 'TCe 90', finish: 'Zen', yearFrom: 2013, yearTo: 2019, newPrice: 19500 },
  { brand: 'Renault', model: 'Captur', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 4, enginePower: 90, engine: 'dCi 90', finish: 'Intens', yearFrom: 2013, yearTo: 2019, newPrice: 22600 },
  { brand: 'Renault', model: 'Captur', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 8, enginePower: 140, engine: 'TCe 140 EDC', finish: 'R.S. Line', yearFrom: 2020, yearTo: 2023, newPrice: 28500 },
  { brand: 'Renault', model: 'Captur', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 4, enginePower: 160, engine: 'E-Tech Plug-in 160', finish: 'Intens', yearFrom: 2020, yearTo: 2023, newPrice: 34500 },
  { brand: 'Renault', model: 'Captur', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: 'TCe 90', finish: 'Evolution', yearFrom: 2022, yearTo: null, newPrice: 23900 },
  { brand: 'Renault', model: 'Captur', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 145, engine: 'E-Tech full hybrid 145', finish: 'Techno', yearFrom: 2022, yearTo: null, newPrice: 31000 },
  // Mégane III (2008–2016), Mégane IV (2016–2023), Mégane E-Tech électrique (2022–)
  { brand: 'Renault', model: 'Mégane', body: 'compacte', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 110, engine: '1.5 dCi 110', finish: 'Bose', yearFrom: 2012, yearTo: 2016, newPrice: 24500 },
  { brand: 'Renault', model: 'Mégane', body: 'compacte', energy: 'diesel', gearbox: 'automatique', fiscalPower: 5, enginePower: 110, engine: 'dCi 110 EDC', finish: 'Zen', yearFrom: 2016, yearTo: 2018, newPrice: 26900 },
  { brand: 'Renault', model: 'Mégane', body: 'compacte', energy: 'essence', gearbox: 'manuelle', fiscalPower: 7, enginePower: 130, engine: 'TCe 130', finish: 'Intens', yearFrom: 2016, yearTo: 2018, newPrice: 26200 },
  { brand: 'Renault', model: 'Mégane', body: 'break', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 115, engine: 'Blue dCi 115', finish: 'Business', yearFrom: 2019, yearTo: 2023, newPrice: 27900 },
  { brand: 'Renault', model: 'Mégane', body: 'break', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 4, enginePower: 160, engine: 'E-Tech Plug-in 160', finish: 'R.S. Line', yearFrom: 2020, yearTo: 2023, newPrice: 38500 },
  { brand: 'Renault', model: 'Mégane', body: 'compacte', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 220, engine: 'E-Tech EV60 220 ch', finish: 'Techno', yearFrom: 2022, yearTo: null, newPrice: 44000 },
  // Austral (2022–)
  { brand: 'Renault', model: 'Austral', body: 'suv', energy: 'hybride', gearbox: 'manuelle', fiscalPower: 7, enginePower: 140, engine: 'mild hybrid 140', finish: 'Evolution', yearFrom: 2022, yearTo: 2024, newPrice: 34200 },
  { brand: 'Renault', model: 'Austral', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 160, engine: 'mild hybrid advanced 160', finish: 'Techno', yearFrom: 2022, yearTo: 2024, newPrice: 38900 },
  { brand: 'Renault', model: 'Austral', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 200, engine: 'E-Tech full hybrid 200', finish: 'Techno', yearFrom: 2022, yearTo: null, newPrice: 42600 },
  { brand: 'Renault', model: 'Austral', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 200, engine: 'E-Tech full hybrid 200', finish: 'Esprit Alpine', yearFrom: 2023, yearTo: null, newPrice: 45900 },
  // Scénic III (2009–2016), Scénic IV (2016–2022), Scenic E-Tech électrique (2024–)
  { brand: 'Renault', model: 'Scénic', body: 'monospace', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 110, engine: '1.5 dCi 110', finish: 'Dynamique', yearFrom: 2009, yearTo: 2016, newPrice: 25900 },
  { brand: 'Renault', model: 'Scénic', body: 'monospace', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 110, engine: 'Energy dCi 110', finish: 'Zen', yearFrom: 2016, yearTo: 2018, newPrice: 28400 },
  { brand: 'Renault', model: 'Scénic', body: 'monospace', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 120, engine: 'Blue dCi 120', finish: 'Business', yearFrom: 2018, yearTo: 2022, newPrice: 30900 },
  { brand: 'Renault', model: 'Scénic', body: 'monospace', energy: 'essence', gearbox: 'automatique', fiscalPower: 8, enginePower: 140, engine: 'TCe 140 EDC', finish: 'Intens', yearFrom: 2018, yearTo: 2022, newPrice: 31900 },
  { brand: 'Renault', model: 'Scénic', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 170, engine: 'E-Tech électrique 170 ch autonomie confort', finish: 'Evolution', yearFrom: 2024, yearTo: null, newPrice: 41990 },
  { brand: 'Renault', model: 'Scénic', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 4, enginePower: 220, engine: 'E-Tech électrique 220 ch grande autonomie', finish: 'Techno', yearFrom: 2024, yearTo: null, newPrice: 47500 },
  // Kangoo ludospace : Kangoo II (2008–2020), Kangoo III (2021–)
  { brand: 'Renault', model: 'Kangoo', body: 'monospace', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: '1.5 dCi 90', finish: 'Zen', yearFrom: 2013, yearTo: 2020, newPrice: 21500 },
  { brand: 'Renault', model: 'Kangoo', body: 'monospace', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 100, engine: 'TCe 100', finish: 'Zen', yearFrom: 2021, yearTo: 2023, newPrice: 27500 },
  { brand: 'Renault', model: 'Kangoo', body: 'monospace', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 95, engine: 'Blue dCi 95', finish: 'Techno', yearFrom: 2023, yearTo: null, newPrice: 31500 },
  // Kangoo Express (utilitaire, 2008–2021)
  { brand: 'Renault', model: 'Kangoo Express', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 4, enginePower: 75, engine: '1.5 dCi 75', finish: 'Grand Confort', yearFrom: 2013, yearTo: 2021, newPrice: 17900 },
  { brand: 'Renault', model: 'Kangoo Express', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: '1.5 dCi 90', finish: 'Extra R-Link', yearFrom: 2013, yearTo: 2021, newPrice: 20500 },
  { brand: 'Renault', model: 'Kangoo Express', body: 'utilitaire', energy: 'electrique', gearbox: 'automatique', fiscalPower: 1, enginePower: 60, engine: 'Z.E. 33', finish: 'Grand Confort', yearFrom: 2017, yearTo: 2021, newPrice: 29900 },
  // Kangoo Van (utilitaire, 2021–)
  { brand: 'Renault', model: 'Kangoo Van', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 95, engine: 'Blue dCi 95', finish: 'Confort', yearFrom: 2021, yearTo: null, newPrice: 25900 },
  { brand: 'Renault', model: 'Kangoo Van', body: 'utilitaire', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 100, engine: 'TCe 100', finish: 'Grand Confort', yearFrom: 2021, yearTo: null, newPrice: 24500 },
  { brand: 'Renault', model: 'Kangoo Van', body: 'utilitaire', energy: 'diesel', gearbox: 'automatique', fiscalPower: 6, enginePower: 115, engine: 'Blue dCi 115 EDC', finish: 'Extra', yearFrom: 2021, yearTo: null, newPrice: 32500 },
  { brand: 'Renault', model: 'Kangoo Van', body: 'utilitaire', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 122, engine: 'E-Tech électrique 122 ch', finish: 'Grand Confort', yearFrom: 2022, yearTo: null, newPrice: 42000 },
  // Zoe (2013–2024)
  { brand: 'Renault', model: 'Zoe', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 1, enginePower: 88, engine: 'R240 22 kWh', finish: 'Zen', yearFrom: 2015, yearTo: 2017, newPrice: 22100 },
  { brand: 'Renault', model: 'Zoe', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 1, enginePower: 92, engine: 'R90 41 kWh', finish: 'Intens', yearFrom: 2017, yearTo: 2019, newPrice: 32900 },
  { brand: 'Renault', model: 'Zoe', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 1, enginePower: 108, engine: 'R110 52 kWh', finish: 'Zen', yearFrom: 2020, yearTo: 2021, newPrice: 33400 },
  { brand: 'Renault', model: 'Zoe', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 2, enginePower: 135, engine: 'R135 52 kWh', finish: 'Intens', yearFrom: 2020, yearTo: 2022, newPrice: 35400 },
  { brand: 'Renault', model: 'Zoe', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 2, enginePower: 135, engine: 'R135 52 kWh', finish: 'Iconic', yearFrom: 2022, yearTo: 2024, newPrice: 36900 },
  // Twingo II (2008–2014), Twingo III (2014–2024)
  { brand: 'Renault', model: 'Twingo', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 75, engine: '1.2 16V 75', finish: 'Expression', yearFrom: 2008, yearTo: 2014, newPrice: 11900 },
  { brand: 'Renault', model: 'Twingo', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 70, engine: 'SCe 70', finish: 'Zen', yearFrom: 2014, yearTo: 2019, newPrice: 12500 },
  { brand: 'Renault', model: 'Twingo', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: 'TCe 90', finish: 'Intens', yearFrom: 2014, yearTo: 2019, newPrice: 14400 },
  { brand: 'Renault', model: 'Twingo', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 65, engine: 'SCe 65', finish: 'Life', yearFrom: 2019, yearTo: 2023, newPrice: 11200 },
  { brand: 'Renault', model: 'Twingo', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 2, enginePower: 82, engine: 'E-Tech électrique 82 ch', finish: 'Intens', yearFrom: 2020, yearTo: 2024, newPrice: 23900 },
  // Arkana (2021–)
  { brand: 'Renault', model: 'Arkana', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 140, engine: 'TCe 140 EDC mild hybrid', finish: 'Intens', yearFrom: 2021, yearTo: 2022, newPrice: 32300 },
  { brand: 'Renault', model: 'Arkana', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 160, engine: 'TCe 160 EDC mild hybrid', finish: 'R.S. Line', yearFrom: 2021, yearTo: 2022, newPrice: 35400 },
  { brand: 'Renault', model: 'Arkana', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 145, engine: 'E-Tech 145', finish: 'R.S. Line', yearFrom: 2021, yearTo: 2022, newPrice: 36400 },
  { brand: 'Renault', model: 'Arkana', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 140, engine: 'mild hybrid 140 EDC', finish: 'Evolution', yearFrom: 2023, yearTo: null, newPrice: 31600 },
  { brand: 'Renault', model: 'Arkana', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 145, engine: 'E-Tech full hybrid 145', finish: 'Esprit Alpine', yearFrom: 2023, yearTo: null, newPrice: 37900 },
  // Trafic (utilitaire) : Trafic II (2008–2014), Trafic III (2014–)
  { brand: 'Renault', model: 'Trafic', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 8, enginePower: 115, engine: '2.0 dCi 115', finish: 'Grand Confort', yearFrom: 2008, yearTo: 2014, newPrice: 31900 },
  { brand: 'Renault', model: 'Trafic', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 120, engine: '1.6 dCi 120', finish: 'Grand Confort', yearFrom: 2014, yearTo: 2019, newPrice: 33500 },
  { brand: 'Renault', model: 'Trafic', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 8, enginePower: 130, engine: '2.0 Blue dCi 130', finish: 'Grand Confort', yearFrom: 2021, yearTo: null, newPrice: 40900 },
  { brand: 'Renault', model: 'Trafic', body: 'utilitaire', energy: 'diesel', gearbox: 'automatique', fiscalPower: 9, enginePower: 150, engine: '2.0 Blue dCi 150 EDC', finish: 'Extra', yearFrom: 2021, yearTo: null, newPrice: 46500 },
  { brand: 'Renault', model: 'Trafic', body: 'utilitaire', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 122, engine: 'E-Tech électrique 122 ch', finish: 'Grand Confort', yearFrom: 2023, yearTo: null, newPrice: 52000 },

  // ───────────────────────────── Peugeot ─────────────────────────────
  // 208 I (2012–2019), 208 II (2019–)
  { brand: 'Peugeot', model: '208', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 82, engine: '1.2 PureTech 82', finish: 'Active', yearFrom: 2012, yearTo: 2019, newPrice: 16200 },
  { brand: 'Peugeot', model: '208', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 4, enginePower: 100, engine: '1.6 BlueHDi 100', finish: 'Allure', yearFrom: 2014, yearTo: 2019, newPrice: 20900 },
  { brand: 'Peugeot', model: '208', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 100, engine: 'PureTech 100', finish: 'Allure', yearFrom: 2019, yearTo: 2023, newPrice: 21900 },
  { brand: 'Peugeot', model: '208', body: 'citadine', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'PureTech 130 EAT8', finish: 'GT Line', yearFrom: 2019, yearTo: 2023, newPrice: 26500 },
  { brand: 'Peugeot', model: '208', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 136, engine: 'Électrique 136 ch (50 kWh)', finish: 'Allure', yearFrom: 2019, yearTo: 2023, newPrice: 34100 },
  { brand: 'Peugeot', model: '208', body: 'citadine', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 100, engine: 'Hybrid 100 e-DCS6', finish: 'Allure', yearFrom: 2024, yearTo: null, newPrice: 27400 },
  // 2008 I (2013–2019), 2008 II (2020–)
  { brand: 'Peugeot', model: '2008', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 100, engine: '1.6 BlueHDi 100', finish: 'Active', yearFrom: 2014, yearTo: 2019, newPrice: 20900 },
  { brand: 'Peugeot', model: '2008', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 110, engine: '1.2 PureTech 110', finish: 'Allure', yearFrom: 2015, yearTo: 2019, newPrice: 21900 },
  { brand: 'Peugeot', model: '2008', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 110, engine: 'BlueHDi 110', finish: 'Allure', yearFrom: 2020, yearTo: 2023, newPrice: 27700 },
  { brand: 'Peugeot', model: '2008', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'PureTech 130 EAT8', finish: 'GT', yearFrom: 2020, yearTo: 2023, newPrice: 31000 },
  { brand: 'Peugeot', model: '2008', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 136, engine: 'Électrique 136 ch (50 kWh)', finish: 'Allure', yearFrom: 2020, yearTo: 2023, newPrice: 37600 },
  { brand: 'Peugeot', model: '2008', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 136, engine: 'Hybrid 136 e-DCS6', finish: 'Allure', yearFrom: 2024, yearTo: null, newPrice: 33900 },
  // 308 II (2014–2021), 308 III (2021–)
  { brand: 'Peugeot', model: '308', body: 'compacte', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 130, engine: '1.2 PureTech 130', finish: 'Allure', yearFrom: 2014, yearTo: 2021, newPrice: 26500 },
  { brand: 'Peugeot', model: '308', body: 'break', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 120, engine: '1.6 BlueHDi 120', finish: 'Active Business', yearFrom: 2014, yearTo: 2018, newPrice: 27500 },
  { brand: 'Peugeot', model: '308', body: 'compacte', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: '1.5 BlueHDi 130 EAT8', finish: 'GT Line', yearFrom: 2018, yearTo: 2021, newPrice: 30900 },
  { brand: 'Peugeot', model: '308', body: 'compacte', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'BlueHDi 130 EAT8', finish: 'Allure', yearFrom: 2021, yearTo: null, newPrice: 34500 },
  { brand: 'Peugeot', model: '308', body: 'break', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'PureTech 130 EAT8', finish: 'Allure', yearFrom: 2021, yearTo: 2023, newPrice: 34800 },
  { brand: 'Peugeot', model: '308', body: 'compacte', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 7, enginePower: 180, engine: 'Hybrid 180 e-EAT8', finish: 'GT', yearFrom: 2021, yearTo: null, newPrice: 43500 },
  // 3008 I (2009–2016), 3008 II (2016–2023), 3008 III (2024–)
  { brand: 'Peugeot', model: '3008', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 112, engine: '1.6 HDi 112', finish: 'Premium', yearFrom: 2009, yearTo: 2013, newPrice: 25800 },
  { brand: 'Peugeot', model: '3008', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 7, enginePower: 130, engine: '1.2 PureTech 130', finish: 'Active', yearFrom: 2016, yearTo: 2020, newPrice: 29400 },
  { brand: 'Peugeot', model: '3008', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: '1.5 BlueHDi 130 EAT8', finish: 'Allure', yearFrom: 2018, yearTo: 2023, newPrice: 36500 },
  { brand: 'Peugeot', model: '3008', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 9, enginePower: 225, engine: 'Hybrid 225 e-EAT8', finish: 'GT', yearFrom: 2020, yearTo: 2023, newPrice: 46000 },
  { brand: 'Peugeot', model: '3008', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 136, engine: 'Hybrid 136 e-DCS6', finish: 'Allure', yearFrom: 2024, yearTo: null, newPrice: 40000 },
  { brand: 'Peugeot', model: '3008', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 4, enginePower: 210, engine: 'Électrique 210 ch (73 kWh)', finish: 'GT', yearFrom: 2024, yearTo: null, newPrice: 49000 },
  // 5008 I (2009–2016, monospace), 5008 II (2017–2023), 5008 III (2024–)
  { brand: 'Peugeot', model: '5008', body: 'monospace', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 112, engine: '1.6 HDi 112', finish: 'Premium', yearFrom: 2009, yearTo: 2013, newPrice: 26900 },
  { brand: 'Peugeot', model: '5008', body: 'monospace', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 120, engine: '1.6 BlueHDi 120', finish: 'Allure', yearFrom: 2014, yearTo: 2016, newPrice: 30500 },
  { brand: 'Peugeot', model: '5008', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 7, enginePower: 130, engine: '1.2 PureTech 130', finish: 'Allure', yearFrom: 2017, yearTo: 2020, newPrice: 32500 },
  { brand: 'Peugeot', model: '5008', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: '1.5 BlueHDi 130 EAT8', finish: 'GT Line', yearFrom: 2018, yearTo: 2023, newPrice: 40200 },
  { brand: 'Peugeot', model: '5008', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 136, engine: 'Hybrid 136 e-DCS6', finish: 'Allure', yearFrom: 2024, yearTo: null, newPrice: 42900 },
  // Partner (utilitaire) : Partner II (2008–2018), Partner III (2018–)
  { brand: 'Peugeot', model: 'Partner', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: '1.6 HDi 90', finish: 'Pack CD Clim', yearFrom: 2008, yearTo: 2015, newPrice: 17900 },
  { brand: 'Peugeot', model: 'Partner', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 100, engine: '1.6 BlueHDi 100', finish: 'Premium', yearFrom: 2015, yearTo: 2018, newPrice: 20400 },
  { brand: 'Peugeot', model: 'Partner', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 100, engine: '1.5 BlueHDi 100', finish: 'Premium', yearFrom: 2018, yearTo: null, newPrice: 25500 },
  { brand: 'Peugeot', model: 'Partner', body: 'utilitaire', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: '1.5 BlueHDi 130 EAT8', finish: 'Asphalt', yearFrom: 2019, yearTo: 2023, newPrice: 31900 },
  { brand: 'Peugeot', model: 'Partner', body: 'utilitaire', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 136, engine: 'Électrique 136 ch (50 kWh)', finish: 'Premium', yearFrom: 2021, yearTo: null, newPrice: 39500 },
  // Expert (utilitaire) : Expert II (2008–2016), Expert III (2016–)
  { brand: 'Peugeot', model: 'Expert', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 120, engine: '2.0 HDi 120', finish: 'Pack CD Clim', yearFrom: 2008, yearTo: 2016, newPrice: 29500 },
  { brand: 'Peugeot', model: 'Expert', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 120, engine: '2.0 BlueHDi 120', finish: 'Premium', yearFrom: 2016, yearTo: 2020, newPrice: 33900 },
  { brand: 'Peugeot', model: 'Expert', body: 'utilitaire', energy: 'diesel', gearbox: 'automatique', fiscalPower: 10, enginePower: 180, engine: '2.0 BlueHDi 180 EAT8', finish: 'Asphalt', yearFrom: 2019, yearTo: null, newPrice: 45900 },
  { brand: 'Peugeot', model: 'Expert', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 8, enginePower: 145, engine: '2.0 BlueHDi 145', finish: 'Asphalt', yearFrom: 2020, yearTo: null, newPrice: 39900 },
  { brand: 'Peugeot', model: 'Expert', body: 'utilitaire', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 136, engine: 'Électrique 136 ch (75 kWh)', finish: 'Premium', yearFrom: 2020, yearTo: null, newPrice: 52000 },

  // ───────────────────────────── Citroën ─────────────────────────────
  // C3 II (2009–2016), C3 III (2016–2024), C3 IV (2024–)
  { brand: 'Citroën', model: 'C3', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 82, engine: '1.2 PureTech 82', finish: 'Confort', yearFrom: 2012, yearTo: 2016, newPrice: 15500 },
  { brand: 'Citroën', model: 'C3', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 82, engine: 'PureTech 82', finish: 'Feel', yearFrom: 2016, yearTo: 2020, newPrice: 15900 },
  { brand: 'Citroën', model: 'C3', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 4, enginePower: 100, engine: 'BlueHDi 100', finish: 'Shine', yearFrom: 2016, yearTo: 2020, newPrice: 20400 },
  { brand: 'Citroën', model: 'C3', body: 'citadine', energy: 'essence', gearbox: 'automatique', fiscalPower: 6, enginePower: 110, engine: 'PureTech 110 EAT6', finish: 'Shine', yearFrom: 2017, yearTo: 2023, newPrice: 21500 },
  { brand: 'Citroën', model: 'C3', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 2, enginePower: 113, engine: 'Électrique 113 ch (44 kWh)', finish: 'Max', yearFrom: 2024, yearTo: null, newPrice: 27800 },
  { brand: 'Citroën', model: 'C3', body: 'citadine', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 100, engine: 'Hybrid 100 e-DCS6', finish: 'Plus', yearFrom: 2025, yearTo: null, newPrice: 22900 },
  // C3 Aircross I (2017–2023), C3 Aircross II (2024–)
  { brand: 'Citroën', model: 'C3 Aircross', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 110, engine: 'PureTech 110', finish: 'Feel', yearFrom: 2017, yearTo: 2023, newPrice: 21900 },
  { brand: 'Citroën', model: 'C3 Aircross', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'PureTech 130 EAT6', finish: 'Shine', yearFrom: 2017, yearTo: 2023, newPrice: 26800 },
  { brand: 'Citroën', model: 'C3 Aircross', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 110, engine: 'BlueHDi 110', finish: 'Shine', yearFrom: 2019, yearTo: 2023, newPrice: 25400 },
  { brand: 'Citroën', model: 'C3 Aircross', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 136, engine: 'Hybrid 136 e-DCS6', finish: 'Max', yearFrom: 2024, yearTo: null, newPrice: 29900 },
  { brand: 'Citroën', model: 'C3 Aircross', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 2, enginePower: 113, engine: 'Électrique 113 ch (44 kWh)', finish: 'Max', yearFrom: 2025, yearTo: null, newPrice: 30900 },
  // C4 II (2010–2018), C4 III (2020–)
  { brand: 'Citroën', model: 'C4', body: 'compacte', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 110, engine: '1.6 HDi 110', finish: 'Exclusive', yearFrom: 2010, yearTo: 2014, newPrice: 25600 },
  { brand: 'Citroën', model: 'C4', body: 'compacte', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 130, engine: '1.2 PureTech 130', finish: 'Shine', yearFrom: 2015, yearTo: 2018, newPrice: 24900 },
  { brand: 'Citroën', model: 'C4', body: 'compacte', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'PureTech 130 EAT8', finish: 'Shine', yearFrom: 2020, yearTo: 2024, newPrice: 29400 },
  { brand: 'Citroën', model: 'C4', body: 'compacte', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'BlueHDi 130 EAT8', finish: 'Feel Pack', yearFrom: 2020, yearTo: null, newPrice: 30900 },
  { brand: 'Citroën', model: 'C4', body: 'compacte', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 136, engine: 'Électrique 136 ch (50 kWh)', finish: 'Feel Pack', yearFrom: 2020, yearTo: 2023, newPrice: 37900 },
  { brand: 'Citroën', model: 'C4', body: 'compacte', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 136, engine: 'Hybrid 136 e-DCS6', finish: 'Max', yearFrom: 2024, yearTo: null, newPrice: 31900 },
  // C5 Aircross I (2019–2025), C5 Aircross II (2025–)
  { brand: 'Citroën', model: 'C5 Aircross', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 7, enginePower: 130, engine: 'PureTech 130', finish: 'Feel', yearFrom: 2019, yearTo: 2024, newPrice: 30300 },
  { brand: 'Citroën', model: 'C5 Aircross', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'BlueHDi 130 EAT8', finish: 'Shine', yearFrom: 2019, yearTo: 2024, newPrice: 37900 },
  { brand: 'Citroën', model: 'C5 Aircross', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 9, enginePower: 225, engine: 'Hybrid 225 ë-EAT8', finish: 'Shine', yearFrom: 2020, yearTo: 2024, newPrice: 44500 },
  { brand: 'Citroën', model: 'C5 Aircross', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 136, engine: 'Hybrid 136 e-DCS6', finish: 'Max', yearFrom: 2024, yearTo: 2025, newPrice: 36900 },
  { brand: 'Citroën', model: 'C5 Aircross', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 145, engine: 'Hybrid 145 e-DCS6', finish: 'Max', yearFrom: 2025, yearTo: null, newPrice: 38900 },
  // Berlingo ludospace : Berlingo II (2008–2018), Berlingo III (2018–)
  { brand: 'Citroën', model: 'Berlingo', body: 'monospace', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: '1.6 HDi 90', finish: 'Multispace', yearFrom: 2008, yearTo: 2015, newPrice: 19900 },
  { brand: 'Citroën', model: 'Berlingo', body: 'monospace', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 100, engine: '1.6 BlueHDi 100', finish: 'XTR', yearFrom: 2015, yearTo: 2018, newPrice: 22900 },
  { brand: 'Citroën', model: 'Berlingo', body: 'monospace', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 110, engine: 'PureTech 110', finish: 'Feel', yearFrom: 2018, yearTo: 2022, newPrice: 24900 },
  { brand: 'Citroën', model: 'Berlingo', body: 'monospace', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'BlueHDi 130 EAT8', finish: 'Shine', yearFrom: 2019, yearTo: 2022, newPrice: 31200 },
  { brand: 'Citroën', model: 'Berlingo', body: 'monospace', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 136, engine: 'Électrique 136 ch (50 kWh)', finish: 'Shine', yearFrom: 2021, yearTo: null, newPrice: 39900 },
  // Berlingo Van (utilitaire, 2018–)
  { brand: 'Citroën', model: 'Berlingo Van', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 100, engine: '1.5 BlueHDi 100', finish: 'Club', yearFrom: 2018, yearTo: null, newPrice: 24500 },
  { brand: 'Citroën', model: 'Berlingo Van', body: 'utilitaire', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: '1.5 BlueHDi 130 EAT8', finish: 'Driver', yearFrom: 2019, yearTo: null, newPrice: 31900 },
  { brand: 'Citroën', model: 'Berlingo Van', body: 'utilitaire', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 136, engine: 'Électrique 136 ch (50 kWh)', finish: 'Club', yearFrom: 2021, yearTo: null, newPrice: 38900 },

  // ───────────────────────────── Dacia ─────────────────────────────
  // Sandero I (2008–2012), Sandero II (2012–2020), Sandero III (2021–)
  { brand: 'Dacia', model: 'Sandero', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 75, engine: '1.4 MPI 75', finish: 'Ambiance', yearFrom: 2008, yearTo: 2012, newPrice: 9400 },
  { brand: 'Dacia', model: 'Sandero', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 4, enginePower: 90, engine: '1.5 dCi 90', finish: 'Lauréate', yearFrom: 2012, yearTo: 2020, newPrice: 13500 },
  { brand: 'Dacia', model: 'Sandero', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: 'TCe 90', finish: 'Stepway', yearFrom: 2013, yearTo: 2020, newPrice: 13900 },
  { brand: 'Dacia', model: 'Sandero', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 65, engine: 'SCe 65', finish: 'Essential', yearFrom: 2021, yearTo: 2023, newPrice: 11200 },
  { brand: 'Dacia', model: 'Sandero', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: 'TCe 90', finish: 'Expression', yearFrom: 2021, yearTo: null, newPrice: 15400 },
  { brand: 'Dacia', model: 'Sandero', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 100, engine: 'ECO-G 100 (bicarburation GPL)', finish: 'Stepway Extreme', yearFrom: 2023, yearTo: null, newPrice: 17900 },
  // Duster I (2010–2017), Duster II (2018–2023), Duster III (2024–)
  { brand: 'Dacia', model: 'Duster', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 7, enginePower: 105, engine: '1.6 16V 105', finish: 'Ambiance', yearFrom: 2010, yearTo: 2017, newPrice: 13400 },
  { brand: 'Dacia', model: 'Duster', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 110, engine: '1.5 dCi 110 4x2', finish: 'Lauréate', yearFrom: 2010, yearTo: 2017, newPrice: 16900 },
  { brand: 'Dacia', model: 'Duster', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 7, enginePower: 130, engine: 'TCe 130 4x2', finish: 'Prestige', yearFrom: 2019, yearTo: 2023, newPrice: 19900 },
  { brand: 'Dacia', model: 'Duster', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 115, engine: 'Blue dCi 115 4x4', finish: 'Prestige', yearFrom: 2019, yearTo: 2023, newPrice: 22900 },
  { brand: 'Dacia', model: 'Duster', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 140, engine: 'Hybrid 140', finish: 'Journey', yearFrom: 2024, yearTo: null, newPrice: 26900 },
  { brand: 'Dacia', model: 'Duster', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 7, enginePower: 130, engine: 'TCe 130 4x4', finish: 'Extreme', yearFrom: 2024, yearTo: null, newPrice: 26200 },
  // Jogger (2022–)
  { brand: 'Dacia', model: 'Jogger', body: 'monospace', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 100, engine: 'ECO-G 100 (bicarburation GPL)', finish: 'Essential', yearFrom: 2022, yearTo: null, newPrice: 18300 },
  { brand: 'Dacia', model: 'Jogger', body: 'monospace', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 110, engine: 'TCe 110', finish: 'Expression', yearFrom: 2022, yearTo: null, newPrice: 20900 },
  { brand: 'Dacia', model: 'Jogger', body: 'monospace', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 140, engine: 'Hybrid 140', finish: 'Extreme', yearFrom: 2023, yearTo: null, newPrice: 27400 },
  // Spring (2021–)
  { brand: 'Dacia', model: 'Spring', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 1, enginePower: 44, engine: 'Électrique 45 ch', finish: 'Confort', yearFrom: 2021, yearTo: 2023, newPrice: 16990 },
  { brand: 'Dacia', model: 'Spring', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 1, enginePower: 65, engine: 'Électrique 65 ch', finish: 'Extreme', yearFrom: 2023, yearTo: 2023, newPrice: 22750 },
  { brand: 'Dacia', model: 'Spring', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 1, enginePower: 45, engine: 'Electric 45', finish: 'Expression', yearFrom: 2024, yearTo: null, newPrice: 16900 },
  { brand: 'Dacia', model: 'Spring', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 1, enginePower: 65, engine: 'Electric 65', finish: 'Extreme', yearFrom: 2024, yearTo: null, newPrice: 18900 },

  // ───────────────────────────── Volkswagen ─────────────────────────────
  // Polo V (2009–2017), Polo VI (2017–)
  { brand: 'Volkswagen', model: 'Polo', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: '1.6 TDI 90', finish: 'Match', yearFrom: 2010, yearTo: 2014, newPrice: 18900 },
  { brand: 'Volkswagen', model: 'Polo', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: '1.2 TSI 90', finish: 'Confortline', yearFrom: 2014, yearTo: 2017, newPrice: 17900 },
  { brand: 'Volkswagen', model: 'Polo', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 95, engine: '1.0 TSI 95', finish: 'Lounge', yearFrom: 2017, yearTo: 2021, newPrice: 19200 },
  { brand: 'Volkswagen', model: 'Polo', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 4, enginePower: 95, engine: '1.6 TDI 95', finish: 'Confortline', yearFrom: 2017, yearTo: 2021, newPrice: 21400 },
  { brand: 'Volkswagen', model: 'Polo', body: 'citadine', energy: 'essence', gearbox: 'automatique', fiscalPower: 5, enginePower: 95, engine: '1.0 TSI 95 DSG7', finish: 'Life', yearFrom: 2021, yearTo: null, newPrice: 23500 },
  { brand: 'Volkswagen', model: 'Polo', body: 'citadine', energy: 'essence', gearbox: 'automatique', fiscalPower: 12, enginePower: 207, engine: '2.0 TSI 207 DSG7', finish: 'GTI', yearFrom: 2021, yearTo: null, newPrice: 34500 },
  // Golf VI (2009–2012), Golf VII (2012–2019), Golf VIII (2020–)
  { brand: 'Volkswagen', model: 'Golf', body: 'compacte', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 105, engine: '1.6 TDI 105', finish: 'Confortline', yearFrom: 2009, yearTo: 2012, newPrice: 23800 },
  { brand: 'Volkswagen', model: 'Golf', body: 'compacte', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 105, engine: '1.2 TSI 105', finish: 'Trendline', yearFrom: 2012, yearTo: 2016, newPrice: 22500 },
  { brand: 'Volkswagen', model: 'Golf', body: 'compacte', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 150, engine: '2.0 TDI 150 DSG6', finish: 'Carat', yearFrom: 2013, yearTo: 2019, newPrice: 33500 },
  { brand: 'Volkswagen', model: 'Golf', body: 'compacte', energy: 'essence', gearbox: 'manuelle', fiscalPower: 7, enginePower: 130, engine: '1.5 TSI 130', finish: 'Life', yearFrom: 2020, yearTo: null, newPrice: 28500 },
  { brand: 'Volkswagen', model: 'Golf', body: 'compacte', energy: 'diesel', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '2.0 TDI 150 DSG7', finish: 'Style', yearFrom: 2020, yearTo: null, newPrice: 38900 },
  { brand: 'Volkswagen', model: 'Golf', body: 'compacte', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 6, enginePower: 204, engine: '1.4 eHybrid 204 DSG6', finish: 'Style', yearFrom: 2020, yearTo: 2023, newPrice: 43900 },
  // T-Roc I (2017–2025)
  { brand: 'Volkswagen', model: 'T-Roc', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 115, engine: '1.0 TSI 115', finish: 'Lounge', yearFrom: 2017, yearTo: 2021, newPrice: 25900 },
  { brand: 'Volkswagen', model: 'T-Roc', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '1.5 TSI 150 DSG7', finish: 'Carat', yearFrom: 2018, yearTo: 2021, newPrice: 33900 },
  { brand: 'Volkswagen', model: 'T-Roc', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 9, enginePower: 150, engine: '2.0 TDI 150 DSG7 4Motion', finish: 'Carat Exclusive', yearFrom: 2018, yearTo: 2021, newPrice: 41900 },
  { brand: 'Volkswagen', model: 'T-Roc', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 110, engine: '1.0 TSI 110', finish: 'Life', yearFrom: 2022, yearTo: 2025, newPrice: 28500 },
  { brand: 'Volkswagen', model: 'T-Roc', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '1.5 TSI 150 DSG7', finish: 'R-Line', yearFrom: 2022, yearTo: 2025, newPrice: 38900 },
  // Tiguan I (2008–2016), Tiguan II (2016–2023), Tiguan III (2024–)
  { brand: 'Volkswagen', model: 'Tiguan', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 8, enginePower: 140, engine: '2.0 TDI 140 4Motion', finish: 'Sport & Style', yearFrom: 2008, yearTo: 2011, newPrice: 34900 },
  { brand: 'Volkswagen', model: 'Tiguan', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 110, engine: '2.0 TDI 110', finish: 'Lounge', yearFrom: 2011, yearTo: 2016, newPrice: 29900 },
  { brand: 'Volkswagen', model: 'Tiguan', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '1.4 TSI 150 ACT DSG6', finish: 'Carat', yearFrom: 2016, yearTo: 2018, newPrice: 36500 },
  { brand: 'Volkswagen', model: 'Tiguan', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '2.0 TDI 150 DSG7', finish: 'Carat', yearFrom: 2016, yearTo: 2023, newPrice: 41900 },
  { brand: 'Volkswagen', model: 'Tiguan', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 9, enginePower: 245, engine: '1.4 eHybrid 245 DSG6', finish: 'R-Line', yearFrom: 2021, yearTo: 2023, newPrice: 47900 },
  { brand: 'Volkswagen', model: 'Tiguan', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '1.5 eTSI 150 DSG7', finish: 'Life Plus', yearFrom: 2024, yearTo: null, newPrice: 43900 },
  // ID.3 (2020–)
  { brand: 'Volkswagen', model: 'ID.3', body: 'compacte', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 204, engine: 'Pro Performance 204 ch (58 kWh)', finish: 'Life', yearFrom: 2020, yearTo: 2022, newPrice: 39900 },
  { brand: 'Volkswagen', model: 'ID.3', body: 'compacte', energy: 'electrique', gearbox: 'automatique', fiscalPower: 2, enginePower: 150, engine: 'Pure Performance 150 ch (45 kWh)', finish: 'City', yearFrom: 2021, yearTo: 2022, newPrice: 34900 },
  { brand: 'Volkswagen', model: 'ID.3', body: 'compacte', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 204, engine: 'Pro S 204 ch (77 kWh)', finish: 'Tour', yearFrom: 2021, yearTo: 2022, newPrice: 47700 },
  { brand: 'Volkswagen', model: 'ID.3', body: 'compacte', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 204, engine: 'Pro 204 ch (58 kWh)', finish: 'Life Plus', yearFrom: 2023, yearTo: null, newPrice: 41900 },
  { brand: 'Volkswagen', model: 'ID.3', body: 'compacte', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 170, engine: 'Pure 170 ch (52 kWh)', finish: 'Life', yearFrom: 2024, yearTo: null, newPrice: 34990 },

  // ───────────────────────────── Toyota ─────────────────────────────
  // Yaris III (2011–2020), Yaris IV (2020–)
  { brand: 'Toyota', model: 'Yaris', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 69, engine: '1.0 VVT-i 69', finish: 'France', yearFrom: 2011, yearTo: 2017, newPrice: 13900 },
  { brand: 'Toyota', model: 'Yaris', body: 'citadine', energy: 'hybride', gearbox: 'automatique', fiscalPower: 4, enginePower: 100, engine: 'Hybride 100h', finish: 'Dynamic', yearFrom: 2012, yearTo: 2020, newPrice: 19900 },
  { brand: 'Toyota', model: 'Yaris', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 111, engine: '1.5 VVT-i 111', finish: 'Design', yearFrom: 2017, yearTo: 2020, newPrice: 17900 },
  { brand: 'Toyota', model: 'Yaris', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 72, engine: '1.0 VVT-i 72', finish: 'France', yearFrom: 2020, yearTo: 2023, newPrice: 17500 },
  { brand: 'Toyota', model: 'Yaris', body: 'citadine', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 116, engine: 'Hybride 116h', finish: 'Dynamic', yearFrom: 2020, yearTo: 2023, newPrice: 22900 },
  { brand: 'Toyota', model: 'Yaris', body: 'citadine', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 130, engine: 'Hybride 130h', finish: 'GR Sport', yearFrom: 2024, yearTo: null, newPrice: 29500 },
  // Yaris Cross (2021–)
  { brand: 'Toyota', model: 'Yaris Cross', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 125, engine: '1.5 VVT-i 125', finish: 'Dynamic', yearFrom: 2021, yearTo: 2023, newPrice: 23500 },
  { brand: 'Toyota', model: 'Yaris Cross', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 116, engine: 'Hybride 116h', finish: 'Dynamic', yearFrom: 2021, yearTo: 2023, newPrice: 26900 },
  { brand: 'Toyota', model: 'Yaris Cross', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 116, engine: 'Hybride 116h AWD-i', finish: 'Design', yearFrom: 2021, yearTo: 2023, newPrice: 31900 },
  { brand: 'Toyota', model: 'Yaris Cross', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 130, engine: 'Hybride 130h', finish: 'GR Sport', yearFrom: 2024, yearTo: null, newPrice: 33500 },
  // C-HR I (2016–2023), C-HR II (2024–)
  { brand: 'Toyota', model: 'C-HR', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 116, engine: '1.2T 116', finish: 'Dynamic', yearFrom: 2016, yearTo: 2019, newPrice: 27600 },
  { brand: 'Toyota', model: 'C-HR', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 122, engine: 'Hybride 122h', finish: 'Dynamic', yearFrom: 2016, yearTo: 2019, newPrice: 29900 },
  { brand: 'Toyota', model: 'C-HR', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 122, engine: 'Hybride 122h', finish: 'Distinctive', yearFrom: 2019, yearTo: 2023, newPrice: 31900 },
  { brand: 'Toyota', model: 'C-HR', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 7, enginePower: 184, engine: 'Hybride 184h', finish: 'GR Sport', yearFrom: 2020, yearTo: 2023, newPrice: 37500 },
  { brand: 'Toyota', model: 'C-HR', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 140, engine: 'Hybride 140h', finish: 'Design', yearFrom: 2024, yearTo: null, newPrice: 36900 },
  { brand: 'Toyota', model: 'C-HR', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 8, enginePower: 223, engine: 'Hybride rechargeable 220h', finish: 'GR Sport', yearFrom: 2024, yearTo: null, newPrice: 49900 },
  // Corolla (2019–), berline 5 portes et Touring Sports
  { brand: 'Toyota', model: 'Corolla', body: 'compacte', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 122, engine: 'Hybride 122h', finish: 'Dynamic', yearFrom: 2019, yearTo: 2022, newPrice: 29500 },
  { brand: 'Toyota', model: 'Corolla', body: 'compacte', energy: 'hybride', gearbox: 'automatique', fiscalPower: 7, enginePower: 184, engine: 'Hybride 180h', finish: 'Design', yearFrom: 2019, yearTo: 2022, newPrice: 33900 },
  { brand: 'Toyota', model: 'Corolla', body: 'break', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 122, engine: 'Hybride 122h', finish: 'Dynamic Business', yearFrom: 2019, yearTo: 2022, newPrice: 30500 },
  { brand: 'Toyota', model: 'Corolla', body: 'compacte', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 140, engine: 'Hybride 140h', finish: 'Design', yearFrom: 2023, yearTo: null, newPrice: 33900 },
  { brand: 'Toyota', model: 'Corolla', body: 'break', energy: 'hybride', gearbox: 'automatique', fiscalPower: 7, enginePower: 196, engine: 'Hybride 200h', finish: 'GR Sport', yearFrom: 2023, yearTo: null, newPrice: 40900 },
  // RAV4 IV (2013–2018), RAV4 V (2019–)
  { brand: 'Toyota', model: 'RAV4', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 124, engine: '124 D-4D 2WD', finish: 'Life', yearFrom: 2013, yearTo: 2015, newPrice: 31900 },
  { brand: 'Toyota', model: 'RAV4', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 197, engine: 'Hybride 197h 2WD', finish: 'Dynamic', yearFrom: 2016, yearTo: 2018, newPrice: 35900 },
  { brand: 'Toyota', model: 'RAV4', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 218, engine: 'Hybride 218h 2WD', finish: 'Dynamic', yearFrom: 2019, yearTo: null, newPrice: 38900 },
  { brand: 'Toyota', model: 'RAV4', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 9, enginePower: 222, engine: 'Hybride 222h AWD-i', finish: 'Collection', yearFrom: 2019, yearTo: null, newPrice: 46900 },
  { brand: 'Toyota', model: 'RAV4', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 10, enginePower: 306, engine: 'Hybride rechargeable 306h AWD-i', finish: 'Design', yearFrom: 2021, yearTo: null, newPrice: 55900 },

  // ───────────────────────────── Ford ─────────────────────────────
  // Fiesta VI (2008–2017), Fiesta VII (2017–2023)
  { brand: 'Ford', model: 'Fiesta', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 82, engine: '1.25 82', finish: 'Trend', yearFrom: 2008, yearTo: 2012, newPrice: 14500 },
  { brand: 'Ford', model: 'Fiesta', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 100, engine: '1.0 EcoBoost 100', finish: 'Titanium', yearFrom: 2013, yearTo: 2017, newPrice: 18600 },
  { brand: 'Ford', model: 'Fiesta', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 4, enginePower: 75, engine: '1.5 TDCi 75', finish: 'Trend', yearFrom: 2013, yearTo: 2017, newPrice: 16700 },
  { brand: 'Ford', model: 'Fiesta', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 85, engine: '1.1 85', finish: 'Trend', yearFrom: 2017, yearTo: 2019, newPrice: 15900 },
  { brand: 'Ford', model: 'Fiesta', body: 'citadine', energy: 'essence', gearbox: 'automatique', fiscalPower: 6, enginePower: 100, engine: '1.0 EcoBoost 100 BVA6', finish: 'Titanium', yearFrom: 2018, yearTo: 2020, newPrice: 20900 },
  { brand: 'Ford', model: 'Fiesta', body: 'citadine', energy: 'hybride', gearbox: 'manuelle', fiscalPower: 6, enginePower: 125, engine: '1.0 EcoBoost 125 mHEV', finish: 'ST-Line', yearFrom: 2020, yearTo: 2023, newPrice: 22400 },
  // Puma (2020–)
  { brand: 'Ford', model: 'Puma', body: 'suv', energy: 'hybride', gearbox: 'manuelle', fiscalPower: 6, enginePower: 125, engine: '1.0 EcoBoost 125 mHEV', finish: 'Titanium', yearFrom: 2020, yearTo: null, newPrice: 25900 },
  { brand: 'Ford', model: 'Puma', body: 'suv', energy: 'hybride', gearbox: 'manuelle', fiscalPower: 7, enginePower: 155, engine: '1.0 EcoBoost 155 mHEV', finish: 'ST-Line X', yearFrom: 2020, yearTo: 2023, newPrice: 30900 },
  { brand: 'Ford', model: 'Puma', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 125, engine: '1.0 EcoBoost 125 mHEV Powershift', finish: 'ST-Line', yearFrom: 2021, yearTo: null, newPrice: 28400 },
  { brand: 'Ford', model: 'Puma', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 11, enginePower: 200, engine: '1.5 EcoBoost 200', finish: 'ST', yearFrom: 2021, yearTo: 2023, newPrice: 35900 },
  { brand: 'Ford', model: 'Puma', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 168, engine: 'Électrique 168 ch (43 kWh)', finish: 'Premium', yearFrom: 2025, yearTo: null, newPrice: 36400 },
  // Kuga I (2008–2012), Kuga II (2013–2019), Kuga III (2020–)
  { brand: 'Ford', model: 'Kuga', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 8, enginePower: 136, engine: '2.0 TDCi 136 4x4', finish: 'Titanium', yearFrom: 2008, yearTo: 2012, newPrice: 30900 },
  { brand: 'Ford', model: 'Kuga', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 8, enginePower: 150, engine: '2.0 TDCi 150 4x2', finish: 'Titanium', yearFrom: 2015, yearTo: 2019, newPrice: 32900 },
  { brand: 'Ford', model: 'Kuga', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 8, enginePower: 150, engine: '1.5 EcoBoost 150 4x2', finish: 'ST-Line', yearFrom: 2016, yearTo: 2019, newPrice: 31900 },
  { brand: 'Ford', model: 'Kuga', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 120, engine: '1.5 EcoBlue 120', finish: 'Titanium', yearFrom: 2020, yearTo: 2023, newPrice: 34900 },
  { brand: 'Ford', model: 'Kuga', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 9, enginePower: 225, engine: '2.5 Plug-in Hybrid 225', finish: 'ST-Line X', yearFrom: 2020, yearTo: null, newPrice: 42900 },
  { brand: 'Ford', model: 'Kuga', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 190, engine: '2.5 Full Hybrid 190', finish: 'ST-Line', yearFrom: 2021, yearTo: null, newPrice: 41500 },
  // Transit Custom (utilitaire) : 1re génération (2013–2023), 2e génération (2024–)
  { brand: 'Ford', model: 'Transit Custom', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 100, engine: '2.2 TDCi 100', finish: 'Trend', yearFrom: 2013, yearTo: 2016, newPrice: 30500 },
  { brand: 'Ford', model: 'Transit Custom', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 130, engine: '2.0 EcoBlue 130', finish: 'Trend Business', yearFrom: 2016, yearTo: 2023, newPrice: 36900 },
  { brand: 'Ford', model: 'Transit Custom', body: 'utilitaire', energy: 'diesel', gearbox: 'automatique', fiscalPower: 9, enginePower: 170, engine: '2.0 EcoBlue 170 BVA6', finish: 'Limited', yearFrom: 2018, yearTo: 2023, newPrice: 44900 },
  { brand: 'Ford', model: 'Transit Custom', body: 'utilitaire', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 8, enginePower: 136, engine: '2.0 EcoBlue 136', finish: 'Trend', yearFrom: 2024, yearTo: null, newPrice: 42900 },
  { brand: 'Ford', model: 'Transit Custom', body: 'utilitaire', energy: 'electrique', gearbox: 'automatique', fiscalPower: 4, enginePower: 217, engine: 'Électrique 217 ch (64 kWh)', finish: 'Trend', yearFrom: 2024, yearTo: null, newPrice: 62000 },

  // ───────────────────────────── Opel ─────────────────────────────
  // Corsa D (2009–2014), Corsa E (2014–2019), Corsa F (2019–)
  { brand: 'Opel', model: 'Corsa', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 80, engine: '1.2 Twinport 80', finish: 'Enjoy', yearFrom: 2009, yearTo: 2014, newPrice: 14500 },
  { brand: 'Opel', model: 'Corsa', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: '1.4 Twinport 90', finish: 'Enjoy', yearFrom: 2014, yearTo: 2019, newPrice: 15900 },
  { brand: 'Opel', model: 'Corsa', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 4, enginePower: 95, engine: '1.3 CDTI 95', finish: 'Cosmo', yearFrom: 2014, yearTo: 2019, newPrice: 18900 },
  { brand: 'Opel', model: 'Corsa', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 100, engine: '1.2 Turbo 100', finish: 'Elegance', yearFrom: 2019, yearTo: 2023, newPrice: 20900 },
  { brand: 'Opel', model: 'Corsa', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 136, engine: 'Électrique 136 ch (50 kWh)', finish: 'Elegance', yearFrom: 2020, yearTo: 2023, newPrice: 32600 },
  { brand: 'Opel', model: 'Corsa', body: 'citadine', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 100, engine: '1.2 Hybrid 100 e-DCT6', finish: 'GS', yearFrom: 2024, yearTo: null, newPrice: 26500 },
  // Mokka A (2012–2016), Mokka B (2021–)
  { brand: 'Opel', model: 'Mokka', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 8, enginePower: 140, engine: '1.4 Turbo 140', finish: 'Cosmo', yearFrom: 2012, yearTo: 2016, newPrice: 24900 },
  { brand: 'Opel', model: 'Mokka', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 130, engine: '1.7 CDTI 130', finish: 'Cosmo', yearFrom: 2012, yearTo: 2015, newPrice: 26500 },
  { brand: 'Opel', model: 'Mokka', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 100, engine: '1.2 Turbo 100', finish: 'Elegance', yearFrom: 2021, yearTo: 2023, newPrice: 25200 },
  { brand: 'Opel', model: 'Mokka', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: '1.2 Turbo 130 BVA8', finish: 'GS Line', yearFrom: 2021, yearTo: 2023, newPrice: 29500 },
  { brand: 'Opel', model: 'Mokka', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 136, engine: 'Électrique 136 ch (50 kWh)', finish: 'Elegance', yearFrom: 2021, yearTo: 2023, newPrice: 36800 },

  // ───────────────────────────── Fiat ─────────────────────────────
  // 500 (2008–2024), 500C cabriolet, 500 électrique (2021–)
  { brand: 'Fiat', model: '500', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 69, engine: '1.2 69', finish: 'Lounge', yearFrom: 2008, yearTo: 2015, newPrice: 13500 },
  { brand: 'Fiat', model: '500', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 85, engine: '0.9 TwinAir 85', finish: 'Lounge', yearFrom: 2010, yearTo: 2018, newPrice: 15900 },
  { brand: 'Fiat', model: '500', body: 'cabriolet', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 69, engine: '1.2 69', finish: 'Lounge', yearFrom: 2009, yearTo: 2019, newPrice: 16900 },
  { brand: 'Fiat', model: '500', body: 'citadine', energy: 'hybride', gearbox: 'manuelle', fiscalPower: 4, enginePower: 70, engine: '1.0 BSG 70 Hybrid', finish: 'Dolcevita', yearFrom: 2020, yearTo: 2024, newPrice: 17900 },
  { brand: 'Fiat', model: '500', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 2, enginePower: 95, engine: 'Électrique 95 ch (23,8 kWh)', finish: 'Action', yearFrom: 2021, yearTo: 2023, newPrice: 23900 },
  { brand: 'Fiat', model: '500', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 118, engine: 'Électrique 118 ch (42 kWh)', finish: 'Icon', yearFrom: 2021, yearTo: null, newPrice: 32400 },
  // Panda II (2008–2012), Panda III (2012–2024)
  { brand: 'Fiat', model: 'Panda', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 60, engine: '1.2 8v 60', finish: 'Dynamic', yearFrom: 2008, yearTo: 2012, newPrice: 10900 },
  { brand: 'Fiat', model: 'Panda', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 69, engine: '1.2 8v 69', finish: 'Lounge', yearFrom: 2012, yearTo: 2019, newPrice: 12900 },
  { brand: 'Fiat', model: 'Panda', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: '0.9 TwinAir 90 4x4', finish: 'Cross', yearFrom: 2014, yearTo: 2020, newPrice: 18900 },
  { brand: 'Fiat', model: 'Panda', body: 'citadine', energy: 'hybride', gearbox: 'manuelle', fiscalPower: 4, enginePower: 70, engine: '1.0 BSG 70 Hybrid', finish: 'City Life', yearFrom: 2020, yearTo: 2024, newPrice: 13900 },

  // ───────────────────────────── Kia ─────────────────────────────
  // Niro I (2016–2022), Niro II (2022–)
  { brand: 'Kia', model: 'Niro', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 141, engine: '1.6 GDi 141 Hybride DCT6', finish: 'Active', yearFrom: 2016, yearTo: 2022, newPrice: 28900 },
  { brand: 'Kia', model: 'Niro', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 4, enginePower: 141, engine: '1.6 GDi 141 Hybride rechargeable DCT6', finish: 'Premium', yearFrom: 2017, yearTo: 2022, newPrice: 36900 },
  { brand: 'Kia', model: 'Niro', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 204, engine: 'e-Niro 204 ch (64 kWh)', finish: 'Premium', yearFrom: 2019, yearTo: 2022, newPrice: 43900 },
  { brand: 'Kia', model: 'Niro', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 141, engine: '1.6 GDi 141 Hybride DCT6', finish: 'Active', yearFrom: 2022, yearTo: null, newPrice: 32400 },
  { brand: 'Kia', model: 'Niro', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 204, engine: 'Électrique 204 ch (64,8 kWh)', finish: 'Premium', yearFrom: 2022, yearTo: null, newPrice: 47200 },
  // Sportage III (2010–2015), Sportage IV (2016–2021), Sportage V (2022–)
  { brand: 'Kia', model: 'Sportage', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 115, engine: '1.7 CRDi 115 4x2', finish: 'Active', yearFrom: 2010, yearTo: 2015, newPrice: 25900 },
  { brand: 'Kia', model: 'Sportage', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 8, enginePower: 132, engine: '1.6 GDi 132 4x2', finish: 'Active', yearFrom: 2016, yearTo: 2018, newPrice: 25900 },
  { brand: 'Kia', model: 'Sportage', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 136, engine: '1.6 CRDi 136 4x2 DCT7', finish: 'GT Line', yearFrom: 2018, yearTo: 2021, newPrice: 36900 },
  { brand: 'Kia', model: 'Sportage', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 8, enginePower: 150, engine: '1.6 T-GDi 150 4x2', finish: 'Active', yearFrom: 2022, yearTo: null, newPrice: 33000 },
  { brand: 'Kia', model: 'Sportage', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 230, engine: '1.6 T-GDi 230 Hybride BVA6', finish: 'Active', yearFrom: 2022, yearTo: null, newPrice: 39000 },
  { brand: 'Kia', model: 'Sportage', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 10, enginePower: 265, engine: '1.6 T-GDi 265 Hybride rechargeable BVA6 4x4', finish: 'GT-Line Premium', yearFrom: 2022, yearTo: null, newPrice: 51000 },

  // ───────────────────────────── Hyundai ─────────────────────────────
  // Tucson III (2015–2020), Tucson IV (2021–)
  { brand: 'Hyundai', model: 'Tucson', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 115, engine: '1.7 CRDi 115 2WD', finish: 'Creative', yearFrom: 2015, yearTo: 2018, newPrice: 27900 },
  { brand: 'Hyundai', model: 'Tucson', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 10, enginePower: 177, engine: '1.6 T-GDi 177 DCT7 4WD', finish: 'Executive', yearFrom: 2015, yearTo: 2020, newPrice: 37500 },
  { brand: 'Hyundai', model: 'Tucson', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 136, engine: '1.6 CRDi 136 DCT7', finish: 'Executive', yearFrom: 2018, yearTo: 2020, newPrice: 36500 },
  { brand: 'Hyundai', model: 'Tucson', body: 'suv', energy: 'hybride', gearbox: 'manuelle', fiscalPower: 8, enginePower: 150, engine: '1.6 T-GDi 150 Hybrid 48V', finish: 'Intuitive', yearFrom: 2021, yearTo: 2023, newPrice: 33000 },
  { brand: 'Hyundai', model: 'Tucson', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 230, engine: '1.6 T-GDi 230 Hybrid BVA6', finish: 'Creative', yearFrom: 2021, yearTo: null, newPrice: 39800 },
  { brand: 'Hyundai', model: 'Tucson', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 10, enginePower: 265, engine: '1.6 T-GDi 265 Plug-in BVA6 HTRAC', finish: 'Executive', yearFrom: 2021, yearTo: null, newPrice: 50400 },
  // Kona I (2017–2023), Kona II (2023–)
  { brand: 'Hyundai', model: 'Kona', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 120, engine: '1.0 T-GDi 120', finish: 'Creative', yearFrom: 2017, yearTo: 2020, newPrice: 22500 },
  { brand: 'Hyundai', model: 'Kona', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 204, engine: 'Électrique 204 ch (64 kWh)', finish: 'Executive', yearFrom: 2018, yearTo: 2023, newPrice: 44900 },
  { brand: 'Hyundai', model: 'Kona', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 141, engine: '1.6 GDi Hybrid 141 DCT6', finish: 'Creative', yearFrom: 2019, yearTo: 2023, newPrice: 29500 },
  { brand: 'Hyundai', model: 'Kona', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 5, enginePower: 141, engine: '1.6 GDi Hybrid 141 DCT6', finish: 'Executive', yearFrom: 2023, yearTo: null, newPrice: 36300 },
  { brand: 'Hyundai', model: 'Kona', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 217, engine: 'Électrique 217 ch (65 kWh)', finish: 'Creative', yearFrom: 2023, yearTo: null, newPrice: 45800 },

  // ───────────────────────────── Nissan ─────────────────────────────
  // Qashqai J10 (2008–2013), J11 (2014–2021), J12 (2021–)
  { brand: 'Nissan', model: 'Qashqai', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 110, engine: '1.5 dCi 110', finish: 'Acenta', yearFrom: 2008, yearTo: 2013, newPrice: 23900 },
  { brand: 'Nissan', model: 'Qashqai', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 110, engine: '1.5 dCi 110', finish: 'N-Connecta', yearFrom: 2014, yearTo: 2018, newPrice: 27900 },
  { brand: 'Nissan', model: 'Qashqai', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 6, enginePower: 115, engine: '1.2 DIG-T 115 Xtronic', finish: 'Tekna', yearFrom: 2014, yearTo: 2018, newPrice: 31500 },
  { brand: 'Nissan', model: 'Qashqai', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 7, enginePower: 140, engine: '1.3 DIG-T 140', finish: 'N-Connecta', yearFrom: 2018, yearTo: 2021, newPrice: 28900 },
  { brand: 'Nissan', model: 'Qashqai', body: 'suv', energy: 'hybride', gearbox: 'manuelle', fiscalPower: 7, enginePower: 140, engine: '1.3 Mild Hybrid 140', finish: 'Acenta', yearFrom: 2021, yearTo: null, newPrice: 30900 },
  { brand: 'Nissan', model: 'Qashqai', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 190, engine: 'e-Power 190', finish: 'Tekna', yearFrom: 2022, yearTo: null, newPrice: 42000 },
  // Juke F15 (2010–2019), Juke F16 (2020–)
  { brand: 'Nissan', model: 'Juke', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 7, enginePower: 117, engine: '1.6 117', finish: 'Connect Edition', yearFrom: 2010, yearTo: 2014, newPrice: 19900 },
  { brand: 'Nissan', model: 'Juke', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 110, engine: '1.5 dCi 110', finish: 'Acenta', yearFrom: 2010, yearTo: 2019, newPrice: 21500 },
  { brand: 'Nissan', model: 'Juke', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 115, engine: '1.2 DIG-T 115', finish: 'N-Connecta', yearFrom: 2014, yearTo: 2019, newPrice: 21900 },
  { brand: 'Nissan', model: 'Juke', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 114, engine: '1.0 DIG-T 114', finish: 'N-Connecta', yearFrom: 2020, yearTo: null, newPrice: 24500 },
  { brand: 'Nissan', model: 'Juke', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 143, engine: 'Hybrid 143', finish: 'N-Design', yearFrom: 2022, yearTo: null, newPrice: 30900 },

  // ───────────────────────────── Skoda ─────────────────────────────
  // Octavia II (2009–2012), Octavia III (2013–2019), Octavia IV (2020–), berline et Combi
  { brand: 'Skoda', model: 'Octavia', body: 'berline', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 105, engine: '1.6 TDI 105', finish: 'Ambition', yearFrom: 2009, yearTo: 2012, newPrice: 22500 },
  { brand: 'Skoda', model: 'Octavia', body: 'berline', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 150, engine: '2.0 TDI 150', finish: 'Style', yearFrom: 2013, yearTo: 2019, newPrice: 28900 },
  { brand: 'Skoda', model: 'Octavia', body: 'break', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 110, engine: '1.6 TDI 110', finish: 'Business', yearFrom: 2013, yearTo: 2019, newPrice: 25900 },
  { brand: 'Skoda', model: 'Octavia', body: 'berline', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '1.5 TSI e-TEC 150 DSG7', finish: 'Style', yearFrom: 2020, yearTo: null, newPrice: 36500 },
  { brand: 'Skoda', model: 'Octavia', body: 'break', energy: 'diesel', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '2.0 TDI 150 DSG7', finish: 'Style', yearFrom: 2020, yearTo: null, newPrice: 39900 },
  { brand: 'Skoda', model: 'Octavia', body: 'break', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 7, enginePower: 204, engine: '1.4 TSI iV 204 DSG6', finish: 'Style', yearFrom: 2020, yearTo: 2023, newPrice: 44500 },
  // Fabia II (2008–2014), Fabia III (2014–2021), Fabia IV (2021–)
  { brand: 'Skoda', model: 'Fabia', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 70, engine: '1.2 12V 70', finish: 'Ambiente', yearFrom: 2008, yearTo: 2014, newPrice: 12900 },
  { brand: 'Skoda', model: 'Fabia', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: '1.2 TSI 90', finish: 'Ambition', yearFrom: 2014, yearTo: 2018, newPrice: 16900 },
  { brand: 'Skoda', model: 'Fabia', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 4, enginePower: 90, engine: '1.4 TDI 90', finish: 'Style', yearFrom: 2014, yearTo: 2018, newPrice: 19500 },
  { brand: 'Skoda', model: 'Fabia', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 95, engine: '1.0 TSI 95', finish: 'Ambition', yearFrom: 2021, yearTo: null, newPrice: 19900 },
  { brand: 'Skoda', model: 'Fabia', body: 'citadine', energy: 'essence', gearbox: 'automatique', fiscalPower: 6, enginePower: 110, engine: '1.0 TSI 110 DSG7', finish: 'Monte-Carlo', yearFrom: 2022, yearTo: null, newPrice: 26900 },

  // ───────────────────────────── Seat ─────────────────────────────
  // Ibiza IV (2008–2017), Ibiza V (2017–)
  { brand: 'Seat', model: 'Ibiza', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 4, enginePower: 70, engine: '1.2 12V 70', finish: 'Style', yearFrom: 2008, yearTo: 2015, newPrice: 13900 },
  { brand: 'Seat', model: 'Ibiza', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 90, engine: '1.6 TDI 90', finish: 'Style', yearFrom: 2010, yearTo: 2015, newPrice: 17900 },
  { brand: 'Seat', model: 'Ibiza', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 105, engine: '1.2 TSI 105', finish: 'FR', yearFrom: 2010, yearTo: 2017, newPrice: 18500 },
  { brand: 'Seat', model: 'Ibiza', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 95, engine: '1.0 TSI 95', finish: 'Style', yearFrom: 2017, yearTo: 2021, newPrice: 17900 },
  { brand: 'Seat', model: 'Ibiza', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 4, enginePower: 95, engine: '1.6 TDI 95', finish: 'Xcellence', yearFrom: 2017, yearTo: 2020, newPrice: 21400 },
  { brand: 'Seat', model: 'Ibiza', body: 'citadine', energy: 'essence', gearbox: 'automatique', fiscalPower: 6, enginePower: 110, engine: '1.0 TSI 110 DSG7', finish: 'FR', yearFrom: 2019, yearTo: null, newPrice: 24900 },
  // Arona (2017–)
  { brand: 'Seat', model: 'Arona', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 95, engine: '1.0 EcoTSI 95', finish: 'Style', yearFrom: 2017, yearTo: 2021, newPrice: 19900 },
  { brand: 'Seat', model: 'Arona', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 6, enginePower: 115, engine: '1.0 EcoTSI 115 DSG7', finish: 'Xcellence', yearFrom: 2017, yearTo: 2021, newPrice: 25900 },
  { brand: 'Seat', model: 'Arona', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 95, engine: '1.6 TDI 95', finish: 'Style', yearFrom: 2018, yearTo: 2020, newPrice: 22900 },
  { brand: 'Seat', model: 'Arona', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '1.5 TSI 150 DSG7', finish: 'FR', yearFrom: 2019, yearTo: null, newPrice: 29900 },
  { brand: 'Seat', model: 'Arona', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 110, engine: '1.0 TSI 110', finish: 'Style', yearFrom: 2022, yearTo: null, newPrice: 24500 },

  // ───────────────────────────── BMW ─────────────────────────────
  // Série 1 E87 (2008–2011), F20 (2011–2019), F40 (2019–2024), F70 (2024–)
  { brand: 'BMW', model: 'Série 1', body: 'compacte', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 143, engine: '118d 143', finish: 'Confort', yearFrom: 2008, yearTo: 2011, newPrice: 28500 },
  { brand: 'BMW', model: 'Série 1', body: 'compacte', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 116, engine: '116d 116', finish: 'Lounge', yearFrom: 2012, yearTo: 2019, newPrice: 28900 },
  { brand: 'BMW', model: 'Série 1', body: 'compacte', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 136, engine: '118i 136 BVA8', finish: 'M Sport', yearFrom: 2015, yearTo: 2019, newPrice: 34900 },
  { brand: 'BMW', model: 'Série 1', body: 'compacte', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 140, engine: '118i 140 DKG7', finish: 'M Sport', yearFrom: 2019, yearTo: 2024, newPrice: 36900 },
  { brand: 'BMW', model: 'Série 1', body: 'compacte', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 150, engine: '118d 150 BVA8', finish: 'Business Design', yearFrom: 2019, yearTo: 2024, newPrice: 38500 },
  { brand: 'BMW', model: 'Série 1', body: 'compacte', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 170, engine: '120 170 DKG7', finish: 'M Sport', yearFrom: 2024, yearTo: null, newPrice: 43900 },
  // X1 E84 (2009–2015), F48 (2015–2022), U11 (2022–)
  { brand: 'BMW', model: 'X1', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 143, engine: 'sDrive18d 143', finish: 'Confort', yearFrom: 2009, yearTo: 2015, newPrice: 33900 },
  { brand: 'BMW', model: 'X1', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 150, engine: 'sDrive18d 150', finish: 'Lounge', yearFrom: 2015, yearTo: 2022, newPrice: 37900 },
  { brand: 'BMW', model: 'X1', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 140, engine: 'sDrive18i 140 DKG7', finish: 'xLine', yearFrom: 2018, yearTo: 2022, newPrice: 39900 },
  { brand: 'BMW', model: 'X1', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 8, enginePower: 220, engine: 'xDrive25e 220', finish: 'M Sport', yearFrom: 2020, yearTo: 2022, newPrice: 50500 },
  { brand: 'BMW', model: 'X1', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 136, engine: 'sDrive18i 136 DKG7', finish: 'xLine', yearFrom: 2022, yearTo: null, newPrice: 43900 },
  { brand: 'BMW', model: 'X1', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 10, enginePower: 326, engine: 'xDrive30e 326', finish: 'M Sport', yearFrom: 2023, yearTo: null, newPrice: 59900 },

  // ───────────────────────────── Mercedes-Benz ─────────────────────────────
  // Classe A W176 (2012–2018), W177 (2018–)
  { brand: 'Mercedes-Benz', model: 'Classe A', body: 'compacte', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 109, engine: 'A 180 CDI 109', finish: 'Intuition', yearFrom: 2012, yearTo: 2015, newPrice: 27500 },
  { brand: 'Mercedes-Benz', model: 'Classe A', body: 'compacte', energy: 'essence', gearbox: 'automatique', fiscalPower: 6, enginePower: 122, engine: 'A 180 122 7G-DCT', finish: 'Inspiration', yearFrom: 2012, yearTo: 2018, newPrice: 30200 },
  { brand: 'Mercedes-Benz', model: 'Classe A', body: 'compacte', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 136, engine: 'A 200 d 136 7G-DCT', finish: 'Fascination', yearFrom: 2015, yearTo: 2018, newPrice: 35900 },
  { brand: 'Mercedes-Benz', model: 'Classe A', body: 'compacte', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 136, engine: 'A 180 136 7G-DCT', finish: 'Progressive Line', yearFrom: 2018, yearTo: null, newPrice: 34500 },
  { brand: 'Mercedes-Benz', model: 'Classe A', body: 'compacte', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 150, engine: 'A 200 d 150 8G-DCT', finish: 'AMG Line', yearFrom: 2018, yearTo: 2023, newPrice: 42900 },
  { brand: 'Mercedes-Benz', model: 'Classe A', body: 'compacte', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 8, enginePower: 218, engine: 'A 250 e 218 8G-DCT', finish: 'AMG Line', yearFrom: 2020, yearTo: null, newPrice: 46900 },
  // GLA X156 (2014–2019), H247 (2020–)
  { brand: 'Mercedes-Benz', model: 'GLA', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 122, engine: 'GLA 180 122', finish: 'Intuition', yearFrom: 2014, yearTo: 2019, newPrice: 30900 },
  { brand: 'Mercedes-Benz', model: 'GLA', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 136, engine: 'GLA 200 d 136 7G-DCT', finish: 'Fascination', yearFrom: 2015, yearTo: 2019, newPrice: 37900 },
  { brand: 'Mercedes-Benz', model: 'GLA', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 8, enginePower: 163, engine: 'GLA 200 163 7G-DCT', finish: 'Progressive Line', yearFrom: 2020, yearTo: null, newPrice: 42500 },
  { brand: 'Mercedes-Benz', model: 'GLA', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: 'GLA 200 d 150 8G-DCT', finish: 'AMG Line', yearFrom: 2020, yearTo: null, newPrice: 46900 },
  { brand: 'Mercedes-Benz', model: 'GLA', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 8, enginePower: 218, engine: 'GLA 250 e 218 8G-DCT', finish: 'AMG Line', yearFrom: 2020, yearTo: null, newPrice: 52900 },

  // ───────────────────────────── Audi ─────────────────────────────
  // A3 Sportback 8P (2009–2012), 8V (2013–2020), 8Y (2020–)
  { brand: 'Audi', model: 'A3', body: 'compacte', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 6, enginePower: 105, engine: '1.6 TDI 105', finish: 'Ambiente', yearFrom: 2009, yearTo: 2012, newPrice: 26500 },
  { brand: 'Audi', model: 'A3', body: 'compacte', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 110, engine: '1.6 TDI 110', finish: 'Business line', yearFrom: 2013, yearTo: 2020, newPrice: 28900 },
  { brand: 'Audi', model: 'A3', body: 'compacte', energy: 'essence', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '1.4 TFSI 150 COD S tronic 7', finish: 'S line', yearFrom: 2014, yearTo: 2018, newPrice: 35500 },
  { brand: 'Audi', model: 'A3', body: 'compacte', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 110, engine: '30 TFSI 110', finish: 'Design', yearFrom: 2020, yearTo: null, newPrice: 31500 },
  { brand: 'Audi', model: 'A3', body: 'compacte', energy: 'diesel', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '35 TDI 150 S tronic 7', finish: 'S line', yearFrom: 2020, yearTo: null, newPrice: 40900 },
  { brand: 'Audi', model: 'A3', body: 'compacte', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 7, enginePower: 204, engine: '40 TFSI e 204 S tronic 6', finish: 'Business line', yearFrom: 2020, yearTo: null, newPrice: 43500 },
  // Q3 8U (2011–2018), F3 (2019–2025)
  { brand: 'Audi', model: 'Q3', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 140, engine: '2.0 TDI 140', finish: 'Ambiente', yearFrom: 2011, yearTo: 2014, newPrice: 34500 },
  { brand: 'Audi', model: 'Q3', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '2.0 TDI 150 quattro S tronic 7', finish: 'S line', yearFrom: 2015, yearTo: 2018, newPrice: 42900 },
  { brand: 'Audi', model: 'Q3', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 8, enginePower: 150, engine: '35 TFSI 150', finish: 'Design', yearFrom: 2019, yearTo: 2025, newPrice: 38900 },
  { brand: 'Audi', model: 'Q3', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 8, enginePower: 150, engine: '35 TDI 150 S tronic 7', finish: 'S line', yearFrom: 2019, yearTo: 2025, newPrice: 45900 },
  { brand: 'Audi', model: 'Q3', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 9, enginePower: 245, engine: '45 TFSI e 245 S tronic 6', finish: 'S line', yearFrom: 2021, yearTo: 2025, newPrice: 52900 },

  // ───────────────────────────── MG ─────────────────────────────
  // ZS (2019–), ZS EV et ZS Hybrid+
  { brand: 'MG', model: 'ZS', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 2, enginePower: 143, engine: 'Électrique 143 ch (44,5 kWh)', finish: 'Luxury', yearFrom: 2019, yearTo: 2021, newPrice: 33990 },
  { brand: 'MG', model: 'ZS', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 106, engine: '1.5 VTi-Tech 106', finish: 'Comfort', yearFrom: 2020, yearTo: 2023, newPrice: 18990 },
  { brand: 'MG', model: 'ZS', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 6, enginePower: 111, engine: '1.0 T-GDi 111 BVA6', finish: 'Luxury', yearFrom: 2020, yearTo: 2023, newPrice: 22990 },
  { brand: 'MG', model: 'ZS', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 156, engine: 'Électrique 156 ch (72 kWh)', finish: 'Luxury', yearFrom: 2022, yearTo: 2024, newPrice: 37990 },
  { brand: 'MG', model: 'ZS', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 6, enginePower: 196, engine: 'Hybrid+ 196 ch', finish: 'Luxury', yearFrom: 2024, yearTo: null, newPrice: 26990 },
  // MG4 (2022–)
  { brand: 'MG', model: 'MG4', body: 'compacte', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 170, engine: 'Standard 170 ch (51 kWh)', finish: 'Comfort', yearFrom: 2022, yearTo: null, newPrice: 30990 },
  { brand: 'MG', model: 'MG4', body: 'compacte', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 204, engine: 'Long Range 204 ch (64 kWh)', finish: 'Luxury', yearFrom: 2022, yearTo: null, newPrice: 36990 },
  { brand: 'MG', model: 'MG4', body: 'compacte', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 245, engine: 'Extended Range 245 ch (77 kWh)', finish: 'Luxury', yearFrom: 2023, yearTo: null, newPrice: 41990 },
  { brand: 'MG', model: 'MG4', body: 'compacte', energy: 'electrique', gearbox: 'automatique', fiscalPower: 5, enginePower: 435, engine: 'XPOWER 435 ch (64 kWh)', finish: 'XPOWER', yearFrom: 2023, yearTo: null, newPrice: 46990 },

  // ───────────────────────────── Tesla ─────────────────────────────
  // Model 3 (2019–, restylée 2024)
  { brand: 'Tesla', model: 'Model 3', body: 'berline', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 325, engine: 'Électrique 325 ch RWD', finish: 'Standard Range Plus', yearFrom: 2019, yearTo: 2021, newPrice: 46990 },
  { brand: 'Tesla', model: 'Model 3', body: 'berline', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 440, engine: 'Dual Motor AWD 440 ch', finish: 'Grande Autonomie', yearFrom: 2019, yearTo: 2023, newPrice: 55990 },
  { brand: 'Tesla', model: 'Model 3', body: 'berline', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 513, engine: 'Dual Motor AWD 513 ch', finish: 'Performance', yearFrom: 2019, yearTo: 2023, newPrice: 61990 },
  { brand: 'Tesla', model: 'Model 3', body: 'berline', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 283, engine: 'Électrique 283 ch RWD', finish: 'Propulsion', yearFrom: 2021, yearTo: null, newPrice: 41990 },
  { brand: 'Tesla', model: 'Model 3', body: 'berline', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 498, engine: 'Dual Motor AWD 498 ch', finish: 'Grande Autonomie', yearFrom: 2024, yearTo: null, newPrice: 49990 },
  { brand: 'Tesla', model: 'Model 3', body: 'berline', energy: 'electrique', gearbox: 'automatique', fiscalPower: 4, enginePower: 625, engine: 'Dual Motor AWD 625 ch', finish: 'Performance', yearFrom: 2024, yearTo: null, newPrice: 54990 },
  // Model Y (2021–)
  { brand: 'Tesla', model: 'Model Y', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 4, enginePower: 514, engine: 'Dual Motor AWD 514 ch', finish: 'Grande Autonomie', yearFrom: 2021, yearTo: null, newPrice: 49990 },
  { brand: 'Tesla', model: 'Model Y', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 4, enginePower: 534, engine: 'Dual Motor AWD 534 ch', finish: 'Performance', yearFrom: 2021, yearTo: 2024, newPrice: 59990 },
  { brand: 'Tesla', model: 'Model Y', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 299, engine: 'Électrique 299 ch RWD', finish: 'Propulsion', yearFrom: 2022, yearTo: null, newPrice: 44990 },

  // ───────────────────────────── DS Automobiles ─────────────────────────────
  // DS 3 (citadine 2016–2019 sous la marque DS, SUV 2023–), DS 3 Crossback (2019–2022)
  { brand: 'DS Automobiles', model: 'DS 3', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 6, enginePower: 110, engine: 'PureTech 110', finish: 'So Chic', yearFrom: 2016, yearTo: 2019, newPrice: 21900 },
  { brand: 'DS Automobiles', model: 'DS 3', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 4, enginePower: 100, engine: 'BlueHDi 100', finish: 'Performance Line', yearFrom: 2016, yearTo: 2019, newPrice: 23900 },
  { brand: 'DS Automobiles', model: 'DS 3', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'PureTech 130 EAT8', finish: 'Rivoli', yearFrom: 2023, yearTo: null, newPrice: 36900 },
  { brand: 'DS Automobiles', model: 'DS 3', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'BlueHDi 130 EAT8', finish: 'Performance Line', yearFrom: 2023, yearTo: 2024, newPrice: 38900 },
  { brand: 'DS Automobiles', model: 'DS 3', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 156, engine: 'E-Tense 156 ch (54 kWh)', finish: 'Opera', yearFrom: 2023, yearTo: null, newPrice: 45900 },
  { brand: 'DS Automobiles', model: 'DS 3 Crossback', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 110, engine: 'BlueHDi 110', finish: 'So Chic', yearFrom: 2019, yearTo: 2022, newPrice: 30900 },
  { brand: 'DS Automobiles', model: 'DS 3 Crossback', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'PureTech 130 EAT8', finish: 'Performance Line', yearFrom: 2019, yearTo: 2022, newPrice: 32500 },
  { brand: 'DS Automobiles', model: 'DS 3 Crossback', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 136, engine: 'E-Tense 136 ch (50 kWh)', finish: 'Grand Chic', yearFrom: 2019, yearTo: 2022, newPrice: 41900 },
  // DS 7 Crossback (2018–2022), DS 7 (2023–)
  { brand: 'DS Automobiles', model: 'DS 7 Crossback', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 7, enginePower: 130, engine: 'BlueHDi 130', finish: 'So Chic', yearFrom: 2018, yearTo: 2022, newPrice: 37900 },
  { brand: 'DS Automobiles', model: 'DS 7 Crossback', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 10, enginePower: 180, engine: 'BlueHDi 180 EAT8', finish: 'Grand Chic', yearFrom: 2018, yearTo: 2022, newPrice: 49900 },
  { brand: 'DS Automobiles', model: 'DS 7 Crossback', body: 'suv', energy: 'essence', gearbox: 'automatique', fiscalPower: 12, enginePower: 225, engine: 'PureTech 225 EAT8', finish: 'Performance Line', yearFrom: 2018, yearTo: 2021, newPrice: 46500 },
  { brand: 'DS Automobiles', model: 'DS 7 Crossback', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 10, enginePower: 300, engine: 'E-Tense 4x4 300', finish: 'Rivoli', yearFrom: 2020, yearTo: 2022, newPrice: 56900 },
  { brand: 'DS Automobiles', model: 'DS 7', body: 'suv', energy: 'diesel', gearbox: 'automatique', fiscalPower: 7, enginePower: 130, engine: 'BlueHDi 130 EAT8', finish: 'Rivoli', yearFrom: 2023, yearTo: 2024, newPrice: 43900 },
  { brand: 'DS Automobiles', model: 'DS 7', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 9, enginePower: 225, engine: 'E-Tense 225', finish: 'Performance Line', yearFrom: 2023, yearTo: null, newPrice: 52900 },
  { brand: 'DS Automobiles', model: 'DS 7', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 10, enginePower: 300, engine: 'E-Tense 4x4 300', finish: 'Opera', yearFrom: 2023, yearTo: null, newPrice: 63900 },

  // ───────────────────────────── Mini ─────────────────────────────
  // Hatch 3 portes R56 (2010–2013), F56 (2014–2023)
  { brand: 'Mini', model: 'Hatch', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 7, enginePower: 122, engine: 'Cooper 122', finish: 'Pack Chili', yearFrom: 2010, yearTo: 2013, newPrice: 21900 },
  { brand: 'Mini', model: 'Hatch', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 112, engine: 'Cooper D 112', finish: 'Pack Salt', yearFrom: 2010, yearTo: 2013, newPrice: 22900 },
  { brand: 'Mini', model: 'Hatch', body: 'citadine', energy: 'essence', gearbox: 'manuelle', fiscalPower: 5, enginePower: 102, engine: 'One 102', finish: 'Salt', yearFrom: 2014, yearTo: 2018, newPrice: 19900 },
  { brand: 'Mini', model: 'Hatch', body: 'citadine', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 5, enginePower: 116, engine: 'Cooper D 116', finish: 'Business Design', yearFrom: 2014, yearTo: 2020, newPrice: 25900 },
  { brand: 'Mini', model: 'Hatch', body: 'citadine', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 136, engine: 'Cooper 136 DKG7', finish: 'Chili', yearFrom: 2018, yearTo: 2023, newPrice: 27900 },
  { brand: 'Mini', model: 'Hatch', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 184, engine: 'Cooper SE 184', finish: 'Greenwich', yearFrom: 2020, yearTo: 2023, newPrice: 37900 },
  // Cooper (nouvelle génération 2024–)
  { brand: 'Mini', model: 'Cooper', body: 'citadine', energy: 'essence', gearbox: 'automatique', fiscalPower: 7, enginePower: 156, engine: 'Cooper C 156 DKG7', finish: 'Classic', yearFrom: 2024, yearTo: null, newPrice: 29900 },
  { brand: 'Mini', model: 'Cooper', body: 'citadine', energy: 'essence', gearbox: 'automatique', fiscalPower: 10, enginePower: 204, engine: 'Cooper S 204 DKG7', finish: 'Favoured', yearFrom: 2024, yearTo: null, newPrice: 37900 },
  { brand: 'Mini', model: 'Cooper', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 184, engine: 'Cooper E 184', finish: 'Essential', yearFrom: 2024, yearTo: null, newPrice: 32900 },
  { brand: 'Mini', model: 'Cooper', body: 'citadine', energy: 'electrique', gearbox: 'automatique', fiscalPower: 3, enginePower: 218, engine: 'Cooper SE 218', finish: 'Favoured', yearFrom: 2024, yearTo: null, newPrice: 37900 },

  // ───────────────────────────── Volvo ─────────────────────────────
  // XC40 (2018–)
  { brand: 'Volvo', model: 'XC40', body: 'suv', energy: 'diesel', gearbox: 'manuelle', fiscalPower: 8, enginePower: 150, engine: 'D3 150', finish: 'Momentum', yearFrom: 2018, yearTo: 2020, newPrice: 38500 },
  { brand: 'Volvo', model: 'XC40', body: 'suv', energy: 'essence', gearbox: 'manuelle', fiscalPower: 9, enginePower: 163, engine: 'T3 163', finish: 'Momentum', yearFrom: 2018, yearTo: 2020, newPrice: 36900 },
  { brand: 'Volvo', model: 'XC40', body: 'suv', energy: 'hybride-rechargeable', gearbox: 'automatique', fiscalPower: 8, enginePower: 262, engine: 'T5 Recharge 262 DCT7', finish: 'R-Design', yearFrom: 2020, yearTo: 2023, newPrice: 50900 },
  { brand: 'Volvo', model: 'XC40', body: 'suv', energy: 'electrique', gearbox: 'automatique', fiscalPower: 4, enginePower: 408, engine: 'Recharge P8 AWD 408 ch', finish: 'R-Design', yearFrom: 2021, yearTo: 2022, newPrice: 61900 },
  { brand: 'Volvo', model: 'XC40', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 8, enginePower: 163, engine: 'B3 163 DCT7', finish: 'Plus', yearFrom: 2022, yearTo: null, newPrice: 42900 },
  { brand: 'Volvo', model: 'XC40', body: 'suv', energy: 'hybride', gearbox: 'automatique', fiscalPower: 9, enginePower: 197, engine: 'B4 197 DCT7', finish: 'Ultimate', yearFrom: 2022, yearTo: null, newPrice: 49900 },
];

/** Body colours offered in the form (French names). */
export const TRADEIN_COLOURS: readonly string[] = [
  'Blanc',
  'Blanc nacré',
  'Noir',
  'Gris clair',
  'Gris foncé',
  'Argent',
  'Bleu',
  'Bleu foncé',
  'Rouge',
  'Bordeaux',
  'Vert',
  'Jaune',
  'Orange',
  'Marron',
  'Beige',
];

/** Equipment that adds value to a used car; `value` = euros added to the estimate (demo). */
export const TRADEIN_EQUIPMENTS: readonly { slug: string; label: string; value: number }[] = [
  { slug: 'gps', label: 'GPS / navigation intégrée', value: 250 },
  { slug: 'camera-recul', label: 'Caméra de recul', value: 200 },
  { slug: 'camera-360', label: 'Caméra 360°', value: 350 },
  { slug: 'aide-stationnement', label: 'Aide au stationnement avant / arrière', value: 150 },
  { slug: 'regulateur-adaptatif', label: 'Régulateur de vitesse adaptatif', value: 300 },
  { slug: 'climatisation-auto', label: 'Climatisation automatique', value: 200 },
  { slug: 'carplay-android-auto', label: 'Apple CarPlay / Android Auto', value: 150 },
  { slug: 'toit-ouvrant', label: 'Toit ouvrant ou panoramique', value: 450 },
  { slug: 'sieges-cuir', label: 'Sièges en cuir', value: 500 },
  { slug: 'sieges-chauffants', label: 'Sièges chauffants', value: 150 },
  { slug: 'hayon-electrique', label: 'Hayon électrique', value: 250 },
  { slug: 'jantes-alliage', label: 'Jantes en alliage', value: 200 },
  { slug: 'feux-led', label: 'Phares full LED', value: 300 },
  { slug: 'attelage', label: 'Attelage', value: 250 },
  { slug: 'pack-hiver', label: 'Pack hiver (pare-brise chauffant, pneus 4 saisons)', value: 200 },
  { slug: 'roue-secours', label: 'Roue de secours', value: 50 },
];

/** Where a damage is, for the car diagram; `zone` places it on the diagram. */
export const TRADEIN_DAMAGE_AREAS: readonly { slug: string; label: string; zone: 'avant' | 'arriere' | 'gauche' | 'droite' | 'toit' | 'interieur' | 'mecanique' }[] = [
  { slug: 'pare-choc-avant', label: 'Pare-chocs avant', zone: 'avant' },
  { slug: 'capot', label: 'Capot', zone: 'avant' },
  { slug: 'pare-brise', label: 'Pare-brise', zone: 'avant' },
  { slug: 'phare-avant', label: 'Phare avant', zone: 'avant' },
  { slug: 'aile-avant-gauche', label: 'Aile avant gauche', zone: 'gauche' },
  { slug: 'porte-avant-gauche', label: 'Porte avant gauche', zone: 'gauche' },
  { slug: 'porte-arriere-gauche', label: 'Porte arrière gauche', zone: 'gauche' },
  { slug: 'aile-arriere-gauche', label: 'Aile arrière gauche', zone: 'gauche' },
  { slug: 'retroviseur-gauche', label: 'Rétroviseur gauche', zone: 'gauche' },
  { slug: 'aile-avant-droite', label: 'Aile avant droite', zone: 'droite' },
  { slug: 'porte-avant-droite', label: 'Porte avant droite', zone: 'droite' },
  { slug: 'porte-arriere-droite', label: 'Porte arrière droite', zone: 'droite' },
  { slug: 'aile-arriere-droite', label: 'Aile arrière droite', zone: 'droite' },
  { slug: 'retroviseur-droit', label: 'Rétroviseur droit', zone: 'droite' },
  { slug: 'hayon-coffre', label: 'Hayon / coffre', zone: 'arriere' },
  { slug: 'pare-choc-arriere', label: 'Pare-chocs arrière', zone: 'arriere' },
  { slug: 'feu-arriere', label: 'Feu arrière', zone: 'arriere' },
  { slug: 'toit', label: 'Toit', zone: 'toit' },
  { slug: 'sellerie', label: 'Sellerie (sièges, garnitures)', zone: 'interieur' },
  { slug: 'tableau-de-bord', label: 'Tableau de bord', zone: 'interieur' },
  { slug: 'jantes', label: 'Jantes et pneus', zone: 'mecanique' },
  { slug: 'moteur-boite', label: 'Moteur / boîte de vitesses', zone: 'mecanique' },
];

/** Kinds and severity of a damage; `factor` multiplies the area's base repair cost (demo). */
export const TRADEIN_DAMAGE_KINDS: readonly { slug: string; label: string; severity: 'legere' | 'moyenne' | 'importante'; factor: number }[] = [
  { slug: 'rayure', label: 'Rayure', severity: 'legere', factor: 0.5 },
  { slug: 'eraflure', label: 'Éraflure, frottement', severity: 'legere', factor: 0.4 },
  { slug: 'usure', label: 'Usure', severity: 'legere', factor: 0.5 },
  { slug: 'bosse', label: 'Bosse', severity: 'moyenne', factor: 1 },
  { slug: 'impact', label: 'Impact (vitrage, optique)', severity: 'moyenne', factor: 1 },
  { slug: 'tache-dechirure', label: 'Tache ou déchirure', severity: 'moyenne', factor: 0.8 },
  { slug: 'rouille', label: 'Rouille, corrosion', severity: 'moyenne', factor: 1.2 },
  { slug: 'bruit-anormal', label: 'Bruit anormal', severity: 'moyenne', factor: 1.5 },
  { slug: 'choc', label: 'Choc important (déformation)', severity: 'importante', factor: 2 },
  { slug: 'fissure-casse', label: 'Fissure ou casse', severity: 'importante', factor: 2 },
  { slug: 'fuite', label: 'Fuite (huile, liquide de refroidissement)', severity: 'importante', factor: 2 },
  { slug: 'voyant-allume', label: 'Voyant allumé au tableau de bord', severity: 'importante', factor: 3 },
];

/** Base repair cost of each damage area in euros (demo), keyed by area slug. */
export const TRADEIN_DAMAGE_COSTS: Readonly<Record<string, number>> = {
  'pare-choc-avant': 350,
  'capot': 450,
  'pare-brise': 500,
  'phare-avant': 400,
  'aile-avant-gauche': 350,
  'porte-avant-gauche': 400,
  'porte-arriere-gauche': 400,
  'aile-arriere-gauche': 450,
  'retroviseur-gauche': 150,
  'aile-avant-droite': 350,
  'porte-avant-droite': 400,
  'porte-arriere-droite': 400,
  'aile-arriere-droite': 450,
  'retroviseur-droit': 150,
  'hayon-coffre': 450,
  'pare-choc-arriere': 350,
  'feu-arriere': 200,
  'toit': 600,
  'sellerie': 250,
  'tableau-de-bord': 300,
  'jantes': 150,
  'moteur-boite': 900,
};

/** Demo plates that resolve in the plate lookup (invented plates, not real vehicles). */
export interface DemoPlateSeed {
  plate: string;
  brand: string;
  model: string;
  engine: string;
  finish: string;
  /** 'YYYY-MM' */
  firstRegistration: string;
  colour: string;
}

export const DEMO_PLATES: readonly DemoPlateSeed[] = [
  // SIV format (AA-123-AA), series roughly matching the registration date
  { plate: 'GP-418-KZ', brand: 'Renault', model: 'Clio', engine: 'TCe 90', finish: 'Evolution', firstRegistration: '2023-04', colour: 'Gris foncé' },
  { plate: 'FJ-257-BM', brand: 'Peugeot', model: '208', engine: 'PureTech 100', finish: 'Allure', firstRegistration: '2019-11', colour: 'Jaune' },
  { plate: 'EY-631-DH', brand: 'Peugeot', model: '3008', engine: '1.5 BlueHDi 130 EAT8', finish: 'Allure', firstRegistration: '2018-06', colour: 'Gris clair' },
  { plate: 'GB-905-LP', brand: 'Dacia', model: 'Sandero', engine: 'TCe 90', finish: 'Expression', firstRegistration: '2021-05', colour: 'Bleu' },
  { plate: 'DX-374-FN', brand: 'Volkswagen', model: 'Golf', engine: '2.0 TDI 150 DSG6', finish: 'Carat', firstRegistration: '2015-09', colour: 'Noir' },
  { plate: 'FV-142-ZC', brand: 'Toyota', model: 'Yaris', engine: 'Hybride 116h', finish: 'Dynamic', firstRegistration: '2020-10', colour: 'Rouge' },
  { plate: 'GE-703-JX', brand: 'Tesla', model: 'Model 3', engine: 'Électrique 283 ch RWD', finish: 'Propulsion', firstRegistration: '2021-09', colour: 'Blanc nacré' },
  { plate: 'GH-286-TE', brand: 'Renault', model: 'Kangoo Van', engine: 'Blue dCi 95', finish: 'Confort', firstRegistration: '2022-03', colour: 'Blanc' },
  { plate: 'FR-529-QB', brand: 'Renault', model: 'Captur', engine: 'E-Tech Plug-in 160', finish: 'Intens', firstRegistration: '2020-07', colour: 'Orange' },
  { plate: 'FY-835-NA', brand: 'Peugeot', model: '2008', engine: 'Électrique 136 ch (50 kWh)', finish: 'Allure', firstRegistration: '2021-03', colour: 'Bleu foncé' },
  { plate: 'FD-760-VK', brand: 'Dacia', model: 'Duster', engine: 'TCe 130 4x2', finish: 'Prestige', firstRegistration: '2019-02', colour: 'Argent' },
  { plate: 'EP-093-YR', brand: 'Renault', model: 'Zoe', engine: 'R90 41 kWh', finish: 'Intens', firstRegistration: '2017-10', colour: 'Blanc' },
  // Old FNI format (registered before the SIV, April 2009), Sarthe (72)
  { plate: '4816 TC 72', brand: 'Renault', model: 'Twingo', engine: '1.2 16V 75', finish: 'Expression', firstRegistration: '2008-06', colour: 'Rouge' },
  { plate: '2957 VN 72', brand: 'Dacia', model: 'Sandero', engine: '1.4 MPI 75', finish: 'Ambiance', firstRegistration: '2008-11', colour: 'Argent' },
];
