import type { ErrorInfo, ReactNode } from "react";
import { Component } from "react";
import { ErrorScreen } from "./error-screen";

interface State {
  error: Error | null;
}

/** Last line of defence around the whole app (SPEC §2 whole-app error screen). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unhandled rendering error", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorScreen
        titleKey="errors.app.title"
        messageKey="errors.app.message"
        onRetry={() => window.location.reload()}
        homeHref="/"
      />
    );
  }
}
