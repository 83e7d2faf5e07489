import { Button, EmptyState, Stack } from '@chakra-ui/react';
import { LuArrowLeft, LuQrCode, LuSearchX, LuTriangleAlert } from 'react-icons/lu';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from 'shared/api';
import type { Movement } from 'shared/contracts';
import { useCan } from 'shared/session';
import { PageHeading } from 'shared/ui';
import { Skeleton } from 'shared/ui-kit';
import { useGetMovementQuery } from '../../../api/get-movement';
import { withPixCharge } from '../../../lib/pix-charge-param';
import { MovementSummary } from './movement-summary';
import { PaymentFiles } from './payment-files';
import { PaymentForm } from './payment-form';
import { PaymentHistory } from './payment-history';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
      <Link to="/movimentacoes">
        <LuArrowLeft /> Voltar para movimentações
      </Link>
    </Button>
  );
}

function NotFound() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <EmptyState.Title>Movimentação não encontrada</EmptyState.Title>
        <EmptyState.Description>
          Ela pode ter sido excluída ou pertencer a outra empresa.
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** What the client still owes, by Pix: opens the charge drawer (`src/app` puts it beside). */
function PixChargeButton({ movement }: { movement: Movement }) {
  const [, setParams] = useSearchParams();
  const canCharge = useCan('write-movements');
  if (!canCharge || movement.type !== 'receita' || movement.open_cents <= 0) return null;
  return (
    <Button
      variant="outline"
      alignSelf="flex-start"
      onClick={() => setParams((current) => withPixCharge(current, movement.id))}
    >
      <LuQrCode />
      Cobrar por Pix
    </Button>
  );
}

/** `/movimentacoes/pagamento/:id`: pay a movement, see and undo its payments, keep comprovantes. */
export function PaymentPage() {
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const movement = useGetMovementQuery(id, { skip: !valid });
  const missing =
    !valid ||
    (movement.isError &&
      isApiError(movement.error) &&
      [400, 404].includes(movement.error.statusCode));

  return (
    <Stack gap="6">
      <PageHeading title="Pagamento" />
      <BackLink />
      {missing && <NotFound />}
      {!missing && movement.isLoading && (
        <Stack role="status" aria-label="Carregando movimentação" gap="3">
          <Skeleton h="32" borderRadius="lg" />
          <Skeleton h="48" borderRadius="lg" />
        </Stack>
      )}
      {!missing && movement.isError && (
        <EmptyState.Root borderWidth="1px" borderRadius="lg" role="alert">
          <EmptyState.Content>
            <EmptyState.Indicator color="fg.error">
              <LuTriangleAlert />
            </EmptyState.Indicator>
            <EmptyState.Title>Não foi possível carregar a movimentação</EmptyState.Title>
            <Button variant="outline" size="sm" onClick={() => void movement.refetch()}>
              Tentar novamente
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {movement.data && !missing && (
        <>
          <MovementSummary movement={movement.data} />
          <PixChargeButton movement={movement.data} />
          <PaymentForm
            key={`${movement.data.id}-${movement.data.paid_cents}`}
            movement={movement.data}
          />
          <PaymentHistory movementId={movement.data.id} />
          <PaymentFiles movementId={movement.data.id} />
        </>
      )}
    </Stack>
  );
}
