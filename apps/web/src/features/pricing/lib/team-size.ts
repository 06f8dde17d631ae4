import { PRICE_LIMITS } from "@app/shared/price-vocabulary";

/** The comparison's team size: in the address (`?team=`), 5 when absent or not a size. */
export const TEAM_SIZE_PARAM = "team";
export const DEFAULT_TEAM_SIZE = 5;

export function parseTeamSize(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return DEFAULT_TEAM_SIZE;
  const size = Number(value);
  return size >= 1 && size <= PRICE_LIMITS.teamSizeMax ? size : DEFAULT_TEAM_SIZE;
}
