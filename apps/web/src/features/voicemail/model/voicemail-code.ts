// spec 1 §9: "Voicemail code *1".
export const VOICEMAIL_CODE = "*1";
