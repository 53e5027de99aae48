/**
 * Small integer codes for the text and enum values the search filters and counts (brands, models,
 * energies, colours…): a filter becomes a lookup in a byte array and a facet an increment in an
 * integer array, the difference between milliseconds and a tenth of one over 50,000 vehicles.
 * A dictionary only grows (a value that leaves the stock keeps its code).
 */
export class Dictionary<V extends string | number = string | number> {
  private readonly codes = new Map<V, number>();
  /** Values by code. */
  readonly values: V[] = [];

  code(value: V): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** Code of a value, or -1 when no vehicle ever had it. */
  find(value: V): number {
    return this.codes.get(value) ?? -1;
  }

  get size(): number {
    return this.values.length;
  }

  /** 1 at the codes of `values` (those known), 0 elsewhere. */
  mask(values: readonly V[]): Uint8Array {
    const allowed = new Uint8Array(this.values.length);
    for (const value of values) {
      const code = this.find(value);
      if (code >= 0) allowed[code] = 1;
    }
    return allowed;
  }
}

/** The coded fields: the row field holding the value and the one holding its code. */
export const CODED = {
  category: ['category_slug', 'k_category'],
  type: ['type_slug', 'k_type'],
  brand: ['brand_slug', 'k_brand'],
  carmodel: ['carmodel_slug', 'k_carmodel'],
  energy: ['energy', 'k_energy'],
  gearbox: ['gearbox', 'k_gearbox'],
  condition: ['condition', 'k_condition'],
  colour: ['colour', 'k_colour'],
  doors: ['doors', 'k_doors'],
  seats: ['seats', 'k_seats'],
} as const;
export type CodedField = keyof typeof CODED;
export type Dictionaries = { [F in CodedField]: Dictionary } & { text: Interner };

/**
 * One copy of each repeated text (names, versions, offer lists): 50,000 rows read from the
 * database carry their own copy of « Renault » or « Blanc Glacier »; sharing them divides the
 * index's heap, and the garbage collector's work over it, by about two.
 */
export class Interner {
  private readonly seen = new Map<string, string>();
  private readonly lists = new Map<string, readonly string[]>();

  text<T extends string>(value: T): T {
    const known = this.seen.get(value);
    if (known !== undefined) return known as T;
    this.seen.set(value, value);
    return value;
  }

  list(values: string[]): readonly string[] {
    const key = values.join('\u0000');
    let known = this.lists.get(key);
    if (!known) {
      known = Object.freeze(values.map((v) => this.text(v)));
      this.lists.set(key, known);
    }
    return known;
  }
}

export const createDictionaries = (): Dictionaries =>
  ({
    ...Object.fromEntries(Object.keys(CODED).map((f) => [f, new Dictionary()])),
    text: new Interner(),
  }) as Dictionaries;
