import { validateSignIn } from '../sign-in-schema';

describe('validateSignIn', () => {
  it.each(['demo@fluxo.dev', 'nome.sobrenome+financeiro@empresa.com.br', '  maria@padaria.com  '])(
    'should accept %s',
    (email) => {
      expect(validateSignIn({ email, password: 'x' })).toEqual({});
    },
  );

  it.each(['a@b', 'a@@b.com', 'sem-arroba.com', 'a b@c.com', '.a@b.com', 'a..b@c.com'])(
    "should reject %s with 'E-mail inválido'",
    (email) => {
      expect(validateSignIn({ email, password: 'x' }).email).toBe('E-mail inválido');
    },
  );

  it('should ask for both fields when empty', () => {
    expect(validateSignIn({ email: '   ', password: '' })).toEqual({
      email: 'E-mail é obrigatório',
      password: 'Senha é obrigatório',
    });
  });
});
