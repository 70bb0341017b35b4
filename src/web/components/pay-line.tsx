import { Banknote } from 'lucide-react';
import { formatPay, type PayRange } from '../../shared/pay';
import { cn } from '../lib/utils';

/** What a position pays, as one line with its icon; read out as "Pay: $8,000–$10,000 a month". */
export function PayLine({ pay, className }: { pay: PayRange; className?: string }) {
  return (
    <p className={cn('flex items-center gap-2 font-medium text-foreground', className)}>
      <Banknote aria-hidden className="size-4 shrink-0 text-success" />
      <span>
        <span className="sr-only">Pay: </span>
        {formatPay(pay)}
      </span>
    </p>
  );
}
