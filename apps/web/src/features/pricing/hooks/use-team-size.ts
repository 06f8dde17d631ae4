import { useSearchParams } from "react-router";
import { DEFAULT_TEAM_SIZE, parseTeamSize, TEAM_SIZE_PARAM } from "../lib/team-size";

/** The team size the comparison costs a year for, kept in the address so a shared link keeps it. */
export function useTeamSize(): [number, (size: number) => void] {
  const [params, setParams] = useSearchParams();
  const size = parseTeamSize(params.get(TEAM_SIZE_PARAM));
  const setSize = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TEAM_SIZE) updated.delete(TEAM_SIZE_PARAM);
        else updated.set(TEAM_SIZE_PARAM, String(next));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [size, setSize];
}
