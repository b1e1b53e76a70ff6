// The app's one service worker (one per scope): call notifications and chat Web Push share it.
// .mjs so that lint leaves the plain service-worker script alone; served as JavaScript all the same.
const WORKER_URL = "/mobex-sw.mjs";

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/** Registered on first use (once notifications are allowed, and only then); null where it cannot be. */
export function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return Promise.resolve(null);
  registration ??= navigator.serviceWorker.register(WORKER_URL).then(
    () => navigator.serviceWorker.ready,
    () => null,
  );
  return registration;
}
