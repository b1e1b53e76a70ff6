/** spec 1 §8 "Video" and §5, word for word (the spec spells 'acessing' so). */
export const videoTexts = {
  deviceError: "Error while acessing camera/mic",
  unavailable: "User unavailable",
  declined: "Video call was declined",
  disconnected: "User disconnected",
  reconnecting: "error on connection, trying to reconnect",
  callingYourself: "You cannot call yourself",
  /** spec 1 §2 Video call panel. */
  incoming: "Incoming video call",
  calling: "Calling...",
} as const;
