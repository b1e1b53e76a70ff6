/** The presence feature's public face for other features (ARCHITECTURE.md, Layout). */
export { ShowSurnameSwitch } from "./components/show-surname-switch";
export { blfQueryOptions } from "./api/get-blf";
