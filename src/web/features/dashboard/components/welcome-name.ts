/** Spec §2: the welcome uses the full name, else the part of the e-mail before the at-sign, else 'Quant'. */
export function welcomeName(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim();
  if (name) return name;
  const local = email?.split('@')[0]?.trim();
  return local || 'Quant';
}
