import { Card } from '@chakra-ui/react';
import { useState } from 'react';
import { EmailSentStep } from './email-sent-step';
import { RequestLinkStep } from './request-link-step';

/** /forgot-password (SPEC.md §2, §4): step 1 asks for the e-mail, step 2 says where to look. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Card.Root variant="elevated" size="lg">
      <Card.Body gap="6">
        {sentTo === null ? (
          <RequestLinkStep onSent={setSentTo} />
        ) : (
          <EmailSentStep email={sentTo} onUseAnotherEmail={() => setSentTo(null)} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
