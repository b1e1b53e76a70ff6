/** Work that must reach the server with the session's last token before sign-out tells it to forget it. */
export type SignOutTask = (jwetoken: string) => Promise<void>;

const tasks = new Set<SignOutTask>();

/** Runs `task` at the next sign-out while registered (e.g. the chat's Web Push subscription is removed). */
export function onSignOut(task: SignOutTask): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** Each registered task, started at once; resolves when all have settled (a failure is theirs to log). */
export async function runSignOutTasks(jwetoken: string): Promise<void> {
  await Promise.allSettled([...tasks].map((task) => task(jwetoken)));
}
