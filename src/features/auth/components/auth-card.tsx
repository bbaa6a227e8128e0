import type { ReactNode } from 'react';
import { Card } from '@/components/card';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card that holds the sign-in and sign-up forms. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
        {footer ? <p className="mt-6 text-center text-sm text-slate-600">{footer}</p> : null}
      </Card>
    </div>
  );
}
