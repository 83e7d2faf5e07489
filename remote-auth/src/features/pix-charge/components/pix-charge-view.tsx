import { Alert, Avatar, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { apiAssetUrl } from 'shared/api';
import { maskCpfCnpj, PIX_CHARGE_MESSAGES, PIX_CHARGE_STATUS_LABELS } from 'shared/contracts';
import type { PublicPixCharge } from 'shared/contracts';
import { formatBasisPoints, formatBRL, formatLongDate } from 'shared/format';
import { PixQrCode } from 'shared/ui';
import { PixCopyCode } from './pix-copy-code';

// The payer's page as views of a charge, without fetching: the app renders them with the charge
// it reads (pix-charge-page.tsx), the server with the one it holds (src/ssr).

export const PIX_CHARGE_PAGE_COPY = {
  instructions: 'Abra o app do seu banco, escolha Pix › Pix Copia e Cola ou Ler QR Code.',
  cancelled: 'Esta cobrança foi cancelada pela empresa.',
  failed: 'Não foi possível abrir a cobrança agora. Confira sua conexão e tente novamente.',
  footer: 'Cobrança enviada por meio do Fluxo',
} as const;

/**
 * The page's card. `status` marks a charge that waits for payment, for the server-sent page's
 * script to ask again now and then (src/ssr/pix-charge-page.client.ts).
 */
export function PixChargeCard({
  status,
  children,
}: {
  status?: PublicPixCharge['status'];
  children: ReactNode;
}) {
  return (
    // A phone first (390 px): the smaller padding leaves the QR code and the amount their room.
    <Card.Root
      variant="elevated"
      size={{ base: 'md', sm: 'lg' }}
      w="full"
      maxW="480px"
      mx="auto"
      data-pix-charge-status={status}
    >
      <Card.Body gap="6">{children}</Card.Body>
      <Card.Footer justifyContent="center">
        <Text as="p" fontSize="xs" color="fg.muted">
          {PIX_CHARGE_PAGE_COPY.footer}
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}

export function ChargeDetails({ charge }: { charge: PublicPixCharge }) {
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

/** A link that leads to no charge, or a charge that could not be read (then one may try again). */
export function ChargeUnavailable({
  notFound,
  onRetry,
}: {
  notFound: boolean;
  onRetry?: () => void;
}) {
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
      {!notFound && onRetry && (
        <Box>
          <Button variant="outline" onClick={onRetry}>
            Tentar novamente
          </Button>
        </Box>
      )}
    </Stack>
  );
}
