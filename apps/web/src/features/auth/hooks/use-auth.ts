import { useContext } from "react";
import type { AuthContextValue } from "../components/auth-provider";
import { AuthContext } from "../components/auth-provider";

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
