import type { UseFormRegisterReturn } from 'react-hook-form';

/** A field people never see or reach by keyboard; bots that fill every input reveal themselves through it. */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
