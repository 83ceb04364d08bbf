/**
 * Work that goes on after the request that started it (a bulk job, an import), kept per owner: the repository that
 * records it, one per app or store, so a closing app waits for its own work before its database goes.
 */
export class WorkInFlight<Owner extends object> {
  private readonly byOwner = new WeakMap<Owner, Set<Promise<void>>>();

  track(owner: Owner, work: Promise<void>): void {
    let running = this.byOwner.get(owner);
    if (!running) this.byOwner.set(owner, (running = new Set()));
    const kept = running;
    kept.add(work);
    void work.finally(() => kept.delete(work));
  }

  /** Resolves once every piece of work tracked for `owner` has ended, work tracked while waiting too. */
  async settled(owner: Owner): Promise<void> {
    const running = this.byOwner.get(owner);
    while (running && running.size > 0) await Promise.all(running);
  }
}
