/** The signed-in user's profile and credits. */
import { z } from 'zod';
import { userPlanSchema } from '#contract/entitlements';
import { toolCostsSchema, userInfoSchema } from '#contract/user';
import type { OpenApiDeclarations } from './declare';

export function declareUserRoutes(api: OpenApiDeclarations): void {
  const userInfo = api.component('UserInfo', userInfoSchema);
  api.route({
    method: 'get',
    path: '/user/info',
    tag: 'User',
    summary: 'Profile and remaining credits',
    description: "The header's credits badge reads `points.remaining_points`; below `low_credit_threshold` it warns.",
    data: userInfo,
  });
  api.route({
    method: 'get',
    path: '/user/session',
    tag: 'User',
    access: 'public',
    summary: 'Who is signed in, and what each tool costs',
    description:
      '`user` is the /user/info answer, or null when nobody is signed in (HTTP 200, never 401). `tool_costs`: the ' +
      "credits of one generation per tool (colouring: per page), the server's COST_* configuration. `plan`: the " +
      "user's plan ('free' without an active purchase or when nobody is signed in) and what it includes in the tools.",
    data: z.object({
      user: userInfo.nullable(),
      tool_costs: api.component('ToolCosts', toolCostsSchema),
      plan: api.component('UserPlan', userPlanSchema),
    }),
  });
}
