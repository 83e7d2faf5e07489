import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from 'shared/testing';
import { SignUpPage } from '../components/sign-up-page';

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderSignUp() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Probe />
    </>,
    { route: '/signup' },
  );
}

describe('sign-up page', () => {
  it('should show the copy of the spec', () => {
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeInTheDocument();
    expect(screen.getByText('Escolha um método para realizar seu cadastro.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  });

  it("should go to the e-mail verification with 'Cadastrar com e-mail'", async () => {
    renderSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar com e-mail' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup/verificacao');
  });
});
