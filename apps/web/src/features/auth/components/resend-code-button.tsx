import { MSG, zEmail } from '@conecta/contract';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

import { useResendCode } from '../hooks/use-resend-code';

type ResendCodeButtonProps = { email: string; codeSentAt: number | null };

/** Asks for a new code; waits 60 s (counting down) after any code was sent. */
export function ResendCodeButton({ email, codeSentAt }: ResendCodeButtonProps) {
  const { resend, pending, secondsLeft } = useResendCode(codeSentAt);
  const C = MSG.confirm;

  const onClick = () => {
    const parsed = zEmail.safeParse(email);
    if (!parsed.success) {
      toast({
        variant: 'destructive',
        title: C.resendErrorTitle,
        description: parsed.error.issues[0]?.message ?? MSG.validation.emailInvalid,
      });
      return;
    }
    resend(parsed.data);
  };

  let label: string = C.resend;
  if (pending) label = C.resending;
  else if (secondsLeft > 0) label = C.resendWait(secondsLeft);

  return (
    <Button
      type="button"
      variant="link"
      className="font-semibold tabular-nums"
      onClick={onClick}
      disabled={pending || secondsLeft > 0}
    >
      {label}
    </Button>
  );
}
