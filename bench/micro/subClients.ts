/**
 * `node --import tsx bench/micro/subClients.ts`: what building an area client with nine sub-clients costs per request,
 * in the three ways the areas used to build them (issue 36, part 4), when a request uses one of them. Each way is
 * timed in alternating rounds in one process; the report gives ns per client and the median of each.
 */
class Part {
  declare readonly session: object;
  declare readonly credentials: object;
  constructor(session: object, credentials: object) {
    this.session = session;
    this.credentials = credentials;
  }
  read(): number {
    return 1;
  }
}

/** The area client's base, as AreaClient: the session and credentials every sub-client is made with. */
class Base {
  declare readonly session: object;
  declare readonly credentials: object;
  constructor(session: object, credentials: object) {
    this.session = session;
    this.credentials = credentials;
  }
}

/** ES2022 class fields: each defined per instance after the base's constructor. */
class FieldsClient extends Base {
  readonly a = new Part(this.session, this.credentials);
  readonly b = new Part(this.session, this.credentials);
  readonly c = new Part(this.session, this.credentials);
  readonly d = new Part(this.session, this.credentials);
  readonly e = new Part(this.session, this.credentials);
  readonly f = new Part(this.session, this.credentials);
  readonly g = new Part(this.session, this.credentials);
  readonly h = new Part(this.session, this.credentials);
  readonly i = new Part(this.session, this.credentials);
}

/** Declared fields assigned in the constructor. */
class DeclaredClient {
  declare readonly a: Part;
  declare readonly b: Part;
  declare readonly c: Part;
  declare readonly d: Part;
  declare readonly e: Part;
  declare readonly f: Part;
  declare readonly g: Part;
  declare readonly h: Part;
  declare readonly i: Part;
  constructor(session: object, credentials: object) {
    this.a = new Part(session, credentials);
    this.b = new Part(session, credentials);
    this.c = new Part(session, credentials);
    this.d = new Part(session, credentials);
    this.e = new Part(session, credentials);
    this.f = new Part(session, credentials);
    this.g = new Part(session, credentials);
    this.h = new Part(session, credentials);
    this.i = new Part(session, credentials);
  }
}

/** Lazy getters: a sub-client made on first use. */
class LazyClient {
  private aPart: Part | undefined;
  private bPart: Part | undefined;
  private cPart: Part | undefined;
  private dPart: Part | undefined;
  private ePart: Part | undefined;
  private fPart: Part | undefined;
  private gPart: Part | undefined;
  private hPart: Part | undefined;
  private iPart: Part | undefined;
  constructor(
    private readonly session: object,
    private readonly credentials: object,
  ) {}
  get a(): Part {
    this.aPart ??= new Part(this.session, this.credentials);
    return this.aPart;
  }
  get b(): Part {
    this.bPart ??= new Part(this.session, this.credentials);
    return this.bPart;
  }
  get c(): Part {
    this.cPart ??= new Part(this.session, this.credentials);
    return this.cPart;
  }
  get d(): Part {
    this.dPart ??= new Part(this.session, this.credentials);
    return this.dPart;
  }
  get e(): Part {
    this.ePart ??= new Part(this.session, this.credentials);
    return this.ePart;
  }
  get f(): Part {
    this.fPart ??= new Part(this.session, this.credentials);
    return this.fPart;
  }
  get g(): Part {
    this.gPart ??= new Part(this.session, this.credentials);
    return this.gPart;
  }
  get h(): Part {
    this.hPart ??= new Part(this.session, this.credentials);
    return this.hPart;
  }
  get i(): Part {
    this.iPart ??= new Part(this.session, this.credentials);
    return this.iPart;
  }
}

/** Lazy getters over declared slots (no per-instance define of the nine slots). */
class DeclaredLazyClient {
  declare private aPart: Part | undefined;
  declare private bPart: Part | undefined;
  declare private cPart: Part | undefined;
  declare private dPart: Part | undefined;
  declare private ePart: Part | undefined;
  declare private fPart: Part | undefined;
  declare private gPart: Part | undefined;
  declare private hPart: Part | undefined;
  declare private iPart: Part | undefined;
  declare private readonly session: object;
  declare private readonly credentials: object;
  constructor(session: object, credentials: object) {
    this.session = session;
    this.credentials = credentials;
  }
  get a(): Part {
    this.aPart ??= new Part(this.session, this.credentials);
    return this.aPart;
  }
  get b(): Part {
    this.bPart ??= new Part(this.session, this.credentials);
    return this.bPart;
  }
  get c(): Part {
    this.cPart ??= new Part(this.session, this.credentials);
    return this.cPart;
  }
  get d(): Part {
    this.dPart ??= new Part(this.session, this.credentials);
    return this.dPart;
  }
  get e(): Part {
    this.ePart ??= new Part(this.session, this.credentials);
    return this.ePart;
  }
  get f(): Part {
    this.fPart ??= new Part(this.session, this.credentials);
    return this.fPart;
  }
  get g(): Part {
    this.gPart ??= new Part(this.session, this.credentials);
    return this.gPart;
  }
  get h(): Part {
    this.hPart ??= new Part(this.session, this.credentials);
    return this.hPart;
  }
  get i(): Part {
    this.iPart ??= new Part(this.session, this.credentials);
    return this.iPart;
  }
}

type Client = { readonly e: Part };
const WAYS: Record<string, (session: object, credentials: object) => Client> = {
  'class fields': (s, c) => new FieldsClient(s, c),
  'declared, assigned in the constructor': (s, c) => new DeclaredClient(s, c),
  'lazy getters': (s, c) => new LazyClient(s, c),
  'lazy getters, declared slots': (s, c) => new DeclaredLazyClient(s, c),
};

const PER_ROUND = 200_000;
const ROUNDS = 15;

/** One request: the client is made, one sub-client is used three times (three fields of one subject). */
function round(make: (session: object, credentials: object) => Client): number {
  let sum = 0;
  const start = process.hrtime.bigint();
  for (let n = 0; n < PER_ROUND; n++) {
    const client = make({}, {});
    sum += client.e.read() + client.e.read() + client.e.read();
  }
  const ns = Number(process.hrtime.bigint() - start) / PER_ROUND;
  if (sum !== PER_ROUND * 3) throw new Error('the loop was not run');
  return ns;
}

const samples = new Map<string, number[]>(Object.keys(WAYS).map((way) => [way, []]));
for (let r = 0; r < ROUNDS; r++) {
  const order = r % 2 === 0 ? Object.keys(WAYS) : Object.keys(WAYS).reverse();
  for (const way of order) samples.get(way)?.push(round(WAYS[way] as (s: object, c: object) => Client));
}
const median = (values: number[]): number => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
for (const [way, values] of samples) console.log(`${way.padEnd(40)} ${median(values).toFixed(1)} ns per request`);
