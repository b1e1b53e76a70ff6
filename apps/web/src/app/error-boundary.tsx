import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportError } from "../features/diagnostics/commands";
import { ErrorScreen } from "../features/shell/components/error-screen";

interface AppErrorBoundaryProps {
  readonly sectionRoot: string;
  readonly children: ReactNode;
}

/** Catches what fails outside the routers' own error elements (providers, theme). */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Render error", error, info.componentStack);
    reportError(error, "render");
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen sectionRoot={this.props.sectionRoot} /> : this.props.children;
  }
}
