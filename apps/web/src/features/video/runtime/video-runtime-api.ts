/** What the lazy video runtime offers the feature's always-loaded part (commands, service, panel). */
export interface VideoRuntime {
  /**
   * Connects the signalling socket at `socketUrl` (the profile's `video_socket_url`) and announces
   * the own number with video on; returns the disconnect.
   */
  goOnline(socketUrl: string): () => void;
  /** Places the call the store already shows as 'Calling...'. */
  call(number: string): void;
  answer(): void;
  decline(): void;
  hangUp(): void;
  toggleMute(): void;
  toggleCamera(): void;
  toggleScreenShare(): void;
  /** spec 1 §4: holds the call while a SIP call has the line, or resumes it. */
  hold(held: boolean): void;
}
