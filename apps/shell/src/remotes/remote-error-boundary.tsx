// Catches a remote screen that throws while rendering, so only its area shows the failure.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Remote module failed', error, info.componentStack);
  }

  render() {
    if (this.state.failed) return this.props.fallback(this.state.error);
    return this.props.children;
  }
}
