import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { BankAccount, StatementPreview } from 'shared/contracts';
import { createBankAccountBody } from 'shared/contracts';
import { isApiError } from 'shared/api';
import { todayIso } from 'shared/format';
import { useCreateImportBankAccountMutation } from '../api/create-import-bank-account';

type FieldName = 'name' | 'bank_code' | 'bank_name' | 'agency' | 'account_number' | 'account_digit';
type Values = Record<FieldName, string>;

const LABELS: Record<FieldName, string> = {
  name: 'Nome da conta',
  bank_code: 'Código do banco',
  bank_name: 'Banco',
  agency: 'Agência',
  account_number: 'Conta',
  account_digit: 'Dígito da conta',
};

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

/**
 * What the file says about its account, as the form's first values: the bank code in 3 digits,
 * the agency (BRANCHID, or the part before a '/' in ACCTID) and the account with its digit (after
 * a '-', else the last digit).
 */
export function accountFromFile(file: StatementPreview['file']): Values {
  const bankCode = digits(file.bank_code)
    .replace(/^0+(?=\d{3})/, '')
    .padStart(3, '0');
  const raw = (file.account_number ?? '').trim();
  const [before, after] = raw.includes('/') ? raw.split('/', 2) : [null, raw];
  const agency = digits(file.agency) || digits(before);
  const account = after ?? '';
  const dash = account.lastIndexOf('-');
  const number = dash >= 0 ? digits(account.slice(0, dash)) : digits(account).slice(0, -1);
  const digit = dash >= 0 ? account.slice(dash + 1).trim() : digits(account).slice(-1);
  const known = digits(file.bank_code) !== '';
  return {
    name: known ? `${file.bank_name ?? `Banco ${bankCode}`} ${number}-${digit}` : '',
    bank_code: known ? bankCode : '',
    bank_name: known ? (file.bank_name ?? `Banco ${bankCode}`) : '',
    agency,
    account_number: number,
    account_digit: digit,
  };
}

export interface CreateAccountFormProps {
  file: StatementPreview['file'];
  disabled: boolean;
  onCreated: (account: BankAccount) => void;
}

/** The statement's account is not registered: register it here, prefilled from the file. */
export function CreateAccountForm({ file, disabled, onCreated }: CreateAccountFormProps) {
  const [values, setValues] = useState<Values>(() => accountFromFile(file));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateImportBankAccountMutation();

  async function submit() {
    const parsed = createBankAccountBody.safeParse({
      ...values,
      type: 'corrente',
      opening_balance_cents: 0,
      opening_balance_date: todayIso(),
    });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] ??= `${LABELS[name]}: ${issue.message}`;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      onCreated(await create(parsed.data).unwrap());
    } catch (thrown) {
      setFailure(
        isApiError(thrown) && thrown.message
          ? thrown.message
          : 'Não foi possível cadastrar a conta. Tente novamente.',
      );
    }
  }

  return (
    <Stack
      as="form"
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      aria-label="Cadastrar a conta do extrato"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text fontWeight="medium">Cadastrar a conta do extrato</Text>
      <Text fontSize="sm" color="fg.muted">
        Preenchido com o banco, a agência e a conta do arquivo. Confira e cadastre: a conta é criada
        como conta corrente com saldo inicial zero hoje (ajuste depois em Empresa › Contas
        bancárias).
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {(Object.keys(LABELS) as FieldName[]).map((name) => (
          <Field.Root key={name} invalid={!!errors[name]} required>
            <Field.Label>{LABELS[name]}</Field.Label>
            <Input
              size="sm"
              value={values[name]}
              disabled={disabled || isLoading}
              inputMode={name === 'name' || name === 'bank_name' ? undefined : 'numeric'}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
            {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
          </Field.Root>
        ))}
      </SimpleGrid>
      {failure && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {failure}
        </Text>
      )}
      <HStack>
        <Button type="submit" variant="outline" loading={isLoading} disabled={disabled}>
          Cadastrar conta e continuar
        </Button>
      </HStack>
    </Stack>
  );
}
