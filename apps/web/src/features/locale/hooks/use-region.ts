import { useContext } from "react";
import type { RegionContextValue } from "../components/region-provider";
import { RegionContext } from "../components/region-provider";

export function useRegion(): RegionContextValue {
  const context = useContext(RegionContext);
  if (!context) throw new Error("useRegion must be used within a RegionProvider");
  return context;
}
