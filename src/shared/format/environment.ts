export type Environment = 'develop' | 'release' | 'prod';

export interface EnvironmentHosts {
  release: readonly string[];
  prod: readonly string[];
}

/** The environment a host name belongs to; any host not listed is develop (spec section 9). */
export function environmentForHost(host: string, hosts: EnvironmentHosts): Environment {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (hosts.prod.includes(name)) return 'prod';
  if (hosts.release.includes(name)) return 'release';
  return 'develop';
}
