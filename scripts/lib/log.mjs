// One prefix for everything the scripts print, so their lines stand out from the tools they run.
export function say(message) {
  console.log(`[mobex] ${message}`);
}

export function shout(message) {
  console.error(`[mobex] ${message}`);
}
