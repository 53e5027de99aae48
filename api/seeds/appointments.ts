/**
 * DEMO DATA: the centre where appointments take place and its opening hours per kind (Monday to
 * Saturday, as the dealership's hours; the workshop closes on Saturday afternoon).
 */
export const APPOINTMENT_PLACE = {
  slug: 'ecommoy',
  name: 'Glinche Automobiles, centre d’Écommoy',
  address: 'Route du Mans, 72220 Écommoy',
};

type Hours = readonly [weekdays: readonly number[], opens: string, closes: string, slotMinutes: number];
const WEEK = [1, 2, 3, 4, 5] as const;
export const APPOINTMENT_HOURS: Record<'essai' | 'retrait' | 'atelier' | 'expertise', readonly Hours[]> = {
  essai: [
    [[...WEEK, 6], '09:30', '12:00', 30],
    [[...WEEK, 6], '14:00', '18:30', 30],
  ],
  retrait: [
    [[...WEEK, 6], '09:00', '12:00', 60],
    [[...WEEK, 6], '14:00', '19:00', 60],
  ],
  atelier: [
    [WEEK, '08:00', '12:00', 60],
    [WEEK, '14:00', '18:00', 60],
    [[6], '08:00', '12:00', 60],
  ],
  expertise: [
    [[...WEEK, 6], '09:00', '12:00', 45],
    [[...WEEK, 6], '14:00', '18:00', 45],
  ],
};
