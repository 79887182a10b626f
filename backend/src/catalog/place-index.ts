import { foldText } from '../common/text/fold';

/** A place as a request stores it: the text people see and the catalogue location it is, if any. */
export interface Place {
  name: string;
  /** Location slug ('hradec-kralove'); null for a place outside the catalogue ("Zámek Loučeň"). */
  id: string | null;
}

/**
 * Reads a place the API received (a location slug from /api/locations or a place name, any case,
 * with or without diacritics) as a Place: a known location answers its slug and its own name.
 */
export class PlaceIndex {
  private readonly byKey = new Map<string, Place>();

  constructor(locations: ReadonlyArray<{ id: string; name: string }>) {
    for (const { id, name } of locations) {
      const place = { id, name };
      this.byKey.set(foldText(name), place);
      this.byKey.set(id, place);
    }
  }

  resolve(text: string): Place {
    const trimmed = text.trim();
    return this.byKey.get(trimmed) ?? this.byKey.get(foldText(trimmed)) ?? { name: trimmed, id: null };
  }
}
