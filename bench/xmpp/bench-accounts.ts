/**
 * The bench's accounts: `<prefix><n>` for n = 1…users, the password from a scheme in which
 * `{user}` stands for the localpart (`secret` for all, `{user}-pw`, …), so that the same
 * generator can sign in to another server provisioned the same way (Prosody, ejabberd).
 */
export function passwordOf(scheme: string, localpart: string): string {
  return scheme.replaceAll("{user}", localpart);
}

export function benchUsers(prefix: string, users: number): string[] {
  return Array.from({ length: users }, (_, i) => `${prefix}${i + 1}`);
}
