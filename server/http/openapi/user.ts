/** The signed-in user's profile and credits. */
import { userInfoSchema } from '#contract/user';
import type { OpenApiDeclarations } from './declare';

export function declareUserRoutes(api: OpenApiDeclarations): void {
  api.route({
    method: 'get',
    path: '/user/info',
    tag: 'User',
    summary: 'Profile and remaining credits',
    description: "The header's credits badge reads `points.remaining_points`; below `low_credit_threshold` it warns.",
    data: api.component('UserInfo', userInfoSchema),
  });
}
