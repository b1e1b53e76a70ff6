/** The presence feature's public face for other features (ARCHITECTURE.md, Layout). */
export { blfQueryOptions } from "./api/get-blf";
