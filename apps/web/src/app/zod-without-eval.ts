import { z } from "zod/mini";
import en from "zod/v4/locales/en.js";

// The server's Content-Security-Policy forbids eval (apps/server/src/http/web/security-headers.ts).
// Zod would probe for it with `Function("")` on the first object it parses, to compile fast
// parsers: the throw is caught, but Chromium still reports a violation. Jitless parses the same
// schemas without generated code; the app parses small answers, so the speed is not missed.
z.config({ jitless: true });
// zod/mini leaves messages to the app; the classic API, which later chunks load, sets English, and the
// login page's messages (invalid input, unexpected answers) read the same before it arrives.
z.config(en());
