import { Alert, Avatar, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { apiAssetUrl, isApiError } from 'shared/api';
import { maskCpfCnpj, PIX_CHARGE_MESSAGES, PIX_CHARGE_STATUS_LABELS } from 'shared/contracts';
import type { PublicPixCharge } from 'shared/contracts';
import { formatBasisPoints, formatBRL, formatLongDate } from 'shared/format';
import { PixQrCode } from 'shared/ui';
import { usePublicPixChargeQuery } from '../api/get-public-pix-charge';
import { PixChargeSkeleton } from './pix-charge-skeleton';
import { PixCopyCode } from './pix-copy-code';
import { OPT_OUT_PARAM, OPT_OUT_VALUE, ReminderOptOut } from './reminder-opt-out';

export const PIX_CHARGE_PAGE_COPY = {
  instructions: 'Abra o app do seu banco, escolha Pix › Pix Copia e Cola ou Ler QR Code.',
  cancelled: 'Esta cobrança foi cancelada pela empresa.',
  failed: 'Não foi possível abrir a cobrança agora. Confira sua conexão e tente novamente.',
  footer: 'Cobrança enviada por meio do Fluxo',
} as const;

/**
 * `/cobranca/:token`, for whoever was sent the link, signed in or not: one charge — the company,
 * what it is for, the amount and due date — and, while it waits, the QR code and the Pix copia e
 * cola. Nothing on it leads to any other charge or to the company's books.
 */
export function PixChargePage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const charge = usePublicPixChargeQuery(token);
  useDocumentTitle(charge.data && `Cobrança Pix · ${charge.data.company.name}`);

  return (
    // A phone first (390 px): the smaller padding leaves the QR code and the amount their room.
    <Card.Root variant="elevated" size={{ base: 'md', sm: 'lg' }} w="full" maxW="480px" mx="auto">
      <Card.Body gap="6">
        {charge.data ? (
          <>
            <ChargeDetails charge={charge.data} />
            <ReminderOptOut
              token={token}
              companyName={charge.data.company.name}
              asked={params.get(OPT_OUT_PARAM) === OPT_OUT_VALUE}
            />
          </>
        ) : charge.isError ? (
          <ChargeUnavailable
            // A token the API does not know (404) or cannot be one (400): the link is wrong.
            notFound={isApiError(charge.error) && [400, 404].includes(charge.error.statusCode)}
            onRetry={() => void charge.refetch()}
          />
        ) : (
          <PixChargeSkeleton />
        )}
      </Card.Body>
      <Card.Footer justifyContent="center">
        <Text as="p" fontSize="xs" color="fg.muted">
          {PIX_CHARGE_PAGE_COPY.footer}
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}

function ChargeDetails({ charge }: { charge: PublicPixCharge }) {
  return (
    <>
      <CompanyHeader company={charge.company} />
      {charge.description && <Text>{charge.description}</Text>}
      {/* Each term and its value in a div, as a <dl> may group them. */}
      <Stack as="dl" gap="2">
        <div>
          <Text as="dt" fontSize="sm" color="fg.muted">
            Valor
          </Text>
          <Text as="dd" fontSize={{ base: '3xl', sm: '4xl' }} fontWeight="bold" lineHeight="short">
            {formatBRL(charge.amount_cents)}
          </Text>
        </div>
        <Box display="flex" gap="1">
          <Text as="dt" color="fg.muted">
            Vencimento
          </Text>
          <Text as="dd" fontWeight="medium">
            {/* A plain date (YYYY-MM-DD): formatted as written, never through a time zone. */}
            {formatLongDate(charge.due_date)}
          </Text>
        </Box>
        {charge.late_terms && charge.status === 'active' && (
          <div>
            <Text as="dt" fontSize="sm" color="fg.muted">
              Após o vencimento
            </Text>
            <Text as="dd">{lateTermsText(charge.late_terms)}</Text>
          </div>
        )}
      </Stack>
      {charge.late_estimate && (
        <LateNotice amountCents={charge.amount_cents} estimate={charge.late_estimate} />
      )}
      <ChargeStatus charge={charge} />
    </>
  );
}

function lateTermsText({
  fine_basis_points: fine,
  interest_basis_points_month: interest,
}: NonNullable<PublicPixCharge['late_terms']>): string {
  const parts = [
    fine > 0 && `multa de ${formatBasisPoints(fine)}`,
    interest > 0 && `juros de ${formatBasisPoints(interest)} ao mês`,
  ].filter(Boolean);
  const text = parts.length > 0 ? parts.join(' e ') : 'sem multa nem juros';
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * A late charge: what the payer's bank will show today. The PSP computes the final amount when it
 * is paid (the charge carries its terms), so the page calls its figure what it is: an estimate.
 */
function LateNotice({
  amountCents,
  estimate,
}: {
  amountCents: number;
  estimate: NonNullable<PublicPixCharge['late_estimate']>;
}) {
  const days = estimate.days_late === 1 ? '1 dia' : `${estimate.days_late} dias`;
  const parts = [
    `${formatBRL(amountCents)} do valor`,
    estimate.fine_cents > 0 && `${formatBRL(estimate.fine_cents)} de multa`,
    estimate.interest_cents > 0 && `${formatBRL(estimate.interest_cents)} de juros`,
  ].filter(Boolean);
  return (
    <Alert.Root status="warning" variant="surface">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Vencida há {days}</Alert.Title>
        <Alert.Description>
          <Text as="span" display="block" fontWeight="semibold">
            Valor atualizado hoje: {formatBRL(estimate.total_cents)}
          </Text>
          <Text as="span" display="block">
            {parts.join(' + ')}. O banco calcula o valor final no pagamento.
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function CompanyHeader({ company }: { company: PublicPixCharge['company'] }) {
  // Only a CNPJ: a person's CPF is not for a link anyone holding it can open.
  const cnpj = company.document?.replace(/\D/g, '').length === 14 ? company.document : null;
  return (
    <Box display="flex" alignItems="center" gap="4">
      {company.logo_url && (
        <Avatar.Root size="2xl" shape="rounded" flexShrink="0">
          <Avatar.Image
            src={apiAssetUrl(company.logo_url)}
            alt={company.name}
            // The page's address is the charge's key: never hand it to another site.
            referrerPolicy="no-referrer"
          />
          <Avatar.Fallback name={company.name} />
        </Avatar.Root>
      )}
      <Stack gap="1" minW="0">
        <Text fontSize="sm" color="fg.muted">
          Cobrança Pix
        </Text>
        <Heading as="h1" size="xl" overflowWrap="anywhere">
          {company.name}
        </Heading>
        {cnpj && (
          <Text fontSize="sm" color="fg.muted">
            CNPJ {maskCpfCnpj(cnpj)}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function ChargeStatus({ charge }: { charge: PublicPixCharge }) {
  if (charge.status === 'paid') {
    return (
      <Alert.Root status="success" variant="surface">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontSize="lg">{PIX_CHARGE_STATUS_LABELS.paid}</Alert.Title>
          <Alert.Description>
            Pagamento de {formatBRL(charge.amount_cents)} confirmado.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (charge.status === 'cancelled') {
    return (
      <Alert.Root status="warning" variant="surface">
        <Alert.Indicator />
        <Alert.Title>{PIX_CHARGE_PAGE_COPY.cancelled}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack as="section" aria-labelledby="pay-with-pix" gap="4">
      <Heading as="h2" id="pay-with-pix" size="md">
        Pague com Pix
      </Heading>
      <Text color="fg.muted">{PIX_CHARGE_PAGE_COPY.instructions}</Text>
      {charge.qr_svg && <PixQrCode svg={charge.qr_svg} label="QR Code Pix" />}
      {charge.br_code && <PixCopyCode code={charge.br_code} />}
    </Stack>
  );
}

function ChargeUnavailable({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Cobrança Pix
      </Heading>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>
          {notFound ? PIX_CHARGE_MESSAGES.pageNotFound : PIX_CHARGE_PAGE_COPY.failed}
        </Alert.Title>
      </Alert.Root>
      {!notFound && (
        <Box>
          <Button variant="outline" onClick={onRetry}>
            Tentar novamente
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The tab's title while the page is open; the app's own comes back when it closes. */
function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
