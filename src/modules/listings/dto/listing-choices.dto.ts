/** A car make present among the listings, with its models. */
export class MakeChoice {
  make: string;
  models: string[];
}

/** A city present among the listings, with its subcities. */
export class CityChoice {
  city: string;
  subcities: string[];
}

/** A region present among the listings, with its cities. */
export class RegionChoice {
  region: string;
  cities: CityChoice[];
}

/** The values a type's public listings hold, for the browse filters' pick-lists. */
export class ListingChoices {
  /** Makes and their models, A to Z (empty for houses). */
  makes: MakeChoice[];
  /** Regions, their cities and their subcities, A to Z. */
  places: RegionChoice[];
}

export class ListingChoicesReply {
  status: 'success';
  data: ListingChoices;
}
