/**
 * The services (renderer/contract/services.ts) as React context: the app's providers put one
 * visit's in, pages and the runtime's components read them.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Services } from '../../contract/services.ts';

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}
