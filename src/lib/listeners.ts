/** A tiny listener set shared by the app's stores, so each store only describes its state. */
export class Listeners {
  readonly #listeners = new Set<() => void>();

  add(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  emit(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
