import { Card } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Route, Routes, useMatch, useNavigate } from 'react-router-dom';
import { AuthCardHeader } from '../../../components/auth-card-header';
import type { CompanyInfoValues } from '../company-info-schema';
import { readSignUpDraft, writeSignUpDraft } from '../sign-up-draft';
import type { SignUpDraft } from '../sign-up-draft';
import type { NewAccountValues } from '../../../lib/new-account-schema';
import { CompanyInfoStep } from './company-info-step';
import { SignUpSteps } from './sign-up-steps';
import { UserInfoStep } from './user-info-step';

const USER_PATH = '/signup/info/info-usuario';
const COMPANY_PATH = '/signup/info/info-empresa';

/**
 * /signup/info/*: the additional info after the e-mail was verified — the person (info-usuario),
 * then the company (info-empresa). Without a verified e-mail there is nothing to complete.
 */
export function SignupInfoPage() {
  const [draft, setDraft] = useState(readSignUpDraft);
  // Kept in memory only (never in the stored draft): after a reload it is asked again.
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const onCompanyStep = useMatch(COMPANY_PATH) !== null;

  if (!draft) return <Navigate to="/signup/verificacao" replace />;

  const save = (next: SignUpDraft) => {
    writeSignUpDraft(next);
    setDraft(next);
  };
  const onUserDone = ({ name, password: chosen }: NewAccountValues) => {
    save({ ...draft, user: { name: name.trim() } });
    setPassword(chosen);
    void navigate(COMPANY_PATH);
  };
  const onCompanyBack = (company: CompanyInfoValues) => {
    save({ ...draft, company });
    void navigate(USER_PATH);
  };
  const toUserStep = <Navigate to={USER_PATH} replace />;

  return (
    <Card.Root variant="elevated" size="lg">
      <Card.Body gap="6">
        <AuthCardHeader
          title="Complete seu cadastro"
          subtitle="Faltam poucos dados para você começar a usar o Fluxo."
        />
        <SignUpSteps current={onCompanyStep ? 2 : 1} />
        <Routes>
          <Route index element={toUserStep} />
          <Route
            path="info-usuario"
            element={
              <UserInfoStep
                email={draft.email}
                defaults={{ name: draft.user?.name ?? '', password, confirmPassword: password }}
                onContinue={onUserDone}
              />
            }
          />
          <Route
            path="info-empresa"
            element={
              draft.user && password ? (
                <CompanyInfoStep
                  verificationToken={draft.verification_token}
                  user={{ name: draft.user.name, password }}
                  defaults={draft.company}
                  onSave={(company) => save({ ...draft, company })}
                  onBack={onCompanyBack}
                />
              ) : (
                toUserStep
              )
            }
          />
          <Route path="*" element={toUserStep} />
        </Routes>
      </Card.Body>
    </Card.Root>
  );
}
