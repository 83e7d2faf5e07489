import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { LuRefreshCw, LuUnplug } from 'react-icons/lu';
import type { RemoteName } from 'shared/federation/remotes';
import { AdoptPrerender } from './adopt-prerender';
import { getRemotesState } from './remotes-state';

const AREA_LABELS: Record<RemoteName, string> = {
  auth: 'Acesso',
  insights: 'Insights',
  company: 'Empresa',
  movements: 'Movimentações',
};

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * One remote that cannot load (down, mid-deploy, blocked) costs only its own area: the shell and
 * every other area keep working, and the person can try again.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Visible to whoever opens the console while debugging a deploy; not shown to the person.
    console.error(
      `[fluxo] remote "${this.props.remote}" failed to load`,
      error,
      info.componentStack,
    );
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { problem } = getRemotesState();
    const detail =
      problem === null
        ? `O módulo ${AREA_LABELS[this.props.remote]} está indisponível no momento. Verifique sua conexão e tente novamente.`
        : 'Não foi possível ler a configuração dos módulos da aplicação (remotes.json). Tente novamente em instantes.';
    return (
      <EmptyState.Root role="alert" borderWidth="1px" borderRadius="l3" my="6">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuUnplug />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>Não foi possível carregar esta área</EmptyState.Title>
            <EmptyState.Description>{detail}</EmptyState.Description>
          </VStack>
          <Button colorPalette="brand" onClick={this.props.onRetry}>
            <LuRefreshCw /> Tentar novamente
          </Button>
        </EmptyState.Content>
        <AdoptPrerender />
      </EmptyState.Root>
    );
  }
}
