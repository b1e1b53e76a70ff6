/** Whether a user has a live chat connection (the XMPP plane implements it); a connected user gets no push. */
export interface ChatPresence {
  isConnected(phone: string): boolean;
}

/** Until the XMPP plane is wired: nobody is connected, so every notification is pushed. */
export const nobodyConnected: ChatPresence = { isConnected: () => false };
