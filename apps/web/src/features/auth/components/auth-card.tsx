import type { ReactNode, Ref } from 'react';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** The card of one account screen; its title is the page's h1. */
export function AuthCard({ title, description, icon, titleRef, children }: AuthCardProps) {
  return (
    <Card className="shadow-lg shadow-emerald-900/5">
      <CardHeader className="gap-2 px-6 pt-8 sm:px-8">
        {icon ? (
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 [&_svg]:size-6">
            {icon}
          </div>
        ) : null}
        <h1
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className="text-2xl font-semibold tracking-tight text-foreground outline-none"
        >
          {title}
        </h1>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="px-6 pb-8 sm:px-8">{children}</CardContent>
    </Card>
  );
}
