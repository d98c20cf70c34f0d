/** The credit price an action shows on its button before the user spends: the server's COST_* × the batch. */
import { useEffect, useState } from 'react';
import type { ToolCosts } from '#contract/user';
import { useSession } from '#app/lib/session';
import { useToolText } from './text';

/** Credits one run costs (per item × count), or null while the session has not loaded the prices yet. */
export function useToolCost(tool: keyof ToolCosts, count = 1): number | null {
  const { toolCosts } = useSession();
  return toolCosts ? toolCosts[tool] * count : null;
}

/** "· 5 credits" after a button's text (nothing until the price is known). */
export function CostLabel({ credits }: { credits: number | null }) {
  // A tool hydrates as an island, possibly after the session has loaded the prices: its first render must match the
  // prerendered HTML (no price), or React discards the page's HTML (error #418). The price shows once mounted.
  const [mounted, setMounted] = useState(false);
  const { credits: creditsText } = useToolText();
  useEffect(() => setMounted(true), []);
  if (!mounted || credits === null) return null;
  return <span className="font-normal">· {creditsText(credits)}</span>;
}
