/**
 * The generations and write leases of one process (RESPONSE_CACHE=memory): see store.ts. A generation is a number
 * taken from one counter that only grows, so a scope never gets back a generation it had: an answer stored under an
 * old one is unreachable for good. Scopes nobody writes through have the `floor` generation and no record; records
 * are bounded (a caller inventing keys cannot grow them): past the bound, the idle ones are dropped and the floor
 * moves to a new generation, which makes every answer of a scope without a record unreachable, as a write would.
 */
const MAX_SCOPES = 100_000;

interface ScopeRecord {
  generation: number;
  /** Writes in progress through this scope: while any, reads pass the cache by. */
  writes: number;
}

export class MemoryGenerations {
  private readonly records = new Map<string, ScopeRecord>();
  private counter = 0;
  private floor = 0;

  /** The generations of the scopes, or undefined while one of them is written through. */
  observe(scopes: readonly string[]): string | undefined {
    let generations = '';
    for (const scope of scopes) {
      const record = this.records.get(scope);
      if (record && record.writes > 0) return undefined;
      generations += `${generations === '' ? '' : '-'}${record ? record.generation : this.floor}`;
    }
    return generations;
  }

  begin(scopes: readonly string[]): void {
    if (this.records.size >= MAX_SCOPES) this.dropIdle();
    for (const scope of scopes) {
      const record = this.records.get(scope) ?? { generation: this.floor, writes: 0 };
      record.writes += 1;
      record.generation = ++this.counter;
      this.records.set(scope, record);
    }
  }

  end(scopes: readonly string[]): void {
    for (const scope of scopes) {
      const record = this.records.get(scope);
      if (!record) continue;
      record.writes = Math.max(0, record.writes - 1);
      record.generation = ++this.counter;
    }
  }

  private dropIdle(): void {
    for (const [scope, record] of this.records) if (record.writes === 0) this.records.delete(scope);
    this.floor = ++this.counter;
  }
}
