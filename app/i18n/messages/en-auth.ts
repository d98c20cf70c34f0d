/**
 * English text of the sign-in dialog (app/auth/AuthDialog.tsx): its own module, imported by the components that use
 * it, so it loads with them and not with every page (see ./en.ts).
 */
export const enAuth = {
  signInTitle: 'Sign in to Atelier',
  signInDescription: 'Welcome back. Your credits and creations are waiting.',
  signUpTitle: 'Create your account',
  signUpDescription: 'Start with free credits — no card needed.',
  forgotTitle: 'Reset your password',
  forgotDescription: 'We will email you a link to choose a new password.',
  magicTitle: 'Sign in with a link',
  magicDescription:
    'We will email you a link that signs you in once, no password needed. New here? It creates your account.',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  genericError: 'Something went wrong. Please try again.',
  networkError: 'Network error. Please check your connection and try again.',
  /** Better Auth's refusals by their code, in its own English words (@better-auth/core error codes). */
  errors: {
    INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
    INVALID_EMAIL: 'Invalid email',
    INVALID_PASSWORD: 'Invalid password',
    PASSWORD_TOO_SHORT: 'Password too short',
    PASSWORD_TOO_LONG: 'Password too long',
    EMAIL_NOT_VERIFIED: 'Email not verified',
    INVALID_TOKEN: 'Invalid token',
    FAILED_TO_CREATE_USER: 'Failed to create user',
  },
  resetSent: 'If an account exists for that email, a reset link is on its way.',
  magicSent: 'Check your inbox: a sign-in link is on its way to {email}.',
  welcome: 'Welcome to Atelier!',
  signedIn: 'Signed in.',
  wait: 'Please wait…',
  createAccount: 'Create account',
  signIn: 'Sign in',
  sendMagicLink: 'Email me a sign-in link',
  sendReset: 'Send reset link',
  forgot: 'Forgot password?',
  linkInstead: 'Email me a link instead',
  createAnAccount: 'Create an account',
  passwordInstead: 'Use my password instead',
  haveAccount: 'I already have an account',
};
