import type { BaseLogger } from "pino";

/** What the domain logs through: pino's level methods, which Fastify's logger has (the domain knows no Fastify). */
export type Log = Pick<BaseLogger, "fatal" | "error" | "warn" | "info" | "debug" | "trace">;
