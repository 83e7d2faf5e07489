import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

/** A password field that can be unmasked (SPEC.md §2); Chakra 3 ships no such component. */
export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(
  function PasswordInput(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <InputGroup
        endElement={
          <IconButton
            aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
            variant="ghost"
            size="sm"
            me="-2"
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <LuEyeOff /> : <LuEye />}
          </IconButton>
        }
      >
        <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
      </InputGroup>
    );
  },
);
