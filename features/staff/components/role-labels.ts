import { useLocale, useTranslations } from 'next-intl';
import type { MemberRole } from '@/features/staff/schema';

/**
 * A member role as the role pickers show it: the shell's role word (Shell.role), capitalised
 * ('Owner', 'Tulajdonos'); `lower` gives it as a sentence uses it ('owner', 'tulajdonos').
 */
export function useRoleLabel() {
  const t = useTranslations('Shell');
  const locale = useLocale();
  return (role: MemberRole, { lower = false } = {}) => {
    const word = t('role', { role });
    return lower ? word : word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
  };
}
