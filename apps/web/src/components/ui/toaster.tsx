import { MSG } from '@conecta/contract';
import { CircleAlert, CircleCheck } from 'lucide-react';

import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { createPortal } from 'react-dom';

import { useToastOutlet } from './toast-outlet';
import { useToast } from './use-toast';

/** Renders the toasts raised with `toast()`; mount it once near the root. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const outlet = useToastOutlet();
  return (
    <ToastProvider label={MSG.common.toastLabel} duration={5000}>
      {toasts.map(({ id, title, description, variant, duration, open, action }) => {
        const Icon = variant === 'destructive' ? CircleAlert : CircleCheck;
        return (
          <Toast
            key={id}
            variant={variant}
            duration={duration}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
          >
            <Icon
              aria-hidden="true"
              className={
                variant === 'destructive'
                  ? 'mt-0.5 size-5 shrink-0'
                  : 'mt-0.5 size-5 shrink-0 text-emerald-600'
              }
            />
            <div className="grid min-w-0 gap-0.5">
              <ToastTitle>{title}</ToastTitle>
              {description ? <ToastDescription>{description}</ToastDescription> : null}
              {action ? (
                <ToastAction altText={action.altText} onClick={action.onClick}>
                  {action.label}
                </ToastAction>
              ) : null}
            </div>
            <ToastClose label={MSG.common.close} />
          </Toast>
        );
      })}
      {outlet ? (
        createPortal(
          <ToastViewport label={MSG.common.toastRegion} className="toast-viewport-in-dialog" />,
          outlet,
        )
      ) : (
        <ToastViewport label={MSG.common.toastRegion} />
      )}
    </ToastProvider>
  );
}
