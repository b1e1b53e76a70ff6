// RFC 5626 §4.1: one "+sip.instance" per device, kept across reloads so a reload replaces this
// browser's registration instead of adding a second one.
const INSTANCE_KEY = "sipInstanceId";

export function deviceInstanceId(): string {
  let id = localStorage.getItem(INSTANCE_KEY);
  if (id === null) {
    id = crypto.randomUUID();
    localStorage.setItem(INSTANCE_KEY, id);
  }
  return id;
}
