/**
 * Better Auth tells the web layer, through this, that a user's sessions or profile changed (a session ended, the
 * password was reset, the e-mail was verified, the user was deleted): cached session lookups of that user must go.
 * The web layer evicts its own cache and spreads the news to the other web processes over the event bus.
 */
type SessionChangeListener = (userId: string) => void;

export class SessionSignals {
  private readonly listeners = new Set<SessionChangeListener>();

  /** Returns the function that stops listening. */
  onChange(listener: SessionChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(userId: string): void {
    for (const listener of this.listeners) listener(userId);
  }
}
