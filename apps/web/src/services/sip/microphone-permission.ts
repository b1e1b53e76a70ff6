// lib.dom's PermissionName leaves out "microphone", which Chromium, Firefox ≥ 131 and Safari ≥ 16 know.
const MICROPHONE = "microphone" as PermissionName;

/**
 * Whether the browser hands out the microphone without asking (Permissions API), kept current
 * as the user changes the site's permission. "unknown" where the browser cannot say: callers then
 * take the cautious path, as for "prompt" and "denied".
 */
export class MicrophonePermission {
  #state: PermissionState | "unknown" = "unknown";
  #status: PermissionStatus | null = null;
  readonly #follow = () => {
    if (this.#status !== null) this.#state = this.#status.state;
  };

  constructor() {
    const permissions = typeof navigator === "undefined" ? undefined : navigator.permissions;
    // Older browsers reject a name they do not know: the state stays unknown.
    void permissions?.query({ name: MICROPHONE }).then(
      (status) => {
        this.#status = status;
        this.#follow();
        status.addEventListener("change", this.#follow);
      },
      () => undefined,
    );
  }

  get granted(): boolean {
    return this.#state === "granted";
  }

  dispose(): void {
    this.#status?.removeEventListener("change", this.#follow);
    this.#status = null;
  }
}
