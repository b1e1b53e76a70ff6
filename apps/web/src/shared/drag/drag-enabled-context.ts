import { createContext } from "react";

/** Whether the surrounding drag area takes drags now (a call is there to drop on). */
export const DragEnabledContext = createContext(false);
