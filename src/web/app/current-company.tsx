import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useLocalStorage } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from './auth/SessionGate';

/** One query for the switcher, the palette and the record pages: the companies the user may work in. */
export const companySwitcherQuery = { size: 200, sort: 'name' };

type CurrentCompany = { companyId: string | null; setCompanyId(id: string): void };
const CurrentCompanyContext = createContext<CurrentCompany>({ companyId: null, setCompanyId: () => {} });

/** The company every page works in: chosen in the header, remembered, defaulting to the user's own. */
export function CurrentCompanyProvider({ children }: { children: ReactNode }) {
  const state = useSession();
  const user = state.status === 'signed-in' ? state.user : null;
  const queryClient = useQueryClient();
  const [stored, setStored] = useLocalStorage<string | null>({ key: 'bos.company', defaultValue: null });
  const companyId = user && stored && user.companyIds.includes(stored) ? stored : (user?.defaultCompanyId ?? null);

  useEffect(() => {
    if (user && stored && !user.companyIds.includes(stored)) setStored(null);
  }, [user, stored, setStored]);

  return (
    <CurrentCompanyContext.Provider
      value={{
        companyId,
        setCompanyId(id) {
          setStored(id);
          void queryClient.invalidateQueries();
        },
      }}
    >
      {children}
    </CurrentCompanyContext.Provider>
  );
}

export const useCurrentCompany = () => useContext(CurrentCompanyContext);

/** A list query scoped to the current company (memoised: the same object while nothing changes). */
export function useCompanyQuery<Q extends object>(query: Q, extra?: Record<string, string | undefined>): Q & { companyIdString?: string } {
  const { companyId } = useCurrentCompany();
  const extraKey = JSON.stringify(extra ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ ...query, ...extra, companyIdString: companyId ?? undefined }) as Q & { companyIdString?: string }, [query, companyId, extraKey]);
}
