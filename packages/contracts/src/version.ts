// The field alone: bundlers then carry only it, not the whole package.json, into the login page.
import { version } from "../../../package.json";

/** The one source of truth for the running version: the root package.json (spec 1 §9: 4.4.1). */
export const APP_VERSION: string = version;
export const PRODUCT_NAME = "Mobex";
