/**
 * Which browser origins are our own pages. With PUBLIC_URL configured, exactly that origin. Without it (a fresh
 * install, which listens on 0.0.0.0), the origin the user actually reached: `localhost`, loopback or an address of
 * one of this host's interfaces, on our own port, so sign-up works on 127.0.0.1 or a LAN IP. Never derived
 * from the Host header, which the client writes: the address must belong to one of this machine's interfaces.
 */
import net from 'node:net';
import os from 'node:os';

export interface OriginPolicyEnv {
  PUBLIC_URL: string;
  PORT: number;
  /** Whether PUBLIC_URL was configured (false: it defaulted to http://localhost:PORT). */
  publicUrlConfigured: boolean;
}

export type OwnOriginCheck = (origin: string) => boolean;

const INTERFACE_CACHE_MS = 30_000;

/**
 * This host's own interface addresses, re-read now and then (a laptop changes networks). Any of them on our port is
 * served by this very process, so no other site can answer from it, whatever range it is in.
 */
function interfaceAddresses(): () => ReadonlySet<string> {
  let cached: { at: number; addresses: ReadonlySet<string> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > INTERFACE_CACHE_MS) {
      const addresses = new Set<string>();
      for (const list of Object.values(os.networkInterfaces()))
        for (const entry of list ?? []) addresses.add(entry.address.toLowerCase());
      cached = { at: Date.now(), addresses };
    }
    return cached.addresses;
  };
}

function defaultPort(protocol: string): number {
  return protocol === 'https:' ? 443 : 80;
}

export function ownOriginCheck(env: OriginPolicyEnv): OwnOriginCheck {
  const configured = new URL(env.PUBLIC_URL).origin;
  if (env.publicUrlConfigured) return (origin) => origin === configured;
  const addresses = interfaceAddresses();
  return (origin) => {
    if (origin === configured) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (Number(url.port || defaultPort(url.protocol)) !== env.PORT) return false;
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost') return true;
    if (!net.isIP(host)) return false;
    if (host === '::1' || host.startsWith('127.')) return true;
    return addresses().has(host);
  };
}
