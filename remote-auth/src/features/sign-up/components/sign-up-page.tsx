import { Box, Button, Card, Link, Text } from '@chakra-ui/react';
import { LuMail } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AuthCardHeader } from '../../../components/auth-card-header';

/** /signup (SPEC.md §2): the sign-up methods; e-mail is the only one. */
export function SignUpPage() {
  const navigate = useNavigate();
  return (
    <Card.Root variant="elevated" size="lg">
      <Card.Body gap="6">
        <AuthCardHeader
          title="Cadastre-se"
          subtitle="Escolha um método para realizar seu cadastro."
        />
        <Button colorPalette="brand" size="lg" onClick={() => void navigate('/signup/verificacao')}>
          <LuMail /> Cadastrar com e-mail
        </Button>
        <Box textAlign="center">
          <Text fontSize="sm" color="fg.muted">
            Já tem uma conta?{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/login">Entrar</RouterLink>
            </Link>
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
