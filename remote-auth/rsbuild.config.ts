import { defineConfig } from '@rsbuild/core';
import { REMOTES, remoteConfig } from 'shared/federation';

export default defineConfig(
  remoteConfig({
    name: 'auth',
    title: 'Fluxo · Acesso',
    port: REMOTES.auth.devPort,
    exposes: {
      './LoginPage': './src/expose/login-page.tsx',
      './SignupPage': './src/expose/signup-page.tsx',
      './VerificationPage': './src/expose/verification-page.tsx',
      './SignupInfoPage': './src/expose/signup-info-page.tsx',
      './ForgotPasswordPage': './src/expose/forgot-password-page.tsx',
      './ResetPasswordPage': './src/expose/reset-password-page.tsx',
    },
  }),
);
