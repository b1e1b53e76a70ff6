/** What the lazy video runtime offers the feature's always-loaded part (commands, service, panel). */
export interface VideoRuntime {
  /** Connects the signalling socket and announces the own number; returns the disconnect. */
  goOnline(): () => void;
  /** Places the call the store already shows as 'Calling...'. */
  call(number: string): void;
  answer(): void;
  decline(): void;
  hangUp(): void;
  toggleMute(): void;
  toggleCamera(): void;
  toggleScreenShare(): void;
}
